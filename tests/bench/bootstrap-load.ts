import autocannon from 'autocannon';
import { startTestServer } from '../support/start-test-server.ts';

export type LoadResult = { path: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };

/** Sustained load on endpoints or pages of a real server (fresh database, sample sites), with autocannon. */
export async function measureLoad(paths: string[], { seconds = 10, connections = 10, pages = false } = {}): Promise<LoadResult[]> {
  const server = await startTestServer({ LOG_LEVEL: 'warn', PAGES: pages ? 'on' : 'off' });
  try {
    const results: LoadResult[] = [];
    for (const path of paths) {
      const result = await autocannon({ url: `${server.url}${path}`, connections, duration: seconds });
      results.push({
        path,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
      });
    }
    return results;
  } finally {
    await server.close();
  }
}
