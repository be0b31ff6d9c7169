import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/launch-browser.ts';
import { startIssue17Servers, type Issue17Page } from './issue17-pages.ts';

export type BootFigures = {
  label: string;
  url: string;
  requests: number;
  apiRequestsBeforeFirstPaint: number;
  apiRequestsUntilIdle: number;
  /** Scripts fetched before the first interaction: on load, and whatever the page fetches by itself while idle. */
  jsFiles: number;
  jsBytesTransferred: number;
  /** The same scripts gzip-compressed (level 9): the measure the issues' budgets use (issue 17: ≤ 80 KB). */
  jsBytesGzip: number;
  /** Scripts written in the page itself (the inlined bootstrap and page state), gzip-compressed: run too, counted apart. */
  inlineScriptBytesGzip: number;
  /** What the reader's first reach for the header adds (XState and the header machines). */
  headerIntentJsBytesGzip: number;
  firstContentfulPaintMs: number;
};

/**
 * A cold client boot of a page in Chromium: how many requests it makes, how many go to the API before the first
 * paint (the bootstrap is inlined, so the goal is at most one sequential round trip), and how many bytes of
 * JavaScript the browser fetches before the reader's first interaction (as served, and gzip-compressed): everything
 * until the network is idle, then 3 s more for what the page schedules by itself. Then what the first interaction
 * (hovering the header) fetches on intent, counted apart. Pages are served as `startIssue17Servers` serves them.
 */
export async function measurePageBoot(pages: Issue17Page[]): Promise<BootFigures[]> {
  const servers = await startIssue17Servers();
  try {
    return await bootEach(pages, servers.urlOf);
  } finally {
    await servers.close();
  }
}

/** The page's own executable scripts (no `src`; not JSON-LD or other data types), gzip-compressed together. */
function inlineScriptsGzip(html: string): number {
  const code = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc=/i.test(attributes!) && !/\stype=["']?(?!module|text\/javascript|application\/javascript)[^"'\s>]/i.test(attributes!))
    .map(([, , body]) => body)
    .join('\n');
  return code ? gzipSync(code, { level: 9 }).length : 0;
}

async function bootEach(pages: Issue17Page[], urlOf: (page: Issue17Page) => string): Promise<BootFigures[]> {
  const browser = await launchBrowser();
  try {
    const figures: BootFigures[] = [];
    for (const bootPage of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const api: { at: number; url: string }[] = [];
      let requests = 0;
      let jsFiles = 0;
      let jsBytes = 0;
      let jsGzip = 0;
      page.on('request', (request) => {
        requests += 1;
        if (new URL(request.url()).pathname.startsWith('/rc-pub/')) api.push({ at: Date.now(), url: request.url() });
      });
      const reading: Promise<void>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        jsFiles += 1;
        reading.push(
          (async () => {
            const sizes = await response.request().sizes();
            jsBytes += sizes.responseBodySize;
            const body = await response.body();
            jsGzip += gzipSync(body, { level: 9 }).length;
          })(),
        );
      });
      const started = Date.now();
      const documentResponse = await page.goto(urlOf(bootPage), { waitUntil: 'networkidle' });
      const html = (await documentResponse?.text()) ?? '';
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1);
      // Let anything the page schedules for later arrive, then count it as the page's own.
      await page.waitForTimeout(3000);
      await page.waitForLoadState('networkidle');
      await Promise.all(reading);
      const pageGzip = jsGzip;
      const pageScripts = jsFiles;
      const pageBytes = jsBytes;
      await page.hover('header');
      await page.waitForTimeout(500);
      await page.waitForLoadState('networkidle');
      await Promise.all(reading);
      figures.push({
        label: bootPage.label,
        url: bootPage.path,
        requests,
        apiRequestsBeforeFirstPaint: api.filter((entry) => entry.at - started <= fcp).length,
        apiRequestsUntilIdle: api.length,
        jsFiles: pageScripts,
        jsBytesTransferred: pageBytes,
        jsBytesGzip: pageGzip,
        inlineScriptBytesGzip: inlineScriptsGzip(html),
        headerIntentJsBytesGzip: jsGzip - pageGzip,
        firstContentfulPaintMs: Math.round(fcp),
      });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** The figures as the bench prints them. */
export function pageBootReport(figures: BootFigures[]): string {
  return [
    'Client boot in Chromium (cold cache; JS = scripts fetched before the first interaction, then what hovering the header fetches on intent):',
    '| page | requests | API requests before first paint | API requests until idle | JS files | JS bytes (as served) | JS bytes gzip | inline scripts gzip | + on header intent (gzip) | FCP ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...figures.map(
      (row) =>
        `| ${row.label === row.url ? row.url : `${row.label} ${row.url}`} | ${row.requests} | ${row.apiRequestsBeforeFirstPaint} | ${row.apiRequestsUntilIdle} | ${row.jsFiles} | ${row.jsBytesTransferred} | ${row.jsBytesGzip} | ${row.inlineScriptBytesGzip} | ${row.headerIntentJsBytesGzip} | ${row.firstContentfulPaintMs} |`,
    ),
  ].join('\n');
}
