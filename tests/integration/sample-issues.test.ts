import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readSeed, seedDir } from './helpers.ts';

/**
 * The sample sites' JATS fixtures go into their sample journals' own issues (issue 19): the issue lists show the
 * sample issues only — not "2025, Vol. 32, No. 111" or "2015, Vol. 11, No. 4" made up from the fixtures' volumes and
 * numbers — and every fixture article is still there to read, in the issue its content file names.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
});
afterAll(() => server.close());

type Source = string | { path: string; issueId?: number; stage?: string };
type Period = { id: number; year: number; issue: string };

/** The fixtures a site's content file names, each with the DOI its XML gives and the issue it is to be in (if said). */
function fixturesOf(sld: string): { doi: string; issueId: number | undefined }[] {
  const sources = JSON.parse(readFileSync(join(seedDir, `${sld}.json`), 'utf8')).jatsArticles as Source[];
  return sources.map((source) => {
    const path = resolve(dirname(join(seedDir, `${sld}.json`)), typeof source === 'string' ? source : source.path);
    const doi = /<article-id pub-id-type="doi">([^<]+)<\/article-id>/.exec(readFileSync(path, 'utf8'))![1]!;
    return { doi, issueId: typeof source === 'string' ? undefined : source.issueId };
  });
}

describe.each(['optics', 'ecology'])('%s', (sld) => {
  const seed = readSeed(sld);
  const siteId = () => server.store.bySld(sld)!.site.siteId;

  it('lists exactly the sample issues, through the API and on the issues page', async () => {
    const tree = (await server.get(`/rc-pub/front/front-period/getPeriodTree?groupByYear=false&siteId=${siteId()}`)).body.data as Period[];
    expect(tree.map((period) => period.id).sort()).toEqual((seed.periods as Period[]).map((period) => period.id).sort());
    const html = await (await fetch(`${server.url}/${sld}/en/issues/`)).text();
    expect(html).not.toContain('Vol. 32');
    expect(html).not.toContain('No. 111');
    expect(html).not.toContain('Vol. 11, No. 4');
    for (const period of seed.periods as Period[]) expect(html).toContain(`/${sld}/en/issue/${period.year}/${period.issue}/`);
  });

  it('keeps every fixture readable, in the issue its content file names', async () => {
    const fixtures = fixturesOf(sld);
    expect(fixtures.length).toBeGreaterThan(0);
    for (const { doi, issueId } of fixtures) {
      const reply = (await server.get(`/rc-pub/front/front-article/getHtml?doi=${encodeURIComponent(doi)}&siteId=${siteId()}`)).body;
      expect(reply.status, doi).toBe(0);
      const { article, content } = reply.data as { article: { periodId: number | null }; content: unknown };
      expect(content, doi).not.toBeNull();
      expect(article.periodId, doi).toBe(issueId ?? null);
    }
  });
});
