import { afterAll, beforeAll, describe } from 'vitest';
import { testsOnPostgres } from '../support/postgres-test-databases.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { siteFolderNames } from './helpers.ts';
import { walkEveryMenuLink } from './menu-walk.ts';

/**
 * Every menu link of every sample site in all ten languages, addressed on the site's own domain (`/en/…`):
 * tests/integration/menu-walk.ts.
 *
 * Run on SQLite only. The family is how a request is addressed, which routing resolves before any data is read: the
 * screens, their blocks and the queries behind them are those of menu-links-by-portal-path.test.ts, which runs on
 * both engines. Walking them a second time on PostgreSQL would cost a minute of the suite and check nothing new.
 */

let server: TestServer;
beforeAll(async () => {
  if (!testsOnPostgres()) server = await startTestServer({ PAGES: 'on' });
});
afterAll(async () => {
  await server?.close();
});

describe.skipIf(testsOnPostgres()).each(siteFolderNames())('%s', (sld) => walkEveryMenuLink(() => server, sld, 'language'));
