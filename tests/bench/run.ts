import { cpus } from 'node:os';
import { ensureBuild } from '../../server/web/ensure-build.ts';
import { measureLoad, type LoadResult } from './bootstrap-load.ts';
import { measureColdStart } from './cold-start.ts';
import { measurePageBoot, pageBootReport } from './page-boot.ts';
import { measureArticleServing } from './article-serving.ts';
import { copiesWithOwnDois, ingestRunsText, measureIngestRate, measureZipIngestRate } from './ingest-rate.ts';
import { measureDeskUploadRate } from './desk-upload-rate.ts';
import { issueTocReport, measureIssueToc } from './issue-toc.ts';
import { issue17GoalsReport, type Issue17Measured } from './issue17-goals.ts';
import { issue17Pages } from './issue17-pages.ts';
import { issue19GoalsReport, type Issue19Measured } from './issue19-goals.ts';
import { lighthouseReport, measureLighthouse } from './lighthouse-audit.ts';
import { machinePaceMs } from './machine-pace.ts';
import { measurePeerRender, peerFixtures, peerRenderReport } from './peer-render.ts';
import { measurePublishVisible, publishVisibleReport } from './publish-visible.ts';
import { measureSearchLoad, searchBenchOptionsFromEnv, searchLoadReport } from './search-load.ts';
import { measureStudioPublish, studioPublishReport } from './studio-publish.ts';
import { benchEngines, measureWorkers, workersReport } from './workers.ts';

