import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigStore } from '../../server/config/config-store.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { ingestZip } from '../../server/ingest/ingest-zip.ts';
import { seedSampleContent } from '../../server/seed/seed-sample-content.ts';
import { LocalFolderFileStore } from '../../server/files/local-folder-file-store.ts';

/**
 * The desk's ingest path, in a process of its own as a server would be (tests/bench/ingest-rate.ts starts it): a fresh
 * database prepared as the server prepares it on first start, then `ingestZip` — what the desk's package upload
 * calls — on one zip `runs` times, each timed alone: the first into the fresh database (the parsing threads start
 * with it, as on a server's first upload), the next ones again, updating the same articles in place. Prints one JSON
 * line a run: articles, seconds, CPU ms of the whole process (every thread).
 *
 *   node --import tsx tests/bench/ingest-zip-run.ts <package.zip> <empty data folder> <sld> <runs>
 */
const [zipPath, dataDir, sld, runsArgument = '1'] = process.argv.slice(2);
if (!zipPath || !dataDir || !sld) throw new Error('usage: ingest-zip-run.ts <package.zip> <data folder> <sld> [runs]');

const store = new ConfigStore('site-configs', { info: () => {}, warn: () => {} });
const siteId = store.bySld(sld)!.site.siteId;
const filesDir = join(dataDir, 'files');
mkdirSync(filesDir, { recursive: true });
const database = openDatabase(`file:${join(dataDir, 'masthead.db')}`);
try {
  await migrateToLatest(database.db);
  await seedSampleContent(database.db, store, { info: () => {}, warn: () => {} }, { articles: false, files: new LocalFolderFileStore(filesDir) });
  for (let run = 0; run < Number(runsArgument); run += 1) {
    const started = performance.now();
    const cpuAtStart = process.cpuUsage();
    const articles = await ingestZip(database.db, siteId, zipPath, { files: new LocalFolderFileStore(filesDir), placement: { stage: 'online-first' }, existingDoi: run === 0 ? 'refuse' : 'update' });
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuAtStart);
    process.stdout.write(`${JSON.stringify({ articles: articles.length, seconds, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
  }
} finally {
  await database.close();
}
