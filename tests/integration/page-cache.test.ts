import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteContentWrite } from '../../server/db/content-version.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { signedInCookie } from '../support/signed-in-session.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * The page cache of articles and issues: anonymous readers and crawlers get the page rendered once, byte for byte; signed-in readers
 * get their own; a write by another process (an `npm run ingest`) makes every cached page stale.
 */
const path = '/ecology/en/article/doi/10.7554/eLife.02043';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
});
afterAll(async () => {
  await server?.close();
});

/** Another process retitles an article (by its DOI or id), raising the content generation as every content write does. */
async function retitleElsewhere(databaseUrl: string, column: 'doi' | 'id', value: string | number): Promise<void> {
  const other = openDatabase(databaseUrl);
  try {
    await other.db.transaction().execute(async (trx) => {
      const { id, data } = await trx.selectFrom('article').select(['id', 'data']).where(column, '=', value).executeTakeFirstOrThrow();
      await trx.updateTable('article').set({ data: JSON.stringify({ ...JSON.parse(data), title: 'Retitled elsewhere' }) }).where('id', '=', id).execute();
      await noteContentWrite(trx);
    });
  } finally {
    await other.close();
  }
}

const get = async (headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { state: response.headers.get('x-page-cache'), encoding: response.headers.get('content-encoding'), html: await response.text() };
};

describe('article page cache', () => {
  it('renders an article once and serves the same page again, compressed as asked', async () => {
    const first = await get({ 'accept-encoding': 'br' });
    const second = await get({ 'accept-encoding': 'br' });
    const plain = await get({ 'accept-encoding': 'identity' });
    expect(first.state).toBe('miss');
    expect(second.state).toBe('hit');
    expect(second.encoding).toBe('br');
    expect(plain.encoding).toBeNull();
    expect(second.html).toBe(first.html);
    expect(plain.html).toBe(first.html);
    expect(first.html).toContain('<meta name="citation_doi" content="10.7554/eLife.02043">');
  });

  it('keeps phones and desktops apart', async () => {
    const phone = await get({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148' });
    expect(phone.html).toContain('data-device="mobile"');
    expect((await get()).html).toContain('data-device="desktop"');
  });

  it('never shares a signed-in reader’s page', async () => {
    const signedIn = await get({ cookie: await signedInCookie(server) });
    expect(signedIn.state).toBeNull();
    // A signed-in reader's page has their Collect toggle (an island); anyone else's, a link to sign in.
    expect(signedIn.html).toContain('"name":"collect-button"');
    const anonymous = (await get()).html;
    expect(anonymous).not.toContain('"name":"collect-button"');
    expect(anonymous).toMatch(/class="[^"]*mh-collect[^"]*" href="\/login\?/);
  });

  it('renders anew after another process changes the content', async () => {
    await get();
    expect((await get()).state).toBe('hit');
    await retitleElsewhere(server.databaseUrl, 'doi', '10.7554/eLife.02043');
    expect((await get()).state).toBe('miss');
  });
});

describe('issue and article pages by the portal’s own links', () => {
  const state = async (pagePath: string) => {
    const response = await fetch(`${server.url}${pagePath}`);
    await response.arrayBuffer();
    return response.headers.get('x-page-cache');
  };

  it.each(['/ecology/en/issue/2025/3/', '/ecology/en/article/40010/', '/ecology/zh/issue/2026/2'])('caches %s for anonymous readers', async (pagePath) => {
    expect(await state(pagePath)).toBe('miss');
    expect(await state(pagePath)).toBe('hit');
  });

  it('renders a changed issue anew', async () => {
    const issue = '/ecology/en/issue/2025/3/';
    await state(issue);
    expect(await state(issue)).toBe('hit');
    // A visit counted elsewhere is no change of content (the page may show a stale count until its TTL) …
    const other = openDatabase(server.databaseUrl);
    await other.db
      .updateTable('article')
      .set({ visits: sql`visits + 1` })
      .where('id', '=', 40010)
      .execute()
      .finally(() => other.close());
    expect(await state(issue)).toBe('hit');
    // … a new title is.
    await retitleElsewhere(server.databaseUrl, 'id', 40010);
    expect(await state(issue)).toBe('miss');
  });

  it('leaves other pages to render for each request', async () => {
    expect(await state('/ecology/en/issues/')).toBeNull();
    expect(await state('/ecology/en/home/')).toBeNull();
  });
});
