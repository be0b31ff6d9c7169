import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { databaseRateLimitStore } from '../rate-limit-store.ts';

/** Two servers on two connections to one database file: two server processes behind one port. */
let dir: string;
let handles: DatabaseHandle[];
let apps: FastifyInstance[];
const clock = { now: 5_000_000 };

async function appOn(handle: DatabaseHandle, options: Record<string, unknown> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(handle.db, () => clock.now), ...options });
  app.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => 'ok');
  app.get('/other', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => 'ok');
  apps.push(app);
  return app;
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'masthead-rate-limit-'));
  const file = `file:${join(dir, 'masthead.db')}`;
  handles = [openDatabase(file)];
  await migrateToLatest(handles[0]!.db);
  handles.push(openDatabase(file));
  apps = [];
  clock.now = 5_000_000;
});
afterEach(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const hit = (app: FastifyInstance, url = '/limited', remoteAddress = '203.0.113.9') => app.inject({ method: 'GET', url, remoteAddress });

describe('the database rate-limit store', () => {
  it('counts one address across every process: the fourth request in the window is refused, wherever it lands', async () => {
    const [one, two] = [await appOn(handles[0]!), await appOn(handles[1]!)];
    expect((await hit(one)).statusCode).toBe(200);
    expect((await hit(two)).statusCode).toBe(200);
    const third = await hit(one);
    expect(third.statusCode).toBe(200);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    const fourth = await hit(two);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBe('60');
  });

  it('keeps routes and addresses apart', async () => {
    const app = await appOn(handles[0]!);
    for (let index = 0; index < 3; index++) await hit(app);
    expect((await hit(app)).statusCode).toBe(429);
    expect((await hit(app, '/other')).statusCode).toBe(200);
    expect((await hit(app, '/limited', '198.51.100.4')).statusCode).toBe(200);
  });

  it('opens a new window once the first has passed, and says how long is left of it', async () => {
    const app = await appOn(handles[0]!);
    for (let index = 0; index < 3; index++) await hit(app);
    clock.now += 45_000;
    const refused = await hit(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('15');
    clock.now += 15_000;
    const again = await hit(app);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-ratelimit-remaining']).toBe('2');
  });

  it('loses no request when processes count at once', async () => {
    const [one, two] = [await appOn(handles[0]!), await appOn(handles[1]!)];
    const replies = await Promise.all(Array.from({ length: 10 }, (_, index) => hit(index % 2 ? one : two)));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(3);
    const [row] = await handles[0]!.db.selectFrom('rate_limit').select('hits').execute();
    expect(row?.hits).toBe(10);
  });

  it('deletes windows that ended', async () => {
    const app = await appOn(handles[0]!);
    await hit(app, '/limited', '192.0.2.1');
    clock.now += 120_000;
    await hit(app, '/limited', '192.0.2.2');
    const keys = (await handles[0]!.db.selectFrom('rate_limit').select('key').execute()).map(({ key }) => key);
    expect(keys).toEqual(['GET/limited-192.0.2.2']);
  });

  it('refuses the options it does not count by', async () => {
    await expect(appOn(handles[0]!, { continueExceeding: true })).rejects.toThrow(/fixed windows only/);
  });
});
