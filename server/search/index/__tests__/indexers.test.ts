import { describe, expect, it } from 'vitest';
import { article } from '../../../../schemas/content/article.ts';
import { book } from '../../../../schemas/content/book.ts';
import { expert } from '../../../../schemas/content/expert.ts';
import { column, journal } from '../../../../schemas/content/journal.ts';
import { mediaItem } from '../../../../schemas/content/media.ts';
import { newsItem } from '../../../../schemas/content/news.ts';
import { period } from '../../../../schemas/period.ts';
import { minimalJats } from '../../../ingest/__tests__/minimal-jats.ts';
import { parseJats } from '../../../ingest/jats/parse-jats.ts';
import { articleDocument, publishedIn, type ArticleSource } from '../article-documents.ts';
import { bookDocument } from '../book-documents.ts';
import { expertDocument } from '../expert-documents.ts';
import { figureAndTableDocuments, figureAndTableTexts, partId } from '../figure-documents.ts';
import { journalDocument } from '../journal-documents.ts';
import { mediaDocument } from '../media-documents.ts';
import { newsDocument } from '../news-documents.ts';

const sampleJournal = journal.parse({ id: 1001, publicationName: '光学前沿', enPublicationName: 'Optics Frontier', organizerUnit: '北辰大学', issn: '1000-0003', cn: '11-1234/O4' });
const sampleArticle = article.parse({
  id: 10001,
  doi: '10.3788/OF202545.1001001',
  publicationId: 1001,
  periodId: 1201,
  columnId: 1101,
  language: 'zh',
  year: 2025,
  issue: '10',
  volume: '45',
  firstPageNum: '1',
  lastPageNum: '11',
  title: '基于相位梯度超构表面的宽带消色差光束偏折器',
  enTitle: 'Broadband achromatic beam deflector',
  authors: [{ name: '陈思远', enName: 'CHEN Siyuan', institution: '北辰大学', enInstitution: 'Beichen University' }],
  keywords: ['超构表面'],
  enKeywords: ['metasurface'],
  abstract: '针对传统超构表面偏折器的色散问题。',
  enAbstract: 'Conventional metasurface deflectors suffer from dispersion.',
  openAccess: false,
  firstStatus: 0,
  visits: 12,
  pdfUrl: '/files/a.pdf',
  publishDate: '2025-10-25',
});
const source = (overrides: Partial<ArticleSource> = {}): ArticleSource => ({
  siteId: 101,
  article: sampleArticle,
  content: null,
  journal: sampleJournal,
  period: period.parse({ id: 1201, publicationId: 1001, year: 2025, issue: '10' }),
  column: column.parse({ id: 1101, publicationId: 1001, name: '研究论文' }),
  hasPdf: true,
  updatedAt: '',
  ...overrides,
});

describe('articleDocument', () => {
  it('puts each spec §3 article field in its index column', () => {
    const doc = articleDocument(source());
    expect(doc.text.title).toEqual(expect.arrayContaining([sampleArticle.title, sampleArticle.enTitle]));
    expect(doc.text.keywords).toEqual(['超构表面', 'metasurface']);
    expect(doc.text.authors).toEqual(['陈思远', 'CHEN Siyuan']);
    expect(doc.text.institutions).toEqual(expect.arrayContaining(['北辰大学', 'Beichen University']));
    expect(doc.text.summary).toEqual([sampleArticle.abstract, sampleArticle.enAbstract]);
    expect(doc.text.identifiers).toEqual([sampleArticle.doi]);
    expect([doc.text.part, doc.text.first_page, doc.text.last_page]).toEqual([['10'], ['1'], ['11']]);
  });

  it('carries what filters and sorts read, and what its hit shows', () => {
    const doc = articleDocument(source());
    expect(doc).toMatchObject({
      kind: 'article',
      refId: 10001,
      articleId: 10001,
      siteId: 101,
      publicationId: 1001,
      columnId: 1101,
      periodId: 1201,
      year: 2025,
      openAccess: false,
      firstStatus: 0,
      hasPdf: true,
      visits: 12,
      language: 'zh',
      url: '/{sld}/zh/article/10001',
      source: '光学前沿, 2025, 45(10): 1-11',
      enSource: 'Optics Frontier, 2025, 45(10): 1-11',
      authors: ['陈思远'],
    });
  });

  it('adds the full text’s translated titles and keywords of every language', () => {
    const parsed = parseJats(minimalJats({ meta: '<kwd-group kwd-group-type="author" xml:lang="de"><kwd>Metaoberfläche</kwd></kwd-group>' }));
    const content = { ...parsed, transTitles: [{ lang: 'de', title: [{ type: 'text' as const, text: 'Breitbandiger Strahlablenker' }], subtitle: [] }] };
    const doc = articleDocument(source({ content }));
    expect(doc.text.title).toContain('Breitbandiger Strahlablenker');
    expect(doc.text.keywords).toContain('Metaoberfläche');
  });

  it('writes where an article appeared as a citation does, leaving out what is unknown', () => {
    expect(publishedIn(article.parse({ ...sampleArticle, issue: '', volume: '', firstPageNum: '', lastPageNum: '' }), 'J')).toBe('J, 2025');
  });
});

