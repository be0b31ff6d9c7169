import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/launch-browser.ts';
import { startTestServer } from '../support/start-test-server.ts';

export type BootFigures = {
  url: string;
  requests: number;
  apiRequestsBeforeFirstPaint: number;
  apiRequestsUntilIdle: number;
  jsFiles: number;
  jsBytesTransferred: number;
  /** The same scripts gzip-compressed (level 9): the measure the issues' budgets use. */
  jsBytesGzip: number;
  /** What the reader's first reach for the header adds (XState and the header machines). */
  headerIntentJsBytesGzip: number;
  firstContentfulPaintMs: number;
};

/**
 * A cold client boot of a page in Chromium: how many requests it makes, how many go to the API before the first
 * paint (the bootstrap is inlined, so the goal is at most one sequential round trip), and how many bytes of
 * JavaScript the page loads (as served, and gzip-compressed), then what hovering the header adds.
 */
export async function measurePageBoot(paths: string[]): Promise<BootFigures[]> {
  const server = await startTestServer({ PAGES: 'on', LOG_LEVEL: 'warn' });
  const browser = await launchBrowser();
  try {
    const figures: BootFigures[] = [];
    for (const path of paths) {
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
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
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
        url: path,
        requests,
        apiRequestsBeforeFirstPaint: api.filter((entry) => entry.at - started <= fcp).length,
        apiRequestsUntilIdle: api.length,
        jsFiles: pageScripts,
        jsBytesTransferred: pageBytes,
        jsBytesGzip: pageGzip,
        headerIntentJsBytesGzip: jsGzip - pageGzip,
        firstContentfulPaintMs: Math.round(fcp),
      });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}
