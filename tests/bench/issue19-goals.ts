import { medianRate, type IngestRun } from './ingest-rate.ts';
import type { PublishVisibleFigures } from './publish-visible.ts';

/**
 * What the bench's sections measured of issue 19's goals; a section that did not run (BENCH_ONLY) leaves its part out.
 * `paceMs`: the machine's pace (machine-pace.ts) before each ingest row and after the last.
 */
export type Issue19Measured = { ingestCommand?: IngestRun[]; ingestCommandLarger?: IngestRun[]; ingestZip?: IngestRun[]; deskUpload?: IngestRun[]; publish?: PublishVisibleFigures; paceMs?: number[] };

const notRun = 'not run';
const mark = (met: boolean) => (met ? '✓' : '✗');

const rateCell = (runs: IngestRun[] | undefined) => {
  if (!runs) return notRun;
  const median = medianRate(runs);
  return `${median} ${mark(median >= 50)} (runs ${runs.map((entry) => entry.articlesPerSecond).join(', ')}; CPU ${runs.map((entry) => entry.cpuMsPerArticle).join(', ')} ms an article)`;
};

/** Issue 19's measured goals, goal beside this run's figure: ✓ met, ✗ not; "not run" when BENCH_ONLY left the section out. */
export function issue19GoalsReport(measured: Issue19Measured): string {
  const publish = measured.publish;
  return [
    'Issue 19 goals (this run, this machine):',
    '| goal | target | measured |',
    '|---|---|---|',
    `| ingest by the command (npm run ingest, 12 fixture files), articles/s after start-up, median of runs | ≥ 50 | ${rateCell(measured.ingestCommand)} |`,
    `| the same over 96 files (the fixtures 8 times over, DOIs made distinct): the parser warm after the first dozen | ≥ 50 | ${rateCell(measured.ingestCommandLarger)} |`,
    // Its first run starts the parsing threads (start-up, as the API's first upload does, and the command's clock leaves out).
    `| ingest by the desk's path (the 12 files as one zip package, ingestZip), articles/s after the first run, median of runs 2–4 | ≥ 50 | ${rateCell(measured.ingestZip?.slice(1))} |`,
    `| ingest by the API (the zip uploaded to a running server's desk over HTTP), articles/s after the first upload, median of uploads 2–4 | ≥ 50 | ${rateCell(measured.deskUpload?.slice(1))} |`,
    `| publish → visible in the TOC, search and article page, p95 ms | ≤ 1000 | ${publish ? `${publish.p95Ms} ${mark(publish.p95Ms <= 1000)} (p50 ${publish.p50Ms}, max ${publish.maxMs}, ${publish.rounds.length} publishes)` : notRun} |`,
    ...(measured.paceMs ? [`Machine pace beside the ingest rows (machine-pace.ts: a fixed piece of work, ms, lower is faster), before each of the four rows and after the last: ${measured.paceMs.join(', ')}`] : []),
  ].join('\n');
}