describe('figureAndTableDocuments', () => {
  const content = parseJats(
    minimalJats({
      body: `<sec><title>Results</title>
        <fig id="fig1"><label>Figure 1</label><caption><title>Four bars at 300 dpi.</title><p>Heights of the bars.</p></caption><graphic xlink:href="fig1.tif"/></fig>
        <fig-group id="g1"><fig id="fig2"><label>Figure 2</label><caption><title>Colour tiles.</title></caption></fig></fig-group>
        <table-wrap id="tab1"><label>Table 1</label><caption><title>Drought plots.</title></caption>
          <table><tr><td>1</td></tr></table><table-wrap-foot><fn><p>Means of three seasons.</p></fn></table-wrap-foot></table-wrap>
      </sec>`,
    }),
  );
  const docs = figureAndTableDocuments(source({ content }), new Map([['fig1.tif', '/rc-pub/files/10001/fig1-abc.png']]));

  it('indexes every figure (in groups too) and table, with stable ids and links to their place', () => {
    expect(docs.map((doc) => [doc.kind, doc.refId, doc.url])).toEqual([
      ['figure', partId(10001, 1), '/{sld}/zh/article/10001#fig1'],
      ['figure', partId(10001, 2), '/{sld}/zh/article/10001#fig2'],
      ['table', partId(10001, 1), '/{sld}/zh/article/10001#tab1'],
    ]);
  });

  it('searches label and caption title, notes, the article’s keywords and its title as source paper', () => {
    const [figure, , table] = docs;
    expect(figure!.title).toBe('Figure 1 Four bars at 300 dpi.');
    expect(figure!.text.note).toEqual(['Heights of the bars.']);
    expect(figure!.text.keywords).toEqual(['超构表面', 'metasurface']);
    expect(figure!.text.source).toEqual([sampleArticle.title, sampleArticle.enTitle]);
    expect(figure!.imageUrl).toBe('/rc-pub/files/10001/fig1-abc.png');
    expect(table!.summary).toBe('Means of three seasons.');
  });

  it('names, from the full text alone, the caption and note texts its documents index (what a parsing thread analyses ahead)', () => {
    const indexed = docs.flatMap((doc) => [...doc.text.title!, ...doc.text.note!]).filter((text) => text !== '');
    expect(figureAndTableTexts(content).filter((text) => text !== '')).toEqual(indexed);
  });

  it('inherits the article’s filters', () => {
    expect(docs[0]).toMatchObject({ articleId: 10001, publicationId: 1001, year: 2025, openAccess: false, hasPdf: true });
  });

  it('gives nothing for an article without full text', () => {
    expect(figureAndTableDocuments(source(), new Map())).toEqual([]);
  });
});

describe('catalogue indexers', () => {
  it('journal: name, organizer unit, CN and ISSN', () => {
    const doc = journalDocument(101, sampleJournal);
    expect(doc).toMatchObject({ kind: 'journal', refId: 1001, publicationId: 1001, language: 'zh', url: '/{sld}/{lang}/about/' });
    expect(doc.text).toMatchObject({ title: ['光学前沿', 'Optics Frontier'], identifiers: ['1000-0003', '', '11-1234/O4'] });
    expect(doc.text.institutions).toContain('北辰大学');
  });

  it('book, news and expert', () => {
    const bookDoc = bookDocument(102, book.parse({ id: 2501, title: 'Forecasting Biodiversity', chiefEditor: 'M. Holloway', publishDate: '2024-05-01', isbn: '978-7-03-012345-6' }));
    expect(bookDoc).toMatchObject({ kind: 'book', year: 2024, language: 'en', authors: ['M. Holloway'] });
    expect(bookDoc.text.identifiers).toEqual(['978-7-03-012345-6']);
    const newsDoc = newsDocument(101, newsItem.parse({ id: 1301, tab: 1, title: '影响因子升至 3.86', publishDate: '2025-07-02', body: ['正文'], visits: 9 }));
    expect(newsDoc).toMatchObject({ kind: 'news', url: '/{sld}/{lang}/newsDetails/1301/', visits: 9, summary: '正文' });
    const expertDoc = expertDocument(101, expert.parse({ id: 1401, topicId: 11, name: '周启航', enName: 'ZHOU Qihang', researchField: '微纳光学' }));
    expect(expertDoc).toMatchObject({ kind: 'expert', title: '周启航', enTitle: 'ZHOU Qihang', url: '/{sld}/{lang}/editorial-board/11/1401/' });
    expect(expertDoc.text.keywords).toContain('微纳光学');
  });

  it('media: English name, keywords and source paper; linked to its article when it has one', () => {
    const media = mediaItem.parse({ id: 1701, kind: 'video', resName: '偏折器演示', enResName: 'Deflector demo', keywords: ['超构表面'], sourcePaper: '论文', enSourcePaper: 'Paper', url: '/media/a.mp4' });
    const linked = mediaDocument(101, media, { id: 10001, language: 'zh', publicationId: 1001, title: '论文', enTitle: 'Paper' });
    expect(linked).toMatchObject({ kind: 'video', articleId: 10001, publicationId: 1001, url: '/{sld}/zh/article/10001' });
    expect(linked.text).toMatchObject({ title: ['偏折器演示', 'Deflector demo'], keywords: ['超构表面'] });
    expect(mediaDocument(101, media, null)).toMatchObject({ articleId: null, url: '/media/a.mp4' });
  });
});
