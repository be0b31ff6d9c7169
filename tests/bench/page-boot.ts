import { launchBrowser } from '../e2e/support/launch-browser.ts';
import { startTestServer } from '../support/start-test-server.ts';

export type BootFigures = {
  url: string;
  requests: number;
  apiRequestsBeforeFirstPaint: number;
  apiRequestsUntilIdle: number;
  jsFiles: number;
  jsBytesTransferred: number;
  firstContentfulPaintMs: number;
};

/**
 * A cold client boot of a page in Chromium: how many requests it makes, how many go to the API before the first
 * paint (the bootstrap is inlined, so the goal is at most one sequential round trip), and how many bytes of
 * JavaScript cross the wire (compressed as served).
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
      page.on('request', (request) => {
        requests += 1;
        if (new URL(request.url()).pathname.startsWith('/rc-pub/')) api.push({ at: Date.now(), url: request.url() });
      });
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        jsFiles += 1;
        const sizes = await response.request().sizes();
        jsBytes += sizes.responseBodySize;
      });
      const started = Date.now();
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1);
      figures.push({
        url: path,
        requests,
        apiRequestsBeforeFirstPaint: api.filter((entry) => entry.at - started <= fcp).length,
        apiRequestsUntilIdle: api.length,
        jsFiles,
        jsBytesTransferred: jsBytes,
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
