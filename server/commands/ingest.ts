import { setFlagsFromString } from 'node:v8';
import { ConfigStore } from '../config/config-store.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { readEnv } from '../env.ts';
import { fileStoreOf } from '../files/files-dir.ts';
import { BatchedWrites } from '../ingest/batched-writes.ts';
import { prepareJatsFile, type IngestedArticle, type JatsFile } from '../ingest/ingest-file.ts';
import { ingestZip } from '../ingest/ingest-zip.ts';
import { defaultParseThreads, JatsParsePool } from '../ingest/parse/parse-pool.ts';
import { checkPlacement, SiteWithoutJournal } from '../ingest/placement/resolve-placement.ts';
import { RejectedInput } from '../ingest/rejected-input.ts';
import { xmlFilesIn } from '../ingest/xml-files.ts';
import { seedSampleContent } from '../seed/seed-sample-content.ts';
import { ingestUsage, readIngestArguments, type IngestArguments } from './ingest-arguments.ts';

/**
 * `npm run ingest -- --site <sld> [placement] <file.xml | package.zip | folder>…`: imports JATS articles into a
 * site's journal, in the database the server uses (DATABASE_URL), prepared the way the server prepares it on first
 * start. Where each article goes is the placement the flags give (ingest-arguments.ts). Prints one JSON line per
 * imported article on stdout, `{"id":…,"doi":…,"title":…,"periodId":…,"columnId":…,"firstStatus":…,"updated":…}`;
 * progress and skipped files on stderr. Exit code 0 when every file was imported, 1 when a file was skipped, 2 when
 * nothing could be tried.
 *
 * A DOI the site already has is the same article imported again: it is updated in place. The same DOI twice in one
 * run is two files claiming one article: the second is skipped. A zip package lands whole or not at all.
 */

