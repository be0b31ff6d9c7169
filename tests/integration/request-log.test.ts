import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testsOnPostgres } from '../support/postgres-test-databases.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/**
 * The log, as an operator reads it: one line per request a client made (issue 16: every request was logged twice at
 * info, about 400 bytes), and not one more for each API call a page makes inside the server while it renders.
 *
 * Run on SQLite only: the log is written by the HTTP layer, around whatever the engine answers; a server process of
 * its own on PostgreSQL would cost ~6 s of CPU and check nothing new.
 */
let server: ServerProcess;

type LogLine = { msg?: string; method?: string; url?: string; statusCode?: number; ms?: number; reqId?: string };
const requestLines = (url: string): LogLine[] =>
  server.output
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.url === url);

/** The server writes a request's line once its reply has gone: wait for it rather than for a fixed time. */
async function linesFor(url: string, count: number): Promise<LogLine[]> {
  for (let tries = 0; tries < 100 && requestLines(url).length < count; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
  return requestLines(url);
}

describe.skipIf(testsOnPostgres())('the request log', () => {
  beforeAll(async () => {
    server = await startServerProcess({ PAGES: 'on', LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has one line per API request: method, address, status and time', async () => {
    const url = '/rc-pub/front/site/findBySld?sld=optics';
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    const lines = await linesFor(url, 1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', statusCode: 200 });
    expect(typeof lines[0]!.ms).toBe('number');
  });

  it('has one line for a page, none for the API calls made while rendering it, and none a reader can hide', async () => {
    const before = server.output.length;
    const page = '/optics/en/home/';
    expect((await fetch(`${server.url}${page}`, { headers: { 'x-masthead-in-process': 'guess' } })).status).toBe(200);
    expect(await linesFor(page, 1)).toHaveLength(1);
    const infoLines = server.output.slice(before).filter((line) => line.includes('"msg":"request"'));
    expect(infoLines).toHaveLength(1);
  });

  it('names each request by an id, in its log line and in its reply: the proxy’s when it looks like one, else a new one', async () => {
    const url = '/rc-pub/front/site/findBySld?sld=ecology';
    const own = await fetch(`${server.url}${url}`);
    const ownId = own.headers.get('x-request-id');
    expect(ownId).toMatch(/^[0-9a-f-]{36}$/);
    const proxied = await fetch(`${server.url}${url}`, { headers: { 'x-request-id': 'edge-4f2a.17' } });
    expect(proxied.headers.get('x-request-id')).toBe('edge-4f2a.17');
    const forged = await fetch(`${server.url}${url}`, { headers: { 'x-request-id': '"},"msg":"admin logged in' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const lines = await linesFor(url, 3);
    expect(lines.map((line) => line.reqId)).toEqual([ownId, 'edge-4f2a.17', forged.headers.get('x-request-id')]);
  });
});
