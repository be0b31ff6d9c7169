import { CrossrefExportError } from '../crossref/crossref-error.ts';
import { crossrefDepositForIssue } from '../crossref/crossref-deposit.ts';
import { openDatabase } from '../db/open-database.ts';
import { commandSites, siteNamed } from './command-sites.ts';
import { readEnv } from '../env.ts';
import { fileStoreOf } from '../files/files-dir.ts';
import { seedSampleContent } from '../seed/seed-sample-content.ts';

/**
 * `npm run crossref -- --site <sld> --issue <id>`: writes the Crossref deposit (deposit schema 5.4.0) of one issue of
 * the site's journal to stdout, from the database the server uses (DATABASE_URL), prepared the way the server
 * prepares it on first start. Landing pages are on the site's public domain, else PUBLIC_ORIGIN. Articles left out
 * (no DOI …) are listed on stderr. Exit code 0 when the deposit registers at least one DOI, 1 when the issue has
 * none to register (nothing written), 2 when no deposit could be made (bad arguments, unknown site or issue,
 * configuration missing).
 */

const usage = 'usage: npm run crossref -- --site <sld> --issue <issue id>';
const say = (message: string) => process.stderr.write(`crossref: ${message}\n`);

function readArguments(args: string[]): { sld: string; issueId: number } | undefined {
  const values = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    const [name, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (name !== '--site' && name !== '--issue') return undefined;
    values.set(name, inline ?? args[++index] ?? '');
  }
  const sld = values.get('--site') ?? '';
  const issue = values.get('--issue') ?? '';
  return sld && /^\d{1,15}$/.test(issue) ? { sld, issueId: Number(issue) } : undefined;
}

async function main(): Promise<number> {
  const args = readArguments(process.argv.slice(2));
  if (!args) {
    say(usage);
    return 2;
  }
  const env = readEnv();
  const database = openDatabase(env.DATABASE_URL);
  try {
    const store = await commandSites(database.db, env.SITE_CONFIG_DIR, say);
    const config = siteNamed(store, args.sld, say);
    if (!config) return 2;
    await seedSampleContent(database.db, store, { info: say, warn: say }, { articles: env.SAMPLE_ARTICLES === 'on', files: fileStoreOf(env) });
    const deposit = await crossrefDepositForIssue(database.db, { config, crossref: store.snapshot.crossref, publicOrigin: env.PUBLIC_ORIGIN }, args.issueId);
    for (const { articleId, reason } of deposit.skipped) say(`article ${articleId} left out: ${reason}`);
    if (deposit.included.length === 0) {
      say(`issue ${args.issueId} has no article to register`);
      return 1;
    }
    process.stdout.write(`${deposit.xml}\n`);
    say(`${deposit.batchId}: ${deposit.included.length} DOI(s), ${deposit.skipped.length} article(s) left out`);
    return 0;
  } catch (error) {
    if (error instanceof CrossrefExportError) {
      say(error.message);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  say(error instanceof Error ? error.message : String(error));
  return 2;
});
