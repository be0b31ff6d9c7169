import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database.ts';
import { readJatsFile } from '../../server/ingest/read-jats.ts';
import { storeArticle } from '../../server/ingest/storage/store-article.ts';
import { AdminBrowser, createAdmin } from '../support/admin-accounts.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed } from './helpers.ts';

/**
 * An import that creates an issue while a draft issue waits on the desk: the draft's id is not in the reader's table
 * yet, and the import must not take it, or publishing the draft would overwrite the imported issue.
 */
const optics = readConfig('optics', 'site.json').siteId as number;
const journalId = readSeed('optics').journals[0]!.id as number;
const desk = (path: string) => `/rc-pub/admin/sites/optics/desk${path}`;

let server: TestServer;
let editor: AdminBrowser;

type Item = { id: number; version: number; status: string };
type Toc = { period: { id: number; year: number; issue: string; title: string } | null; columns: { articles: { id: number }[] }[] };

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_FACTOR: '100' });
  const account = { email: 'issues@example.org', name: 'Issue Editor', role: 'editor', sites: ['optics'], password: 'imported issues editor secret' } as const;
  const made = await createAdmin(server.databaseUrl, server.configDir, account);
  expect(made.code, made.stderr).toBe(0);
  editor = new AdminBrowser(server.url);
  expect((await editor.signIn(account.email, account.password)).body.status).toBe(0);
}, 60_000);
afterAll(() => server?.close());

const tocOf = async (periodId: number) => (await server.get(`/rc-pub/front/front-period/toc?periodId=${periodId}&siteId=${optics}`)).body as { status: number; data: Toc };

describe('an import creating an issue beside a draft issue on the desk', () => {
  it('gives the imported issue an id of its own, and the draft publishes later as itself', async () => {
    const made = await editor.call('POST', desk('/issue'), { data: { publicationId: journalId, year: 2031, issue: 'D1', publishDate: '2031-01-01', title: '草稿期', enTitle: 'Draft issue' } });
    expect(made.body.status, made.body.message).toBe(0);
    const draft = made.body.data as Item;
    expect(draft.status).toBe('draft');

    const database = openDatabase(server.databaseUrl);
    let imported: { id: number; periodId: number | null };
    try {
      const stored = await storeArticle(database.db, optics, readJatsFile('tests/fixtures/jats/peerj-182.xml'), {
        placement: { journalId, issue: { year: 2031, volume: '', number: 'I1' }, createIssues: true },
      });
      imported = { id: stored.id, periodId: stored.placement.periodId };
    } finally {
      await database.close();
    }
    expect(imported.periodId).not.toBeNull();
    expect(imported.periodId).not.toBe(draft.id);

    const published = await editor.call('POST', desk(`/issue/${draft.id}/publish`), { version: draft.version });
    expect(published.body.status, published.body.message).toBe(0);

    const draftToc = await tocOf(draft.id);
    expect(draftToc.data.period).toMatchObject({ id: draft.id, year: 2031, issue: 'D1', title: '草稿期' });
    const importedToc = await tocOf(imported.periodId!);
    expect(importedToc.data.period).toMatchObject({ id: imported.periodId, year: 2031, issue: 'I1' });
    expect(importedToc.data.columns.flatMap((column) => column.articles.map((article) => article.id))).toContain(imported.id);
  }, 60_000);
});
