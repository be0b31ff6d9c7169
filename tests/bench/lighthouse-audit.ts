import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { ensureBuild } from '../../server/web/ensure-build.ts';
import { issue17Pages, startIssue17Servers } from './issue17-pages.ts';

/**
 * Lighthouse's mobile audit of each issue-17 page, through its Node API: the default configuration (mobile form
 * factor and screen, simulated slow 4G and 4× CPU throttling), the four scored categories, Debian's Chromium
 * (`CHROME_PATH`, else /usr/bin/chromium) headless, against a local production server — nothing leaves the machine.
 * Each page is audited `runs` times (the scores move from run to run, more so on a busy machine): every figure is
 * the median of the runs, with the spread beside the performance score and TBT.
 */

const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof categoryIds)[number];

export type LighthouseRun = {
  scores: Record<CategoryId, number>;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster; a busy machine scores lower). */
  benchmarkIndex: number;
  /** Audits of accessibility, best practices and SEO that failed, as `category: audit-id`. */
  failed: string[];
  /** Performance audits with estimated savings, biggest first: `audit-id (LCP −300 ms, …)`, then failing ones without an estimate. */
  opportunities: { id: string; savingsMs: number; text: string }[];
};

export type LighthousePage = {
  label: string;
  path: string;
  noindexByDesign: boolean;
  runs: LighthouseRun[];
  /** Attempts that gave no usable result (tried again). */
  errors: string[];
  median: Omit<LighthouseRun, 'failed' | 'opportunities'>;
  /** Failed audits in any run, with in how many runs they failed. */
  failed: { audit: string; runs: number }[];
  opportunities: { id: string; savingsMs: number; text: string }[];
};

export type LighthouseFigures = { pages: LighthousePage[]; runs: number; chromePath: string; reportsDir: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Reads one run's figures out of its result. */
function readRun(lhr: Result): LighthouseRun {
  const score = (id: CategoryId) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      // An audit of weight 0 fails without costing the category's score; it is named, marked so.
      const unweighted = ref.weight === 0 ? ' (weight 0)' : '';
      if (audit.scoreDisplayMode === 'error') failed.push(`${id}: ${ref.id} (audit error)`);
      else if (audit.score !== null && audit.score < 1 && (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric' || audit.scoreDisplayMode === 'metricSavings')) failed.push(`${id}: ${ref.id}${unweighted}`);
    }
  }
  const opportunities: LighthouseRun['opportunities'] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.group === 'metrics' || ref.group === 'hidden') continue;
    const savings = audit.metricSavings ?? {};
    const parts = (['LCP', 'FCP', 'TBT', 'CLS'] as const).filter((metric) => (savings[metric] ?? 0) > 0).map((metric) => (metric === 'CLS' ? `CLS −${savings.CLS!.toFixed(3)}` : `${metric} −${Math.round(savings[metric]!)} ms`));
    const savingsMs = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0) + (savings.CLS ?? 0) * 10_000;
    const failing = audit.score !== null && audit.score < 0.9;
    // With estimated savings (even a passing diagnostic such as bootup-time), or failing without an estimate.
    if (savingsMs <= 0 && !failing) continue;
    const detail = [...parts, ...(audit.displayValue ? [audit.displayValue] : [])];
    opportunities.push({ id: ref.id, savingsMs, text: `${ref.id}${detail.length > 0 ? ` (${detail.join(', ')})` : ''}` });
  }
  opportunities.sort((a, b) => b.savingsMs - a.savingsMs);
  return {
    scores: Object.fromEntries(categoryIds.map((id) => [id, score(id)])) as Record<CategoryId, number>,
    tbtMs: Math.round(numeric('total-blocking-time')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    speedIndexMs: Math.round(numeric('speed-index')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failed,
    opportunities,
  };
}

/** Audits each page `runs` times in one headless Chromium against production servers (page cache on, as served). */
export async function measureLighthouse(pages = issue17Pages, runs = 3): Promise<LighthouseFigures> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS ?? mkdtempSync(join(tmpdir(), 'masthead-lighthouse-'));
  mkdirSync(reportsDir, { recursive: true });
  const servers = await startIssue17Servers();
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'], logLevel: 'silent', handleSIGINT: false });
    const results: LighthousePage[] = [];
    for (const page of pages) {
      // The first request renders the page and fills the page cache; Lighthouse then measures what readers get.
      await (await fetch(servers.urlOf(page))).arrayBuffer();
      const pageRuns: LighthouseRun[] = [];
      const errors: string[] = [];
      for (let run = 0; run < runs; run += 1) {
        // A run whose trace Lighthouse could not read (NO_NAVSTART and the like, more frequent on a busy machine) is
        // tried again, up to three times; a run that never succeeds is reported and left out of the medians.
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          const result = await lighthouse(servers.urlOf(page), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categoryIds] });
          const error = !result ? 'no result' : result.lhr.runtimeError ? `${result.lhr.runtimeError.code}` : undefined;
          if (result && !error) {
            writeFileSync(join(reportsDir, `${page.label.replace(/\W+/g, '-')}-${run + 1}.json`), typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
            pageRuns.push(readRun(result.lhr));
            break;
          }
          errors.push(`run ${run + 1} attempt ${attempt}: ${error}`);
        }
      }
      if (pageRuns.length === 0) throw new Error(`lighthouse failed on every run of ${page.path}: ${errors.join('; ')}`);
      const failedCounts = new Map<string, number>();
      for (const run of pageRuns) for (const audit of run.failed) failedCounts.set(audit, (failedCounts.get(audit) ?? 0) + 1);
      const medianOf = (read: (run: LighthouseRun) => number) => median(pageRuns.map(read));
      // The opportunities of the run whose performance score is the median one.
      const byScore = [...pageRuns].sort((a, b) => a.scores.performance - b.scores.performance);
      results.push({
        label: page.label,
        path: page.path,
        noindexByDesign: page.noindexByDesign ?? false,
        runs: pageRuns,
        errors,
        median: {
          scores: Object.fromEntries(categoryIds.map((id) => [id, medianOf((run) => run.scores[id])])) as Record<CategoryId, number>,
          tbtMs: medianOf((run) => run.tbtMs),
          fcpMs: medianOf((run) => run.fcpMs),
          lcpMs: medianOf((run) => run.lcpMs),
          speedIndexMs: medianOf((run) => run.speedIndexMs),
          cls: medianOf((run) => run.cls),
          benchmarkIndex: medianOf((run) => run.benchmarkIndex),
        },
        failed: [...failedCounts].map(([audit, count]) => ({ audit, runs: count })),
        opportunities: byScore[Math.floor(byScore.length / 2)]!.opportunities,
      });
    }
    return { pages: results, runs, chromePath, reportsDir };
  } finally {
    chrome?.kill();
    await servers.close();
  }
}