/**
 * `npm run bench`: the figures the issues ask for, measured on this machine. Not a test: nothing here passes or
 * fails; it prints numbers for the closing notes, and issue 17's goals in one table at the end.
 *
 * `BENCH_ONLY=<section>,<section>` runs only those sections (names below); unset, all of them.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const measured: Issue17Measured = {};
const measured19: Issue19Measured = {};

const table = (title: string, rows: LoadResult[]) => {
  console.log(title);
  console.log('| path | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.path} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${row.non2xx} |`);
  console.log('');
};

const sections: Record<string, () => Promise<void>> = {
  'cold-start': async () => {
    const cold = await measureColdStart(3);
    console.log('Cold start of npm start on an empty data folder (migrate + seed + first bootstrap answered; bundles already built):');
    console.log(`  runs ${cold.runsMs.join(' ms, ')} ms; median ${cold.medianMs} ms\n`);
  },
  bootstrap: async () => {
    table('Bootstrap endpoint under load (autocannon, 10 connections):', await measureLoad(['/rc-pub/front/bootstrap?sld=optics&lang=zh', '/rc-pub/front/bootstrap?sld=sciencegroup&lang=en'], { seconds }));
  },
  pages: async () => {
    table('Server-rendered pages under load (autocannon, 10 connections, uncompressed):', await measureLoad(['/optics/zh/home/', '/ecology/en/home/'], { seconds, pages: true }));
  },
  // The 300-article table of contents and the home pages with the page cache off: issue 17's home req/s and TOC p50.
  'issue-toc': async () => {
    measured.toc = await measureIssueToc(seconds);
    console.log(`${issueTocReport(measured.toc)}\n`);
  },
  // Issue 19: the 12 fixture files by the command (run 1 inserts, runs 2–3 update in place), as one zip package by the
  // desk's path (likewise, in one process, with a run 4), and uploaded to the desk of a running server over HTTP; each
  // the work after start-up, with the process's CPU per article.
  ingest: async () => {
    const fixtures = 'tests/fixtures/jats';
    const pace = () => (measured19.paceMs ??= []).push(machinePaceMs(fixtures));
    pace();
    measured19.ingestCommand = await measureIngestRate('ecology', fixtures, 3);
    pace();
    console.log(`Ingest (npm run ingest -- --site ecology --stage online-first ${fixtures}: 12 JATS files, 2.4 MB; run 1 inserts, runs 2–3 update in place):`);
    console.log(`  ${ingestRunsText(measured19.ingestCommand)}`);
    const copies = copiesWithOwnDois(fixtures, 8);
    try {
      measured19.ingestCommandLarger = await measureIngestRate('ecology', copies.folder, 1);
    } finally {
      copies.remove();
    }
    console.log(`The same files 8 times over, each copy with a DOI of its own (96 files, one run, inserting):`);
    console.log(`  ${ingestRunsText(measured19.ingestCommandLarger)}`);
    pace();
    measured19.ingestZip = await measureZipIngestRate('ecology', fixtures, 4);
    console.log(`Ingest by the desk's path (ingestZip on the same files as one zip package, online-first, in one process; run 1 starts the parsing threads and inserts, runs 2–4 update in place):`);
    console.log(`  ${ingestRunsText(measured19.ingestZip)}`);
    pace();
    measured19.deskUpload = await measureDeskUploadRate('ecology', fixtures, 4);
    pace();
    console.log(`Ingest by the API (the same zip uploaded to the desk of the compiled server over HTTP, online-first, each upload's DOIs its own; upload 1 starts the server's parsing threads; CPU is the server process's):`);
    console.log(`  ${ingestRunsText(measured19.deskUpload)}\n`);
  },
  // Issue 19: an article published through the desk API until readers' pages show it (BENCH_PUBLISH_ROUNDS new articles, default 20, and the sample JATS articles).
  'publish-visible': async () => {
    measured19.publish = await measurePublishVisible(Number(process.env.BENCH_PUBLISH_ROUNDS ?? 20));
    console.log(`${publishVisibleReport(measured19.publish)}\n`);
  },
  // The largest fixture (PeerJ 182, 0.6 MB of XML): the page a cache must earn its keep on.
  'article-serving': async () => {
    const serving = await measureArticleServing('/ecology/en/article/doi/10.7717/peerj.182', seconds);
    table(
      `Largest article page (${serving.bytes} B of HTML, ${serving.brBytes} B brotli) under load (autocannon, 10 connections, Accept-Encoding: br):`,
      [serving.uncached, serving.cached, serving.staticFile],
    );
    console.log(`  cached / static throughput: ${(serving.cached.requestsPerSecond / serving.staticFile.requestsPerSecond).toFixed(2)} (goal ≥ 0.8)\n`);
  },
  // Issue 17's pages, then the issues list and two more articles: one with 225 formulas (eLife 02043), one with none
  // (SciELO OeS); formulas arrive as MathML.
  'page-boot': async () => {
    const more = ['/optics/en/issues/', '/ecology/en/article/doi/10.7554/eLife.02043', '/ecology/en/article/doi/10.1590/1984-92302025v32n0005EN'].map((path) => ({ label: path, path }));
    measured.boot = await measurePageBoot([...issue17Pages, ...more]);
    console.log(`${pageBootReport(measured.boot)}\n`);
  },
  // A synthetic corpus (BENCH_SEARCH_ARTICLES, default 100,000): index build, database size, query latency via the API and as raw SQL.
  search: async () => {
    console.log(`${searchLoadReport(await measureSearchLoad(searchBenchOptionsFromEnv()))}\n`);
  },
  // Lighthouse mobile on issue 17's pages, each BENCH_LIGHTHOUSE_RUNS times (default 3), medians.
  lighthouse: async () => {
    measured.lighthouse = await measureLighthouse(issue17Pages, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
    console.log(`${lighthouseReport(measured.lighthouse)}\n`);
  },
  // Issue 20: a studio publish until a reader's page (page cache on) shows it.
  'studio-publish': async () => {
    console.log(`${studioPublishReport(await measureStudioPublish(Number(process.env.BENCH_STUDIO_ROUNDS ?? 40)))}\n`);
  },
  // Issue 21: the uncached home with one process and with WORKERS=2, and how soon another process's write is served.
  workers: async () => {
    for (const engine of benchEngines()) console.log(`${workersReport(await measureWorkers(seconds, engine))}\n`);
  },
  // Uncached article rendering against xsltproc with the JATS Preview Stylesheets, over the shared real JATS files.
  'peer-render': async () => {
    measured.peer = await measurePeerRender(peerFixtures, Number(process.env.BENCH_PEER_ROUNDS ?? 5));
    console.log(`${peerRenderReport(measured.peer)}\n`);
  },
};

const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(`BENCH_ONLY: unknown section(s) ${unknown.join(', ')}; the sections are ${Object.keys(sections).join(', ')}`);
  process.exit(2);
}
const chosen = only.length > 0 ? Object.keys(sections).filter((name) => only.includes(name)) : Object.keys(sections);

console.log(`Masthead benchmarks — node ${process.version}, ${cpus().length} cores, ${seconds} s per load run; sections: ${chosen.join(', ')}\n`);
await ensureBuild((message) => console.log(`[build] ${message}`));
// A build restores NODE_ENV as it found it, and an unset one comes back as the string "undefined", which the
// commands the sections spawn (npm run ingest) refuse.
if (process.env.NODE_ENV === 'undefined') delete process.env.NODE_ENV;

for (const name of chosen) await sections[name]!();

if (chosen.some((name) => ['issue-toc', 'page-boot', 'lighthouse', 'peer-render'].includes(name))) console.log(issue17GoalsReport(issue17Pages, measured));
if (chosen.some((name) => ['ingest', 'publish-visible'].includes(name))) console.log(`\n${issue19GoalsReport(measured19)}`);
