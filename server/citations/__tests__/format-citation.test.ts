import { Cite } from '@citation-js/core';
import { describe, expect, it } from 'vitest';
import { articleCsl } from '../article-csl.ts';
import { formatCitation } from '../format-citation.ts';
import { jatsArticle, seededArticle } from './sample-articles.ts';

const chinese = (() => {
  const { page, journal } = seededArticle('optics', 10001);
  return articleCsl(page, journal);
})();
const peerj = articleCsl(jatsArticle('peerj-182.xml'));
const plosOne = articleCsl(jatsArticle('plos-pone-0160653.xml'));

/** RIS tags and their values, in order. */
const risLines = (ris: string) =>
  ris
    .trimEnd()
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9]) {2}- ?(.*)$/.exec(line))
    .map((match) => (match ? [match[1]!, match[2]!] : ['?', '']));

describe('RIS', () => {
  it('has the article’s type, authors, title, journal, volume, issue, pages and DOI, one tag a line', () => {
    const lines = risLines(formatCitation(chinese, 'ris'));
    expect(lines[0]).toEqual(['TY', 'JOUR']);
    expect(lines.at(-1)).toEqual(['ER', '']);
    expect(lines.filter(([tag]) => tag === 'AU').map(([, value]) => value)).toEqual(['陈思远', '林雨桐', '韩志宏', '孟若愚']);
    const tags = Object.fromEntries(lines.filter(([tag]) => tag !== 'AU' && tag !== 'KW'));
    expect(tags).toMatchObject({ TI: '基于相位梯度超构表面的宽带消色差光束偏折器', T2: '光学前沿', DO: '10.3788/OF202545.1001001', VL: '45', IS: '10', SP: '1-11', PY: '2025', SN: '1000-0003', LA: 'zh' });
    expect(lines.filter(([tag]) => tag === 'KW').map(([, value]) => value)).toEqual(['超构表面', '消色差', '光束偏折', '几何相位']);
    expect(lines.filter(([tag]) => tag === '?')).toEqual([]);
  });

  it('keeps a long title on its line (reference managers would join a broken one with a space)', () => {
    const lines = risLines(formatCitation(plosOne, 'ris'));
    expect(lines.find(([tag]) => tag === 'TI')).toEqual(['TI', 'Demonstration of Protein-Based Human Identification Using the Hair Shaft Proteome']);
    expect(lines.filter(([tag]) => tag === '?')).toEqual([]);
  });

  it('reads back as the same article', () => {
    const [back] = new Cite(formatCitation(peerj, 'ris')).data;
    expect(back).toMatchObject({ title: peerj.title, DOI: '10.7717/peerj.182', volume: '1', 'container-title': 'PeerJ' });
  });
});

describe('BibTeX', () => {
  it('parses back to the Chinese article, names whole, under a key of letters', () => {
    const bibtex = formatCitation(chinese, 'bibtex');
    expect(bibtex).toMatch(/^@article\{chen2025broadband,\n/);
    const [back] = new Cite(bibtex).data;
    expect(back).toMatchObject({
      type: 'article-journal',
      'citation-key': 'chen2025broadband',
      title: '基于相位梯度超构表面的宽带消色差光束偏折器',
      'container-title': '光学前沿',
      DOI: '10.3788/OF202545.1001001',
      volume: '45',
      issue: '10',
      page: '1-11',
      issued: { 'date-parts': [[2025, 10, 25]] },
    });
    expect(back!.author).toEqual([{ family: '陈思远' }, { family: '林雨桐' }, { family: '韩志宏' }, { family: '孟若愚' }]);
  });

  it('escapes TeX specials and accents of a Latin-script article and parses back to them', () => {
    const { page, journal } = seededArticle('ecology', 20001);
    const item = articleCsl(page, journal);
    const bibtex = formatCitation(item, 'bibtex');
    expect(bibtex).toContain('journal = {Open Ecology \\& Evolution}');
    const [back] = new Cite(bibtex).data;
    expect(back!['container-title']).toBe('Open Ecology & Evolution');
    expect(back!.author).toContainEqual({ family: 'Ribeiro', given: 'Tomás' });
  });
});

describe('EndNote', () => {
  it('is a tagged Journal Article with every author', () => {
    const enw = formatCitation(chinese, 'enw');
    const lines = enw.trim().split('\n');
    expect(lines[0]).toBe('%0 Journal Article');
    expect(lines.filter((line) => line.startsWith('%A '))).toEqual(['%A 陈思远', '%A 林雨桐', '%A 韩志宏', '%A 孟若愚']);
    expect(lines).toEqual(expect.arrayContaining(['%T 基于相位梯度超构表面的宽带消色差光束偏折器', '%J 光学前沿', '%V 45', '%N 10', '%P 1-11', '%R 10.3788/OF202545.1001001']));
  });
});

describe('APA', () => {
  it('writes Chinese names as they are, not "Family, G."', () => {
    expect(formatCitation(chinese, 'apa')).toBe(
      '陈思远, 林雨桐, 韩志宏, & 孟若愚. (2025). 基于相位梯度超构表面的宽带消色差光束偏折器. 光学前沿, 45(10), 1–11. https://doi.org/10.3788/OF202545.1001001',
    );
  });

  it('writes western names family first with initials', () => {
    expect(formatCitation(peerj, 'apa')).toMatch(/^Farke, A\. A\., Chok, D\. J\., Herrero, A\., .+ \(2013\)\. Ontogeny in the tube-crested dinosaur .+\. PeerJ, 1, e182\. https:\/\/doi\.org\/10\.7717\/peerj\.182$/);
  });
});

describe('Vancouver', () => {
  it('lists six authors, then et al., without a list number', () => {
    expect(formatCitation(plosOne, 'vancouver')).toBe(
      'Parker GJ, Leppert T, Anex DS, Hilmer JK, Matsunami N, Baird L, et al. Demonstration of Protein-Based Human Identification Using the Hair Shaft Proteome. PLOS ONE. 2016;11(9):e0160653.',
    );
  });
});

describe('GB/T 7714-2015', () => {
  it('cites a Chinese article: three authors, 等, [J], 刊名, 年, 卷(期): 页, DOI', () => {
    expect(formatCitation(chinese, 'gbt7714')).toBe(
      '陈思远, 林雨桐, 韩志宏, 等. 基于相位梯度超构表面的宽带消色差光束偏折器[J]. 光学前沿, 2025, 45(10): 1-11. DOI: 10.3788/OF202545.1001001',
    );
  });

  it('cites a western article: family names and initials without dots, et al after three', () => {
    expect(formatCitation(plosOne, 'gbt7714')).toBe(
      'Parker G J, Leppert T, Anex D S, et al. Demonstration of Protein-Based Human Identification Using the Hair Shaft Proteome[J]. PLOS ONE, 2016, 11(9): e0160653. DOI: 10.1371/journal.pone.0160653',
    );
  });

  it('names all of three authors and leaves out what the article lacks', () => {
    const { page, journal } = seededArticle('optics', 10002);
    const item = articleCsl({ ...page, article: { ...page.article, issue: '', doi: '' } }, journal);
    expect(formatCitation(item, 'gbt7714')).toMatch(/^王澜清, 赵一鸣, 许静姝\. .+\[J\]\. 光学前沿, 2025, 45: \d+-\d+\.$/);
  });
});