const spread = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;

/** The figures as the bench prints them. */
export function lighthouseReport(figures: LighthouseFigures): string {
  const lines = [
    `Lighthouse mobile (${figures.chromePath}, default mobile preset with simulated throttling; median of ${figures.runs} runs, spread in brackets; JSON reports in ${figures.reportsDir}):`,
    '| page | performance | accessibility | best practices | SEO | TBT ms | FCP ms | LCP ms | Speed Index ms | CLS | benchmark index |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const page of figures.pages) {
    const { scores, tbtMs, fcpMs, lcpMs, speedIndexMs, cls, benchmarkIndex } = page.median;
    lines.push(
      `| ${page.label} | ${scores.performance} (${spread(page.runs.map((run) => run.scores.performance))}) | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo}${page.noindexByDesign ? ' (noindex by design)' : ''} | ${tbtMs} (${spread(page.runs.map((run) => run.tbtMs))}) | ${fcpMs} | ${lcpMs} | ${speedIndexMs} | ${cls} | ${benchmarkIndex} (${spread(page.runs.map((run) => run.benchmarkIndex))}) |`,
    );
  }
  lines.push('Failed audits (accessibility, best practices, SEO; in how many runs) and the biggest performance opportunities (median run):');
  for (const page of figures.pages) {
    const failed = page.failed.map(({ audit, runs }) => (runs === page.runs.length ? audit : `${audit} [${runs}/${page.runs.length}]`));
    lines.push(`  ${page.label} (${page.path}): failed: ${failed.length > 0 ? failed.join('; ') : 'none'}`);
    if (page.errors.length > 0) lines.push(`    tried again: ${page.errors.join('; ')}${page.runs.length < figures.runs ? ` (median of ${page.runs.length} runs)` : ''}`);
    lines.push(`    opportunities: ${page.opportunities.length > 0 ? page.opportunities.slice(0, 6).map((item) => item.text).join('; ') : 'none'}`);
  }
  return lines.join('\n');
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]).endsWith('lighthouse-audit.ts');
if (isMain) {
  await ensureBuild((message) => console.log(`[build] ${message}`));
  console.log(lighthouseReport(await measureLighthouse(issue17Pages, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))));
}
