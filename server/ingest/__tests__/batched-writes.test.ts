import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { BatchedWrites } from '../batched-writes.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
});
afterEach(() => handle.close());

const journalIds = async () => (await handle.db.selectFrom('journal').select('id').orderBy('id').execute()).map((row) => row.id);

describe('BatchedWrites', () => {
  it('rolls back a failed piece alone, and reports the others done only once their batch is committed', async () => {
    const batch = new BatchedWrites(handle.db, { items: 3, milliseconds: 60_000 });
    const events: string[] = [];
    const add = (id: number, fail = false) =>
      batch.add(
        async (trx) => {
          await trx.insertInto('journal').values({ id, site_id: 1, data: '{}' }).execute();
          if (fail) throw new Error(`journal ${id} is bad`);
          return id;
        },
        { committed: (done) => events.push(`committed ${done}`), failed: (error) => events.push(`failed: ${(error as Error).message}`), cleanup: () => events.push(`cleanup ${id}`) },
      );
    expect(await add(1)).toBe(true);
    expect(await add(2, true)).toBe(false);
    expect(events).toEqual(['failed: journal 2 is bad', 'cleanup 2']);
    expect(await add(3)).toBe(true);
    // Two pieces held, none committed: another connection would see nothing yet.
    expect(events).toHaveLength(2);
    await add(4);
    expect(events.slice(2)).toEqual(['committed 1', 'committed 3', 'committed 4', 'cleanup 1', 'cleanup 3', 'cleanup 4']);
    await add(5);
    await batch.flush();
    expect(await journalIds()).toEqual([1, 3, 4, 5]);
  });

  it('fails every piece of a batch that cannot be committed', async () => {
    const batch = new BatchedWrites(handle.db, { items: 10, milliseconds: 60_000 });
    const failed: string[] = [];
    const callbacks = { committed: () => failed.push('committed'), failed: (error: unknown) => failed.push((error as Error).message) };
    await batch.add((trx) => trx.insertInto('journal').values({ id: 1, site_id: 1, data: '{}' }).execute(), callbacks);
    await batch.abandon(new Error('stopped'));
    expect(failed).toEqual(['stopped']);
    expect(await journalIds()).toEqual([]);
  });
});
