import { afterEach, beforeEach } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/open-database.ts';

/**
 * A fresh in-memory database with every migration, for each test of the calling file (or describe block): answers
 * a getter for the current one.
 */
export function migratedDatabaseEachTest(): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeEach(async () => {
    handle = openDatabase('file::memory:');
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });
  return () => {
    if (!handle) throw new Error('the migrated database exists only while a test runs');
    return handle;
  };
}
