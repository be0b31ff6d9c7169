import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * The reading view of every JATS fixture, seeded into the ecology site on first start: its HTML must carry what its
 * XML holds (every anchored element with its id, as many figures and tables) and the head Google Scholar reads.
 */
const fixtureDir = join(import.meta.dirname, '..', 'fixtures', 'jats');
const fixtures = readdirSync(fixtureDir).filter((name) => name.endsWith('.xml'));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
});
afterAll(async () => {
  await server?.close();
});

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text() };
};

/** Start tags of a JATS element, counted in the raw XML (as MANIFEST.md counts them). */
const countTags = (xml: string, name: string) => (xml.match(new RegExp(`<${name}[\\s>/]`, 'g')) ?? []).length;
const idsOf = (xml: string, names: string[]) =>
  names.flatMap((name) => [...xml.matchAll(new RegExp(`<${name}\\s[^>]*\\bid="([^"]+)"`, 'g'))].map((match) => match[1]!));
/** Formulas: every disp-formula and inline-formula, and MathML that stands on its own (JATS allows it in table cells). */
const countFormulas = (xml: string) => {
  const standalone = [...xml.matchAll(/<mml:math[\s>]/g)].filter(({ index }) => {
    const before = xml.slice(0, index);
    const opened = Math.max(before.lastIndexOf('<inline-formula'), before.lastIndexOf('<disp-formula'));
    const closed = Math.max(before.lastIndexOf('</inline-formula>'), before.lastIndexOf('</disp-formula>'));
    return opened <= closed;
  }).length;
  return countTags(xml, 'disp-formula') + countTags(xml, 'inline-formula') + standalone;
};
const decodeXml = (value: string) => value.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe.each(fixtures)('%s', (file) => {
  const xml = readFileSync(join(fixtureDir, file), 'utf8');
  const doi = /<article-id[^>]*pub-id-type="doi"[^>]*>([^<]+)<\/article-id>/.exec(xml)![1]!.trim();
  let html = '';
  beforeAll(async () => {
    const result = await page(`/ecology/en/article/doi/${doi}`);
    expect(result.status).toBe(200);
    html = result.html;
  });

  it('keeps the id of every figure, table, formula, reference, footnote, section and supplementary file', () => {
    const ids = idsOf(xml, ['fig', 'table-wrap', 'disp-formula', 'ref', 'fn', 'sec', 'supplementary-material']);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !html.includes(`id="${escapeHtml(decodeXml(id))}"`))).toEqual([]);
  });

  it('shows as many figures and tables as the XML holds', () => {
    expect((html.match(/<figure[^>]*class="mh-fig"/g) ?? []).length).toBe(countTags(xml, 'fig'));
    expect((html.match(/<figure[^>]*class="mh-table-wrap"/g) ?? []).length).toBe(countTags(xml, 'table-wrap'));
  });

  it('shows as many formulas, references and footnotes as the XML holds', () => {
    expect((html.match(/class="mh-disp-formula"/g) ?? []).length).toBe(countTags(xml, 'disp-formula'));
    expect((html.match(/class="mh-formula(-graphic|-tex)?"/g) ?? []).length).toBe(countFormulas(xml));
    expect((html.match(/<li[^>]*class="mh-ref"/g) ?? []).length).toBe(countTags(xml, 'ref'));
    expect((html.match(/class="mh-fn"/g) ?? []).length).toBe(countTags(xml, 'fn'));
  });

  it('tells Google Scholar the title, DOI and every reference', () => {
    expect(html).toContain(`<meta name="citation_doi" content="${escapeHtml(doi)}">`);
    expect(html).toMatch(/<meta name="citation_title" content="[^"]+">/);
    expect((html.match(/<meta name="citation_reference"/g) ?? []).length).toBe(countTags(xml, 'ref'));
    expect(html).toContain('<script type="application/ld+json">');
  });
});

describe('article pages', () => {
  it('answer 404 for an article the site does not have', async () => {
    expect((await page('/ecology/en/article/99999999')).status).toBe(404);
  });

  it('point the canonical link of another language version at the article’s own, without Scholar tags', async () => {
    const { html } = await page('/ecology/zh/article/doi/10.7554/eLife.04490');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/ecology\/en\/article\/doi\/10\.7554\/eLife\.04490">/);
    expect(html).not.toContain('citation_title');
  });
});
