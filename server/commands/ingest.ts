import { ConfigStore } from '../config/config-store.ts';
import { journalOfSite } from '../content/periods.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { readEnv } from '../env.ts';
import { filesDirOf } from '../files/files-dir.ts';
import { ingestFile } from '../ingest/ingest-file.ts';
import { RejectedInput } from '../ingest/rejected-input.ts';
import { xmlFilesIn } from '../ingest/xml-files.ts';
import { seedSampleContent } from '../seed/seed-sample-content.ts';

/**
 * `npm run ingest -- --site <sld> <file.xml | folder>…`: imports JATS articles into a site's first journal, in the
 * database the server uses (DATABASE_URL), prepared the way the server prepares it on first start. Prints one JSON
 * line per imported article on stdout, `{"id":…,"doi":…,"title":…}`; progress and skipped files on stderr.
 * Exit code 0 when every file was imported, 1 when a file was skipped, 2 when nothing could be tried.
 */

const usage = 'usage: npm run ingest -- --site <sld> <file.xml | folder>…';
const say = (message: string) => process.stderr.write(`ingest: ${message}\n`);

function readArguments(args: string[]): { sld: string; paths: string[] } | undefined {
  let sld = '';
  const paths: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--site') sld = args[++index] ?? '';
    else if (arg.startsWith('--site=')) sld = arg.slice('--site='.length);
    else paths.push(arg);
  }
  return sld && paths.length > 0 ? { sld, paths } : undefined;
}

async function main(): Promise<number> {
  const args = readArguments(process.argv.slice(2));
  if (!args) {
    say(usage);
    return 2;
  }
  const env = readEnv();
  const store = new ConfigStore(env.SITE_CONFIG_DIR, { info: () => {}, warn: say });
  const site = store.bySld(args.sld);
  if (!site) {
    say(`unknown site "${args.sld}" (sites: ${[...store.snapshot.sites.keys()].join(', ')})`);
    return 2;
  }

  const database = openDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(database.db);
    const filesDir = filesDirOf(env);
    await seedSampleContent(database.db, store, { info: say, warn: say }, { articles: env.SAMPLE_ARTICLES === 'on', filesDir });
    if ((await journalOfSite(database.db, site.site.siteId, null)) === undefined) {
      say(`site "${args.sld}" has no journal to publish articles in`);
      return 2;
    }

    const files = xmlFilesIn(args.paths);
    const started = performance.now();
    let skipped = 0;
    for (const [index, file] of files.entries()) {
      say(`[${index + 1}/${files.length}] ${file}`);
      try {
        const { id, doi, title, files: report } = await ingestFile(database.db, site.site.siteId, file, { filesDir });
        process.stdout.write(`${JSON.stringify({ id, doi, title })}\n`);
        for (const { href, reason } of report.refused) say(`${file}: file "${href}" not imported: ${reason}`);
        if (report.missing.length > 0) say(`${file}: ${report.missing.length} named file(s) not beside it (placeholders shown): ${report.missing.slice(0, 5).join(', ')}${report.missing.length > 5 ? ' …' : ''}`);
      } catch (error) {
        // Each file is its own transaction: whatever went wrong with this one, the others can still be imported.
        const reason = error instanceof RejectedInput ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
        say(`${file}: skipped: ${reason}`);
        skipped += 1;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const imported = files.length - skipped;
    say(`${imported} imported, ${skipped} skipped in ${seconds.toFixed(1)} s (${(imported / seconds).toFixed(1)} articles/s)`);
    return skipped > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  say(error instanceof Error ? error.message : String(error));
  return 2;
});
