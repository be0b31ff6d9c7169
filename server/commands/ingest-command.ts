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
import { commandSites, siteNamed } from './command-sites.ts';
import { ingestUsage, readIngestArguments, type IngestArguments } from './ingest-arguments.ts';

/**
 * What `npm run ingest` does once its process is set up (server/commands/ingest.ts is the command line, and says what
 * the command does). Apart from the process so that tests import by the command's own code without starting one: a
 * process costs seconds of CPU (Node, tsx, the server's modules) before it reads a file.
 */
export type IngestCommandIo = {
  /** The environment the database, files folder and configuration folder are read from (a process's: process.env). */
  env: NodeJS.ProcessEnv;
  /** Progress and skipped files (the command writes them to stderr, after "ingest: "). */
  say: (message: string) => void;
  /** One JSON line per imported article (the command writes it to stdout). */
  print: (line: string) => void;
};

/** Files a parsing thread is started for (see ingestCommand); a package counts as that many. */
const filesPerThread = 16;
const reasonOf = (error: unknown) => (error instanceof RejectedInput ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`);

const articleLine = ({ id, doi, title, placement, updated }: IngestedArticle) =>
  JSON.stringify({ id, doi, title, periodId: placement.periodId, columnId: placement.columnId, firstStatus: placement.firstStatus, updated });

function reportFiles(say: IngestCommandIo['say'], file: string, { files: report }: IngestedArticle): void {
  for (const { href, reason } of report.refused) say(`${file}: file "${href}" not imported: ${reason}`);
  if (report.missing.length > 0) say(`${file}: ${report.missing.length} named file(s) not beside it (placeholders shown): ${report.missing.slice(0, 5).join(', ')}${report.missing.length > 5 ? ' …' : ''}`);
}

/** Runs the command on its arguments (after `npm run ingest --`); answers its exit code. */
export async function ingestCommand(argv: readonly string[], { env: source, say, print }: IngestCommandIo): Promise<number> {
  let args: IngestArguments;
  try {
    args = readIngestArguments([...argv]);
  } catch (error) {
    say(reasonOf(error));
    say(ingestUsage);
    return 2;
  }
  const env = readEnv(source);
  const files = xmlFilesIn(args.paths, { packages: true });
  const isPackage = (path: string) => path.toLowerCase().endsWith('.zip');
  // The parsing threads start while the database is prepared. A thread's start (its own copy of the parser, compiled
  // anew) costs about as much as parsing a dozen files, so a few files get fewer threads.
  const packages = files.filter(isPackage).length;
  const threads = env.INGEST_THREADS ?? Math.min(defaultParseThreads(), Math.ceil((files.length - packages + packages * filesPerThread) / filesPerThread));
  const pool = new JatsParsePool(threads);
  const database = openDatabase(env.DATABASE_URL);
  try {
    const store = await commandSites(database.db, env.SITE_CONFIG_DIR, say);
    const site = siteNamed(store, args.sld, say);
    if (!site) return 2;
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
            print(articleLine(article));
            reportFiles(say, file, article);
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
          print(articleLine(article));
          reportFiles(say, file, article);
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
