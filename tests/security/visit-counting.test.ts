import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database.ts';
import { readConfig, readSeed } from '../integration/helpers.ts';
import { signInNewMember } from '../support/sign-in-member.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * The visit-count attack of issue 16, item 5: 50 requests to spec §7's `front-article/{id}` raised the article's
 * visits by 50. A reader now counts once per article per UTC day: a member by id, anyone else by a keyed hash of
 * address and user agent.
 */
const optics = readConfig('optics', 'site.json').siteId as number;
const [article, otherArticle] = readSeed('optics').articles.map((entry) => entry.id as number) as [number, number];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'test' });
});
afterAll(async () => {
  await server?.close();
});

async function visit(id: number, { from = '127.0.0.1', agent = 'Mozilla/5.0 (attack)', token = '' } = {}): Promise<number> {
  const headers: Record<string, string> = { siteid: String(optics), 'user-agent': agent, ...(token ? { token } : {}) };
  const response = await server.app.inject({ method: 'GET', url: `/rc-pub/front/front-article/${id}`, remoteAddress: from, headers });
  return response.json().status;
}
/** The count the site's lists show and sort by (spec §3 Article visits). */
async function visitsOf(id: number): Promise<number> {
  const database = openDatabase(server.databaseUrl);
  try {
    return (await database.db.selectFrom('article').select('visits').where('id', '=', id).executeTakeFirstOrThrow()).visits;
  } finally {
    await database.close();
  }
}

describe('the visit count', () => {
  it('rises by one for 50 requests from one anonymous reader', async () => {
    const before = await visitsOf(article);
    for (let index = 0; index < 50; index++) expect(await visit(article)).toBe(0);
    expect(await visitsOf(article)).toBe(before + 1);
  });

  it('rises by one for 50 requests of one signed-in member, from any address', async () => {
    const { token } = await signInNewMember(server.databaseUrl, { email: `visitor.${Date.now()}@example.org` });
    const before = await visitsOf(article);
    for (let index = 0; index < 50; index++) await visit(article, { token, from: `10.9.${index}.1`, agent: `agent ${index}` });
    expect(await visitsOf(article)).toBe(before + 1);
  });

  it('still counts different readers and different articles', async () => {
    const [first, second] = [await visitsOf(article), await visitsOf(otherArticle)];
    await visit(article, { from: '198.51.100.1' });
    await visit(article, { from: '198.51.100.2' });
    await visit(article, { from: '198.51.100.2', agent: 'another browser' });
    await visit(otherArticle, { from: '198.51.100.1' });
    expect([await visitsOf(article), await visitsOf(otherArticle)]).toEqual([first + 3, second + 1]);
  });

  it('keeps no client address in the database', async () => {
    await visit(article, { from: '203.0.113.77' });
    const database = openDatabase(server.databaseUrl);
    try {
      const readers = (await database.db.selectFrom('article_visit').select('reader').execute()).map(({ reader }) => reader);
      expect(readers.length).toBeGreaterThan(0);
      expect(readers.join(' ')).not.toMatch(/203\.0\.113|127\.0\.0\.1|198\.51\.100/);
    } finally {
      await database.close();
    }
  });
});
