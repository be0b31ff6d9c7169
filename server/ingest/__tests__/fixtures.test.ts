import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleContent } from '../../../schemas/content/article-content.ts';
import { articleContent } from '../../../schemas/content/article-content.ts';
import { parseJats } from '../jats/parse-jats.ts';
import { inlinePlainText } from '../storage/plain-text.ts';
import { authorSurnamesOf, countStartTags, doiOf, fixtureNames, fixtureXml, idsOf, titleOf } from './fixture-xml.ts';

const parsed = new Map<string, ArticleContent>();
beforeAll(() => {
  for (const name of fixtureNames) parsed.set(name, parseJats(fixtureXml(name)));
});

/** Every non-empty `id` in the model, wherever it sits. */
function idsInModel(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsInModel(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'id' && typeof child === 'string' && child) found.add(child);
      else idsInModel(child, found);
    }
  }
  return found;
}

describe('JATS fixtures', () => {
  it('are all twelve of MANIFEST.md', () => {
    expect(fixtureNames).toHaveLength(12);
  });

  describe.each(fixtureNames)('%s', (name) => {
    const xml = fixtureXml(name);
    const content = () => parsed.get(name)!;

    it('passes the content schema', () => {
      expect(articleContent.safeParse(content()).success).toBe(true);
    });

    it('holds as many figures, tables, formulas, references, footnotes, files and sub-articles as the XML', () => {
      expect(content().counts).toEqual({
        figures: countStartTags(xml, 'fig'),
        tables: countStartTags(xml, 'table-wrap'),
        formulas: countStartTags(xml, 'disp-formula', 'inline-formula'),
        references: countStartTags(xml, 'ref'),
        footnotes: countStartTags(xml, 'fn'),
        supplementaryMaterials: countStartTags(xml, 'supplementary-material'),
        subArticles: countStartTags(xml, 'sub-article'),
      });
    });

    it('keeps the id of every figure, table, formula, reference, footnote, section and supplementary file', () => {
      const xmlIds = idsOf(xml, 'fig', 'table-wrap', 'disp-formula', 'ref', 'fn', 'sec', 'supplementary-material');
      const modelIds = idsInModel(content());
      expect(xmlIds.filter((id) => !modelIds.has(id))).toEqual([]);
    });

    it('has the title, DOI and authors of the XML', () => {
      expect(inlinePlainText(content().title)).toBe(titleOf(xml));
      expect(content().doi).toBe(doiOf(xml));
      expect(content().authors.map((author) => author.surname || author.name)).toEqual(authorSurnamesOf(xml));
    });
  });
});

describe('what the fixtures show about the model', () => {
  it('reads the language, translations and sub-articles of a Portuguese article', () => {
    const content = parsed.get('scielo-bak-p59553.xml')!;
    expect(content.language).toBe('pt');
    const translation = content.subArticles.find((sub) => sub.articleType === 'translation');
    expect(translation?.language).toBe('en');
    expect(inlinePlainText(translation!.title)).toMatch(/^The Dance Body as an Arena of Values/);
    expect(content.keywords.map((group) => group.lang)).toContain('pt');
  });

  it('reads MathML and TeX alternatives, and keeps display formulas apart from inline ones', () => {
    const content = parsed.get('peerj-182.xml')!;
    const json = JSON.stringify(content);
    expect(json).toContain('"tex":"\\\\begin{eqnarray*}');
    expect(json).toMatch(/"mathml":"<math xmlns=\\"http:\/\/www.w3.org\/1998\/Math\/MathML\\" display=\\"block\\">/);
    expect(json).not.toContain('mml:');
  });

  it('keeps row and column spans of tables', () => {
    const json = JSON.stringify(parsed.get('scielo-bragantia-1678-4499-20210245.xml'));
    expect(json.match(/"rowspan":([2-9]|\d\d)/g)?.length).toBe(16);
  });

  it('sorts statements to their places: contributions, competing interests, funding', () => {
    const content = parsed.get('elife-04490.xml')!;
    expect(content.contributions.map((note) => note.type === 'fn' && note.id)).toEqual(['con1', 'con2', 'con3']);
    expect(content.conflict.map((note) => note.type === 'fn' && note.id)).toEqual(['conf1', 'conf2']);
    expect(content.funding.awards).toHaveLength(4);
    expect(content.funding.awards[1]).toMatchObject({ funders: [{ name: 'European Research Council (ERC)' }], awardIds: ['Advanced Grant to ITB 293926'] });
    expect(content.subArticles.map((sub) => sub.articleType)).toEqual(['article-commentary', 'reply']);
  });

  it('reads authors with ORCID, affiliations and correspondence', () => {
    const content = parsed.get('biorxiv-2022.06.30.498369.xml')!;
    expect(content.authors.at(-1)).toMatchObject({ name: 'Stacey L. Harmer', orcid: '0000-0001-6813-6682', corresponding: true, affiliationIds: ['a1'] });
    expect(content.affiliations[0]).toMatchObject({ id: 'a1', label: '1', institution: 'Department of Plant Biology, University of California', country: 'USA' });
    expect(content.conflict).toHaveLength(1);
  });

  it('reads dates, journal and licence', () => {
    const content = parsed.get('plos-pone-0160653.xml')!;
    expect(content.dates).toMatchObject({ received: '2015-09-24', accepted: '2016-07-21', epub: '2016-09-07', collection: '2016' });
    expect(content.journal).toMatchObject({ title: 'PLOS ONE', eissn: '1932-6203', publisher: 'Public Library of Science' });
    expect(content.permissions.licenses[0]?.href).toBe('https://creativecommons.org/publicdomain/zero/1.0/');
  });
});
