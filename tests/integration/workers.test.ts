import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../scripts/build.js';
import { openDatabase } from '../../server/db/open-database.ts';
import { authStatusCodes } from '../../schemas/account/auth-api.ts';
import { AdminBrowser, createAdmin } from '../support/admin-accounts.ts';
import { histogramCounts, parsePrometheus } from '../support/parse-prometheus.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/**
 * `WORKERS=2` (issue 21, item 1): the compiled server as `npm start` runs it, a supervisor and two worker processes on
 * one port. Which process answered a request is read from the server's own log: every request's line carries the
 * process id and the request id the test sent (`X-Request-Id`). Each request goes on a connection of its own, which the
 * supervisor hands to the workers in turn.
 */
let server: ServerProcess & { databaseUrl: string };
let configDir = '';
let opticsSiteId = 0;
/** The desk's editor, signed in by the publish test. */
let editor: AdminBrowser;

beforeAll(async () => {
  await ensureBuilt(['server'], (message) => process.stdout.write(`[build] ${message}\n`));
  // Behind a proxy the test plays (TRUST_PROXY), readers come from the addresses it names in X-Forwarded-For.
  server = await startServerProcess(
    { WORKERS: '2', NODE_ENV: 'production', AUTH_RATE_LIMIT_FACTOR: '0.3', TRUST_PROXY: '127.0.0.1', ADMIN_TOKEN: 'a-token-for-the-workers-test' },
    (dir) => (configDir = dir),
    [],
    'compiled',
  );
  const site = (await answer('GET', '/rc-pub/front/site/findBySld?sld=optics')).body as { data: { siteId: number } };
  opticsSiteId = site.data.siteId;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Answer = { status: number; body: unknown; pid: number };
let probes = 0;

/** One request on a connection of its own; answers the reply and the id of the process that served it. */
async function answer(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Answer> {
  const requestId = `probe-${++probes}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { 'x-request-id': requestId, connection: 'close', ...(payload && { 'content-type': 'application/json' }), ...extraHeaders };
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = request(`${server.url}${path}`, { method, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    sent.on('error', reject);
    sent.setTimeout(10_000, () => sent.destroy(new Error(`${method} ${path}: no reply in 10 s`)));
    sent.end(payload);
  });
  return { status, body: text ? JSON.parse(text) : undefined, pid: await servedBy(requestId) };
}

/** The process whose log line has the request (it is written as the reply is sent: wait for it a little). */
async function servedBy(requestId: string): Promise<number> {
  const marker = `"reqId":"${requestId}"`;
  for (let waited = 0; waited < 3000; waited += 20) {
    const line = server.output.find((each) => each.includes(marker));
    if (line) return (JSON.parse(line) as { pid: number }).pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no log line for ${requestId}`);
}

/** Saves a news draft as the editor, on a connection of its own; answers its id, or undefined when no reply said it was saved. */
async function saveDraft(title: string): Promise<number | undefined> {
  const cookie = [...editor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const payload = JSON.stringify({ data: { tab: 3, title, publishDate: '2099-01-02', body: ['。'] } });
  return new Promise((resolve) => {
    const sent = request(
      `${server.url}/rc-pub/admin/sites/optics/desk/news`,
      { method: 'POST', agent: false, headers: { cookie, 'x-csrf-token': editor.csrfToken, 'content-type': 'application/json', connection: 'close' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(response.statusCode === 200 ? (JSON.parse(text) as { data: { id: number } }).data.id : undefined));
        response.on('error', () => resolve(undefined));
      },
    );
    sent.on('error', () => resolve(undefined));
    sent.setTimeout(2000, () => sent.destroy());
    sent.end(payload);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WORKERS=2', () => {
  it('serves from two worker processes behind one port, neither of them the supervisor', async () => {
    const pids = new Set<number>();
    for (let index = 0; index < 4; index++) {
      const reply = await answer('GET', '/healthz');
      expect(reply.status).toBe(200);
      pids.add(reply.pid);
    }
    expect(pids.size).toBe(2);
    expect(pids.has(server.pid)).toBe(false);
  });

  it('answers a scrape of /metrics with every worker’s figures together', async () => {
    const scrape = async () => {
      const reply = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer a-token-for-the-workers-test' } });
      expect(reply.status).toBe(200);
      return reply.text();
    };
    const healthz = async () =>
      histogramCounts(await scrape(), 'masthead_http_request_duration_seconds').find(({ labels }) => labels.route === '/healthz' && labels.status === '200')?.value ?? 0;
    const before = await healthz();
    const served = new Set<number>();
    for (let index = 0; index < 6; index++) served.add((await answer('GET', '/healthz')).pid);
    expect(served.size).toBe(2);
    expect((await healthz()) - before).toBe(6);
    // Counted in the one database, not once per worker.
    const articles = parsePrometheus(await scrape()).find(({ name, labels }) => name === 'masthead_articles' && labels.kind === 'all')?.value;
    const database = openDatabase(server.databaseUrl);
    try {
      expect(articles).toBe((await database.db.selectFrom('article').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    } finally {
      await database.close();
    }
  });

  it('reads a desk publish made through one worker through the other within a second, its list cache included', async () => {
    const made = await createAdmin(server.databaseUrl, 'site-configs', { email: 'ed@example.org', name: 'Ed', role: 'editor', sites: ['optics'], password: 'worker editor secret' });
    expect(made.code, made.stderr).toBe(0);
    const newsList = `/rc-pub/front/news/list?siteId=${opticsSiteId}&tab=2&size=5`;
    const titles = (reply: Answer) => JSON.stringify((reply.body as { data: unknown }).data);
    // Both workers keep the list in their list caches first.
    const before = await Promise.all([answer('GET', newsList), answer('GET', newsList), answer('GET', newsList), answer('GET', newsList)]);
    expect(new Set(before.map(({ pid }) => pid)).size).toBe(2);

    editor = new AdminBrowser(server.url);
    expect((await editor.signIn('ed@example.org', 'worker editor secret')).body.status).toBe(0);
    const title = '多进程发布的通知';
    const created = await editor.call('POST', '/rc-pub/admin/sites/optics/desk/news', { data: { tab: 2, title, publishDate: '2099-01-01', body: ['正文。'] } });
    const draft = created.body.data as { id: number; version: number };
    const published = await editor.call('POST', `/rc-pub/admin/sites/optics/desk/news/${draft.id}/publish`, { version: draft.version }, { headers: { 'x-request-id': 'the-publish' } });
    expect(published.body.status, published.body.message).toBe(0);
    const publishedAt = Date.now();
    const writer = await servedBy('the-publish');

    let other: Answer | undefined;
    while (!other) {
      const reply = await answer('GET', newsList);
      if (reply.pid !== writer) other = reply;
    }
    expect(Date.now() - publishedAt).toBeLessThan(1000);
    expect(titles(other)).toContain(title);
  });

  it('counts a rate limit across the workers: the fourth request in the minute is refused, wherever it lands', async () => {
    // isRegistered allows 10 a minute per address; AUTH_RATE_LIMIT_FACTOR=0.3 makes it 3.
    const replies: Answer[] = [];
    for (let index = 0; index < 4; index++) replies.push(await answer('POST', '/rc-pub/api/isRegistered', { account: `reader${index}@example.org` }));
    expect(new Set(replies.map(({ pid }) => pid)).size).toBe(2);
    expect(replies.map(({ status }) => status)).toEqual([200, 200, 200, 429]);
    expect((replies[3]!.body as { status: number }).status).toBe(authStatusCodes.tooManyRequests);
  });

  it('holds a source after five wrong passwords, wherever each was tried', async () => {
    const tries: Answer[] = [];
    for (let index = 0; index < 6; index++) tries.push(await answer('POST', '/rc-pub/api/login', { account: 'somebody@example.org', password: `guess number ${index}` }));
    expect(new Set(tries.map(({ pid }) => pid)).size).toBe(2);
    expect(tries.slice(0, 5).map((reply) => (reply.body as { status: number }).status)).toEqual(Array(5).fill(authStatusCodes.wrongPassword));
    expect([tries[5]!.status, (tries[5]!.body as { status: number }).status]).toEqual([429, authStatusCodes.tooManyAttempts]);
  });

  it('imports a configuration file edited on disk once on SIGHUP, and every worker reads the configuration again', async () => {
    const workers = new Set<number>();
    while (workers.size < 2) workers.add((await answer('GET', '/healthz')).pid);
    const file = join(configDir, 'optics', 'basic-info.json');
    writeFileSync(file, JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as object), enTitle: 'Optics Frontier, edited on disk' }));
    const from = server.output.length;
    process.kill(server.pid, 'SIGHUP');
    const reloadedBy = () => new Set(server.output.slice(from).filter((line) => line.includes('site configuration reloaded')).map((line) => (JSON.parse(line) as { pid: number }).pid));
    for (let waited = 0; reloadedBy().size < 2; waited += 50) {
      if (waited > 5000) throw new Error(`reloaded by ${[...reloadedBy()].join(', ') || 'no worker'} only`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(reloadedBy()).toEqual(workers);
    expect(server.output.slice(from).filter((line) => line.includes('site-configs/ edits imported'))).toHaveLength(1);
    for (let index = 0; index < 2; index++) expect(JSON.stringify((await answer('GET', `/rc-pub/front/site/getBasicInfo?siteId=${opticsSiteId}`)).body)).toContain('edited on disk');
  });

  it('keeps serving when a worker is killed under a load of writes, loses none it acknowledged, and replaces the worker', async () => {
    const serving = new Set<number>();
    while (serving.size < 2) serving.add((await answer('GET', '/healthz')).pid);
    const [victim, survivor] = [...serving] as [number, number];

    // Three editors' tabs saving drafts on connections of their own, spread over both workers, until told to stop.
    const acknowledged: number[] = [];
    let saving = true;
    const writers = Array.from({ length: 3 }, async (_, writer) => {
      for (let index = 0; saving; index++) {
        const id = await saveDraft(`负载 ${writer}-${index}`);
        if (id !== undefined) acknowledged.push(id);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const died = server.output.length;
    process.kill(victim, 'SIGKILL');
    // A connection the supervisor handed to the worker as it died is lost with it, as its requests in flight are; from
    // the moment the supervisor sees the death, every connection goes to the survivor.
    for (let waited = 0; !server.output.slice(died).some((line) => line.includes('a worker died')); waited += 20) {
      if (waited > 5000) throw new Error('the supervisor did not see the worker die');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    saving = false;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(5);
    const database = openDatabase(server.databaseUrl);
    try {
      const stored = await database.db
        .selectFrom('desk_item')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'news')
        .where('id', 'in', acknowledged)
        .executeTakeFirstOrThrow();
      expect(stored.n).toBe(acknowledged.length);
    } finally {
      await database.close();
    }

    const during = [];
    for (let index = 0; index < 6; index++) during.push(await answer('GET', '/healthz'));
    expect(during.map(({ status }) => status)).toEqual(Array(6).fill(200));
    expect(during.some(({ pid }) => pid === victim)).toBe(false);

    const replaced = async () => {
      for (let waited = 0; waited < 10_000; waited += 100) {
        const line = server.output.find((each) => each.includes('a replacement worker is serving'));
        if (line) return (JSON.parse(line) as { worker: number }).worker;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('no worker replaced the one killed');
    };
    const replacement = await replaced();
    expect([victim, survivor, server.pid]).not.toContain(replacement);
    const after = new Set<number>();
    for (let index = 0; index < 4; index++) after.add((await answer('GET', '/healthz')).pid);
    expect(after).toEqual(new Set([survivor, replacement]));
  }, 30_000);

  it('slows the password checks of an account tried from many addresses, wherever they were tried; on SIGTERM finishes such a check, stops every worker and exits 0', async () => {
    const workers = new Set<number>();
    const from = (address: string) => ({ 'x-forwarded-for': address });
    // Ten failures from ten addresses, spread over both workers: none held, but every further check waits 2 s first.
    for (let index = 0; index < 10; index++) workers.add((await answer('POST', '/rc-pub/api/login', { account: 'attacked@example.org', password: `guess ${index}` }, from(`198.51.100.${index + 1}`))).pid);
    expect(workers.size).toBe(2);
    const startedAt = Date.now();
    const slow = answer('POST', '/rc-pub/api/login', { account: 'attacked@example.org', password: 'one more guess' }, from('198.51.100.99'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(server.pid, 'SIGTERM');
    const finished = await slow;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2000);
    expect([finished.status, (finished.body as { status: number }).status]).toEqual([200, authStatusCodes.wrongPassword]);
    expect(await server.exited).toBe(0);
    for (const pid of workers) expect(alive(pid)).toBe(false);
  });
});
