import type { Env } from '../env.ts';
import { openDatabase } from '../db/open-database.ts';
import { fileStoreOf } from '../files/files-dir.ts';
import { BatchedWrites } from '../ingest/batched-writes.ts';
import { prepareJatsFile, type IngestedArticle, type JatsFile } from '../ingest/ingest-file.ts';
import { ingestZip } from '../ingest/ingest-zip.ts';
import type { JatsParsePool } from '../ingest/parse/parse-pool.ts';
import { checkPlacement, SiteWithoutJournal } from '../ingest/placement/resolve-placement.ts';
import { RejectedInput } from '../ingest/rejected-input.ts';
import { isPackagePath } from '../ingest/xml-files.ts';
import { seedSampleContent } from '../seed/seed-sample-content.ts';
import { commandSites, siteNamed } from './command-sites.ts';
import type { IngestArguments } from './ingest-arguments.ts';
import { reasonOf, type IngestCommandIo } from './ingest-io.ts';

/** What the import works on: the command's arguments and environment, the files they name, its parsing threads. */
export type ImportRun = { args: IngestArguments; env: Env; files: string[]; pool: JatsParsePool };

const articleLine = ({ id, doi, title, placement, updated }: IngestedArticle) =>
  JSON.stringify({ id, doi, title, periodId: placement.periodId, columnId: placement.columnId, firstStatus: placement.firstStatus, updated });

function reportFiles(say: IngestCommandIo['say'], file: string, { files: report }: IngestedArticle): void {
  for (const { href, reason } of report.refused) say(`${file}: file "${href}" not imported: ${reason}`);
  if (report.missing.length > 0) say(`${file}: ${report.missing.length} named file(s) not beside it (placeholders shown): ${report.missing.slice(0, 5).join(', ')}${report.missing.length > 5 ? ' …' : ''}`);
}

/**
 * The ingest command's import (ingest-command.ts starts it): prepares the database as the server does, checks the
 * placement, and imports the files in order, each read ahead by the parsing threads; answers the exit code.
 */
export async function importFiles({ args, env, files, pool }: ImportRun, { say, print }: IngestCommandIo): Promise<number> {
  const threads = pool.size;
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
        if (reading.has(next) || isPackagePath(files[next]!)) continue;
        const read = pool.read(files[next]!);
        read.catch(() => {}); // handled when its turn comes
        reading.set(next, read);
      }
    };

    for (const [index, file] of files.entries()) {
      say(`[${index + 1}/${files.length}] ${file}`);
      readAhead(index);
      if (isPackagePath(file)) {
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
    await database.close();
  }
}
