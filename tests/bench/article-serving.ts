import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { distDir } from '../../server/web/page-renderer.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import type { LoadResult } from './bootstrap-load.ts';

export type ServingFigures = { bytes: number; brBytes: number; uncached: LoadResult; cached: LoadResult; staticFile: LoadResult };

const staticDir = join(distDir, 'client', '__bench__');
const staticPath = '/__bench__/article.html';

const load = async (server: TestServer, path: string, label: string, seconds: number): Promise<LoadResult> => {
  // As a browser asks: brotli accepted. The static file and the cached page are sent precompressed; an uncached
  // page is compressed as it is sent.
  const result = await autocannon({ url: `${server.url}${path}`, connections: 10, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
  return { path: label, requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
};

/**
 * One article page served three ways by the same kind of process: rendered for every request (PAGE_CACHE=off), from
 * the page cache, and as a static file holding the same bytes (with the same precompressed forms), so the cache's
 * overhead over plain file serving is what the figures show.
 */
export async function measureArticleServing(path: string, seconds: number): Promise<ServingFigures> {
  const uncachedServer = await startTestServer({ PAGES: 'on', PAGE_CACHE: 'off', LOG_LEVEL: 'warn' });
  let html: string;
  let uncached: LoadResult;
  try {
    html = await (await fetch(`${uncachedServer.url}${path}`)).text();
    uncached = await load(uncachedServer, path, `${path} (rendered per request)`, seconds);
  } finally {
    await uncachedServer.close();
  }

  const body = Buffer.from(html);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'article.html'), body);
  writeFileSync(join(staticDir, 'article.html.br'), br);
  writeFileSync(join(staticDir, 'article.html.gz'), gzipSync(body, { level: 6 }));
  const server = await startTestServer({ PAGES: 'on', LOG_LEVEL: 'warn' });
  try {
    await fetch(`${server.url}${path}`);
    const cached = await load(server, path, `${path} (page cache)`, seconds);
    const staticFile = await load(server, staticPath, `${staticPath} (same bytes, static file)`, seconds);
    return { bytes: body.length, brBytes: br.length, uncached, cached, staticFile };
  } finally {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  }
}
