import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JobLease } from '../job-lease.ts';
import { migrateToLatest } from '../migrate.ts';
import { openDatabase, type DatabaseHandle } from '../open-database.ts';

/** Two connections to one database file: two server processes. */
let dir: string;
let one: DatabaseHandle;
let two: DatabaseHandle;
const clock = { now: 1_000_000 };
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'masthead-lease-'));
  one = openDatabase(`file:${join(dir, 'masthead.db')}`);
  await migrateToLatest(one.db);
  two = openDatabase(`file:${join(dir, 'masthead.db')}`);
  clock.now = 1_000_000;
});
afterEach(async () => {
  await one.close();
  await two.close();
  rmSync(dir, { recursive: true, force: true });
});

const leaseOn = (handle: DatabaseHandle, holder: string) => new JobLease(handle.db, 'subscription-alerts', { ttlMs: 60_000, holder, now: () => clock.now });

describe('a job lease', () => {
  it('is held by one process at a time, which keeps it by renewing it', async () => {
    const first = leaseOn(one, 'first');
    const second = leaseOn(two, 'second');
    expect(await first.acquire()).toBe(true);
    expect(await second.acquire()).toBe(false);
    clock.now += 50_000;
    expect(await first.acquire()).toBe(true);
    clock.now += 50_000;
    // 100 s after it was first taken, but renewed 50 s ago: still the first's.
    expect(await second.acquire()).toBe(false);
    expect(await first.acquire()).toBe(true);
  });

  it('passes to another process when its holder stops renewing it (killed) and it expires', async () => {
    const first = leaseOn(one, 'first');
    const second = leaseOn(two, 'second');
    expect(await first.acquire()).toBe(true);
    clock.now += 59_999;
    expect(await second.acquire()).toBe(false);
    clock.now += 1;
    expect(await second.acquire()).toBe(true);
    expect(await first.acquire()).toBe(false);
  });

  it('passes at once when its holder releases it', async () => {
    const first = leaseOn(one, 'first');
    const second = leaseOn(two, 'second');
    expect(await first.acquire()).toBe(true);
    await second.release();
    expect(await second.acquire()).toBe(false);
    await first.release();
    expect(await second.acquire()).toBe(true);
  });

  it('goes to exactly one of many processes asking at once', async () => {
    const leases = Array.from({ length: 6 }, (_, index) => leaseOn(index % 2 ? one : two, `holder-${index}`));
    const taken = await Promise.all(leases.map((lease) => lease.acquire()));
    expect(taken.filter(Boolean)).toHaveLength(1);
  });

  it('names its holder by machine and process unless told', () => {
    expect(new JobLease(one.db, 'x', { ttlMs: 1 }).holder).toMatch(new RegExp(`:${process.pid}:[0-9a-f]{8}$`));
  });
});