const say = (message: string) => process.stderr.write(`ingest: ${message}\n`);
/** Files a parsing thread is started for (see main); a package counts as that many. */
const filesPerThread = 16;
const reasonOf = (error: unknown) => (error instanceof RejectedInput ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`);

function printArticle({ id, doi, title, placement, updated }: IngestedArticle): void {
  process.stdout.write(`${JSON.stringify({ id, doi, title, periodId: placement.periodId, columnId: placement.columnId, firstStatus: placement.firstStatus, updated })}\n`);
}

function reportFiles(file: string, { files: report }: IngestedArticle): void {
  for (const { href, reason } of report.refused) say(`${file}: file "${href}" not imported: ${reason}`);
  if (report.missing.length > 0) say(`${file}: ${report.missing.length} named file(s) not beside it (placeholders shown): ${report.missing.slice(0, 5).join(', ')}${report.missing.length > 5 ? ' …' : ''}`);
}

/**
 * An import is a short run of the parser's large functions, each compiled by V8's optimizing compiler in every thread:
 * inlining the many small functions they call made those compilations cost more CPU (on V8's own threads) than the
 * import then gained by them — a fifth of the import's CPU over the 12 fixture files, a tenth over 96 — and the code
 * compiled without it reads files as fast once warm. V8's flags are the process's: set before the threads start, they
 * are theirs too. A server, which runs for long, keeps V8's defaults.
 */
const compileWithoutInlining = () => setFlagsFromString('--no-turbo-inlining');

async function main(): Promise<number> {
  compileWithoutInlining();
  let args: IngestArguments;
  try {
    args = readIngestArguments(process.argv.slice(2));
  } catch (error) {
    say(reasonOf(error));
    say(ingestUsage);
    return 2;
  }
  const env = readEnv();
  const files = xmlFilesIn(args.paths, { packages: true });
  const isPackage = (path: string) => path.toLowerCase().endsWith('.zip');
  // The parsing threads start while the database is prepared. A thread's start (its own copy of the parser, compiled
  // anew) costs about as much as parsing a dozen files, so a few files get fewer threads.
  const packages = files.filter(isPackage).length;
  const threads = env.INGEST_THREADS ?? Math.min(defaultParseThreads(), Math.ceil((files.length - packages + packages * filesPerThread) / filesPerThread));
  const pool = new JatsParsePool(threads);
  const database = openDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(database.db);
    // The sites are the database's (the studio may have made some): site-configs/ is imported first, as at start.
    const store = await ConfigStore.fromDatabase(env.SITE_CONFIG_DIR, database.db, { info: () => {}, warn: say });
    const site = store.bySld(args.sld);
    if (!site) {
      say(`unknown site "${args.sld}" (sites: ${[...store.snapshot.sites.keys()].join(', ')})`);
      return 2;
    }
    const siteId = site.site.siteId;
    const fileStore = fileStoreOf(env);
    await seedSampleContent(database.db, store, { info: say, warn: say }, { articles: env.SAMPLE_ARTICLES === 'on', files: fileStore });
    try {
      await checkPlacement(database.db, siteId, args.placement);
    } catch (error) {
      say(error instanceof SiteWithoutJournal ? `site "${args.sld}" has no journal to publish articles in` : reasonOf(error));
      return 2;
    }

    // The threads' start is start-up, like the database's: the clock starts once they can read.
    await pool.loaded();
    const started = performance.now();
    // The whole process's (every thread's) CPU time: steadier than the wall clock on a busy machine.
    const cpuAtStart = process.cpuUsage();
    const options = { files: fileStore, placement: args.placement, existingDoi: 'update' as const };
    const batch = new BatchedWrites(database.db);
    /** DOIs imported in this run (lower case), by file: a second file with one of them is skipped. */
    const doisSeen = new Map<string, string>();
    let imported = 0;
    let skipped = 0;
    const skip = (file: string, error: unknown) => {
      say(`${file}: skipped: ${reasonOf(error)}`);
      skipped += 1;
    };

    /** Files being read ahead, by index: the threads parse the next ones while this one stores. */
    const reading = new Map<number, Promise<JatsFile>>();
    const readAhead = (from: number) => {
      for (let next = from; next < Math.min(files.length, from + 2 * threads + 1); next += 1) {
        if (reading.has(next) || isPackage(files[next]!)) continue;
        const read = pool.read(files[next]!);
        read.catch(() => {}); // handled when its turn comes
        reading.set(next, read);
      }
    };

    for (const [index, file] of files.entries()) {
      say(`[${index + 1}/${files.length}] ${file}`);
      readAhead(index);
      if (isPackage(file)) {
        // A package is one transaction of its own: what the batch holds is committed first.
        await batch.flush();
        try {
          const articles = await ingestZip(database.db, siteId, file, { ...options, existingDoi: 'update', read: (path) => pool.read(path) });
          for (const article of articles) {
            printArticle(article);
            reportFiles(file, article);
          }
          imported += articles.length;
        } catch (error) {
          skip(file, error);
        }
        continue;
      }
      let prepared;
      try {
        const jats = await reading.get(index)!;
        reading.delete(index);
        const doi = jats.content.doi.toLowerCase();
        const earlier = doi ? doisSeen.get(doi) : undefined;
        if (earlier) throw new RejectedInput(`duplicate DOI ${jats.content.doi}: ${earlier} has it too, and was imported in this run`);
        prepared = prepareJatsFile(jats, options);
        if (doi) doisSeen.set(doi, file);
      } catch (error) {
        skip(file, error);
        continue;
      }
      const current = prepared;
      await batch.add((trx) => current.store(trx, siteId), {
        committed: async (article) => {
          await current.settle(article.id);
          printArticle(article);
          reportFiles(file, article);
          imported += 1;
        },
        failed: (error) => {
          doisSeen.delete(current.file.content.doi.toLowerCase());
          skip(file, error);
        },
        cleanup: current.discard,
      });
    }
    await batch.flush();
    if (pool.lost) say(pool.lost);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuAtStart);
    const cpuMsPerArticle = imported > 0 ? (cpu.user + cpu.system) / 1000 / imported : 0;
    say(`${imported} imported, ${skipped} skipped in ${seconds.toFixed(2)} s (${(imported / seconds).toFixed(1)} articles/s; CPU ${cpuMsPerArticle.toFixed(1)} ms an article, ${threads} parsing threads)`);
    return skipped > 0 ? 1 : 0;
  } finally {
    await pool.close();
    await database.close();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  say(error instanceof Error ? error.message : String(error));
  return 2;
});
