import type { IssueTocFigures } from './issue-toc.ts';
import type { Issue17Page } from './issue17-pages.ts';
import type { LighthouseFigures } from './lighthouse-audit.ts';
import type { BootFigures } from './page-boot.ts';
import type { PeerRenderFigures } from './peer-render.ts';

/** What the bench's sections measured of issue 17's goals; a section that did not run (BENCH_ONLY) leaves its part out. */
export type Issue17Measured = { lighthouse?: LighthouseFigures; boot?: BootFigures[]; peer?: PeerRenderFigures; toc?: IssueTocFigures };

const notRun = 'not run';
const mark = (met: boolean) => (met ? '✓' : '✗');

/**
 * Issue 17's goals in one table, goal beside the figure this run measured: a row per goal, a column per page for the
 * per-page goals (Lighthouse mobile medians, JavaScript before the first interaction), the server figures in the
 * columns of the pages they are about. ✓ met, ✗ not; "not run" when BENCH_ONLY left the section out.
 */
export function issue17GoalsReport(pages: Issue17Page[], measured: Issue17Measured): string {
  const header = `| goal | target | ${pages.map((page) => page.label).join(' | ')} |`;
  const rule = `|---|---|${pages.map(() => '---|').join('')}`;
  const row = (goal: string, target: string, cell: (page: Issue17Page) => string) => `| ${goal} | ${target} | ${pages.map(cell).join(' | ')} |`;

  const lighthouseOf = (page: Issue17Page) => measured.lighthouse?.pages.find((entry) => entry.path === page.path);
  const score = (id: 'performance' | 'accessibility' | 'best-practices' | 'seo', goal: number) => (page: Issue17Page) => {
    const entry = lighthouseOf(page);
    if (!entry) return notRun;
    const value = entry.median.scores[id];
    if (id === 'seo' && page.noindexByDesign && value < goal) return `${value} (noindex by design)`;
    return `${value} ${mark(value >= goal)}`;
  };
  const tbt = (page: Issue17Page) => {
    const entry = lighthouseOf(page);
    return entry ? `${entry.median.tbtMs} ${mark(entry.median.tbtMs <= 150)}` : notRun;
  };
  const js = (page: Issue17Page) => {
    const entry = measured.boot?.find((boot) => boot.url === page.path);
    if (!entry) return notRun;
    return `${(entry.jsBytesGzip / 1000).toFixed(1)} ${mark(entry.jsBytesGzip <= 80_000)} (+${(entry.inlineScriptBytesGzip / 1000).toFixed(1)} inline)`;
  };
  const toc = measured.toc;
  const homeRate = (lists: 'homesOwnProcess' | 'homesWithoutListCache') => (page: Issue17Page) => {
    if (!toc) return notRun;
    const home = toc[lists].find((entry) => entry.path === page.path);
    return home ? `${home.requestsPerSecond} ${mark(home.requestsPerSecond >= 100)}` : '—';
  };
  const tocP50 = (page: Issue17Page) => {
    if (!toc) return notRun;
    return page.path === toc.toc.path ? `${toc.toc.serverTime.p50Ms} ${mark(toc.toc.serverTime.p50Ms <= 25)}` : '—';
  };
  const peer = measured.peer;
  const renderRate = (page: Issue17Page) => {
    if (page !== pages[0]) return '';
    if (!peer) return notRun;
    return `${peer.ratio}× ${mark(peer.ratio >= 2)}: ours ${peer.oursArticlesPerSecond} vs peer ${peer.peerArticlesPerSecond} articles/s over ${peer.compared.length} files`;
  };

  return [
    'Issue 17 goals (this run, this machine):',
    header,
    rule,
    row('Lighthouse mobile performance (median)', '≥ 95', score('performance', 95)),
    row('Lighthouse accessibility', '100', score('accessibility', 100)),
    row('Lighthouse best practices', '100', score('best-practices', 100)),
    row('Lighthouse SEO', '100', score('seo', 100)),
    row('Lighthouse total blocking time, ms', '≤ 150', tbt),
    row('JS gzip before first interaction, KB (1 KB = 1000 B; inline scripts beside)', '≤ 80', js),
    row('uncached article render rate ÷ xsltproc peer', '≥ 2×', renderRate),
    row('uncached home req/s, 10 connections (compiled server, own process)', '≥ 100', homeRate('homesOwnProcess')),
    row('the same with the list cache off (every list read from the database)', '≥ 100', homeRate('homesWithoutListCache')),
    row('300-article TOC uncached server p50, ms', '≤ 25', tocP50),
  ].join('\n');
}
