import { describe, expect, it } from 'vitest';
import { articleCsl, cslName } from '../article-csl.ts';
import { jatsArticle, seededArticle } from './sample-articles.ts';

describe('cslName', () => {
  it.each([
    ['陈思远', { literal: '陈思远' }],
    ['张 三', { literal: '张三' }],
    ['CHEN Siyuan', { family: 'CHEN', given: 'Siyuan' }],
    ['Hannah K. Lindqvist', { family: 'Lindqvist', given: 'Hannah K.' }],
    ['David O. Achterberg', { family: 'Achterberg', given: 'David O.' }],
    ['Lucas Fernández-Ortega', { family: 'Fernández-Ortega', given: 'Lucas' }],
    ['Ludwig van Beethoven', { family: 'Beethoven', given: 'Ludwig', 'non-dropping-particle': 'van' }],
    ['Martin Luther King Jr.', { family: 'King', given: 'Martin Luther', suffix: 'Jr.' }],
    ['Smith, John Ronald', { family: 'Smith', given: 'John Ronald' }],
    ['Plato', { family: 'Plato' }],
  ])('reads %s', (name, expected) => {
    expect(cslName(name)).toEqual(expected);
  });

  it('gives nothing for an empty name', () => {
    expect(cslName('  ')).toBeUndefined();
  });
});

describe('articleCsl', () => {
  it('maps a Chinese article known by its metadata, with its site’s journal', () => {
    const { page, journal } = seededArticle('optics', 10001);
    expect(articleCsl(page, journal)).toEqual({
      id: 'chen2025broadband',
      'citation-key': 'chen2025broadband',
      type: 'article-journal',
      language: 'zh',
      title: '基于相位梯度超构表面的宽带消色差光束偏折器',
      author: [{ literal: '陈思远' }, { literal: '林雨桐' }, { literal: '韩志宏' }, { literal: '孟若愚' }],
      'container-title': '光学前沿',
      ISSN: '1000-0003',
      volume: '45',
      issue: '10',
      page: '1-11',
      DOI: '10.3788/OF202545.1001001',
      issued: { 'date-parts': [[2025, 10, 25]] },
      keyword: '超构表面,消色差,光束偏折,几何相位',
      abstract: page.article.abstract,
    });
  });

  it('cites an English article of a Chinese journal by its English names and the journal’s English name', () => {
    const { page, journal } = seededArticle('optics', 10005);
    const item = articleCsl(page, journal);
    expect(item.language).toBe('en');
    expect(item.author.slice(0, 2)).toEqual([
      { family: 'JIANG', given: 'Zimo' },
      { family: 'QIAN', given: 'Shuyao' },
    ]);
    expect(item['container-title']).toBe('Optics Frontier');
  });

  it('takes names, journal, pages and date from an imported full text', () => {
    const page = jatsArticle('peerj-182.xml');
    const item = articleCsl(page, seededArticle('ecology', 20001).journal);
    expect(item.author.slice(0, 2)).toEqual([
      { family: 'Farke', given: 'Andrew A.' },
      { family: 'Chok', given: 'Derek J.' },
    ]);
    // Group authors (collab) are names that must not be split.
    expect(item.author.slice(-2)).toEqual([{ literal: 'Example Institution' }, { literal: 'Example Collaboration' }]);
    expect(item).toMatchObject({
      'citation-key': 'farke2013ontogeny',
      'container-title': 'PeerJ',
      ISSN: '2167-8359',
      publisher: 'PeerJ Inc.',
      volume: '1',
      page: 'e182',
      DOI: '10.7717/peerj.182',
      issued: { 'date-parts': [[2013, 10, 22]] },
    });
    expect(item.issue).toBeUndefined();
  });

  it('keeps Chinese names of a full text whole, surname first', () => {
    const page = jatsArticle('plos-pcbi-1004141.xml');
    const [first, ...others] = page.content!.authors;
    const content = { ...page.content!, authors: [{ ...first!, surname: '张', givenNames: '三', name: '张三' }, ...others] };
    expect(articleCsl({ ...page, content }).author[0]).toEqual({ literal: '张三' });
  });

  it('makes a BibTeX key without a romanised name or English title from the article id', () => {
    const { page } = seededArticle('optics', 10001);
    const article = { ...page.article, enTitle: '', authors: page.article.authors.map((author) => ({ ...author, enName: '' })) };
    expect(articleCsl({ article, content: null })['citation-key']).toBe('article10001');
  });
});
