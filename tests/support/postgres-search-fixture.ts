import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../server/db/tables.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/open-database.ts';
import type { SearchScope } from '../../server/search/search-engine.ts';
import { readConfig } from '../integration/helpers.ts';
import { testsOnPostgres } from './postgres-test-databases.ts';
import { startTestServer, type TestServer } from './start-test-server.ts';

/**
 * For the tests of PostgreSQL's search engine itself (tests/integration/search-postgres-*.test.ts): a test server
 * seeded with the sample content, its database open beside it, and the ecology site's scope. Nothing is started on
 * SQLite (the integration project), where those tests skip.
 */
export function postgresSearchFixture(): { readonly db: Kysely<Database>; ecology: number; scope: SearchScope; onPostgres: () => boolean } {
  let server: TestServer | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    if (!testsOnPostgres()) return;
    server = await startTestServer();
    handle = openDatabase(server.databaseUrl);
  });
  afterAll(async () => {
    await handle?.close();
    await server?.close();
  });
  const ecology = readConfig('ecology', 'site.json').siteId as number;
  return {
    get db() {
      if (!handle) throw new Error('the PostgreSQL search fixture has no database: on SQLite its tests skip');
      return handle.db;
    },
    ecology,
    scope: { siteIds: [ecology], sldOf: () => 'ecology', language: 'en' },
    onPostgres: testsOnPostgres,
  };
}
