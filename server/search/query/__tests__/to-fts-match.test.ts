import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { indexText } from '../../analyzer.ts';
import { parseQuery } from '../parse-query.ts';
import { queryTerms, toFtsMatch, type FtsMatchOptions } from '../to-fts-match.ts';

const fieldColumns = { resName_tic: ['title'], keyword_tic: ['keywords'], summary_tic: ['summary'], doi: ['identifiers'], part: [] };
const fuzzy: FtsMatchOptions = { prefix: true, fieldColumns };
const precise: FtsMatchOptions = { prefix: false, fieldColumns };

function compiled(q: string, options: FtsMatchOptions = fuzzy): string | null {
  const { node } = parseQuery(q);
  return node && toFtsMatch(node, options);
}

type Doc = { id: number; title: string; keywords?: string; summary?: string; identifiers?: string };
const docs: Doc[] = [
  { id: 1, title: '基于相位梯度超构表面的宽带消色差光束偏折器', keywords: '超构表面; 消色差; 光束偏折', summary: '提出一种宽带消色差光束偏折器。' },
  { id: 2, title: '钙钛矿太阳能电池的界面钝化与稳定性研究', keywords: '钙钛矿; 钝化', summary: '界面钝化提高了器件的稳定性。' },
  { id: 3, title: '青藏高原冻土区土壤有机碳储量的空间分布', keywords: '冻土; 有机碳', summary: 'CO2浓度 mechanism of carbon release' },
  { id: 4, title: 'Broadband achromatic metasurface deflector', keywords: 'metasurface; achromatic', summary: 'A naïve design of 3D optics.', identifiers: '10.3788/COL202321.012345' },
  { id: 5, title: 'Carbon dioxide and rice yield', keywords: 'CO2; rice', summary: 'Elevated CO2 raises rice yield.' },
  { id: 6, title: '日本語の形態素解析を行う', summary: 'Привет мир' },
  { id: 7, title: '한국어 형태소 분석기를 만들다', summary: '光' },
];

const db = new Database(':memory:');
db.exec(`CREATE VIRTUAL TABLE doc USING fts5(title, keywords, summary, identifiers, tokenize = 'unicode61 remove_diacritics 2')`);
const insert = db.prepare('INSERT INTO doc (rowid, title, keywords, summary, identifiers) VALUES (?, ?, ?, ?, ?)');
for (const doc of docs) insert.run(doc.id, indexText(doc.title), indexText(doc.keywords ?? ''), indexText(doc.summary ?? ''), indexText(doc.identifiers ?? ''));
const matchStatement = db.prepare<[string], { rowid: number }>('SELECT rowid FROM doc WHERE doc MATCH ? ORDER BY rowid');
afterAll(() => db.close());

function found(q: string, options: FtsMatchOptions = fuzzy): number[] {
  const expression = compiled(q, options);
  return expression === null ? [] : matchStatement.all(expression).map((row) => row.rowid);
}

describe('toFtsMatch writes', () => {
  it('each token as an FTS5 string, a prefix for Latin words of two or more letters in fuzzy search only', () => {
    expect(compiled('metasurface')).toBe('"metasurface"*');
    expect(compiled('metasurface', precise)).toBe('"metasurface"');
    expect(compiled('a')).toBe('"a"');
    expect(compiled('x-ray')).toBe('"x" + "ray"*');
  });

  it('a quoted phrase or a word that analyses to several tokens as a phrase, a quoted phrase without prefixes', () => {
    expect(compiled('"achromatic metasurface"')).toBe('"achromatic" + "metasurface"');
    expect(compiled('10.3788/COL202321')).toBe('"10.3788"* + "col202321"*');
  });

  it('a CJK run as the phrase of its bigrams, a lone CJK character as a prefix', () => {
    expect(compiled('超构表面', precise)).toBe('"超构" + "构表" + "表面"');
    expect(compiled('光纤')).toBe('"光纤"');
    expect(compiled('陈思远')).toBe('"陈思" + "思远"');
    expect(compiled('光')).toBe('"光"*');
    expect(compiled('CO2浓度', precise)).toBe('"co2" + "浓度"');
    expect(compiled('"浓度 mechanism"')).toBe('"浓度" + "度" + "mechanism"');
  });

  it('in fuzzy search, a term of several CJK words also as its words apart (the phrase ranks first), scoped as a whole', () => {
    expect(compiled('超构表面')).toBe('("超构" + "构表" + "表面" OR ("超构" AND "表面"))');
    expect(compiled('CO2浓度')).toBe('("co2"* + "浓度" OR ("co2"* AND "浓度"))');
    expect(compiled('resName_tic:冻土有机碳 xx', precise)).toBe('{"title"} : "冻土" + "土有" + "有机" + "机碳" AND "xx"');
    expect(compiled('resName_tic:冻土有机碳 xx')).toBe('{"title"} : ("冻土" + "土有" + "有机" + "机碳" OR ("冻土" AND "有机" + "机碳")) AND "xx"*');
  });

  it('AND, OR and a binary NOT, parenthesised', () => {
    expect(compiled('a OR bb cc', precise)).toBe('"a" OR ("bb" AND "cc")');
    expect(compiled('(aa OR bb) NOT cc NOT dd', precise)).toBe('("aa" OR "bb") NOT ("cc" OR "dd")');
    expect(compiled('aa bb NOT (cc OR dd)', precise)).toBe('("aa" AND "bb") NOT (("cc" OR "dd"))');
  });

  it('a column filter for a field the index maps, else the default columns', () => {
    expect(compiled('resName_tic:超构 xx', precise)).toBe('{"title"} : "超构" AND "xx"');
    expect(compiled('issn:1234 part:5', precise)).toBe('"1234" AND "5"');
    expect(compiled('resName_tic:超构 xx', { ...precise, columns: ['title', 'summary'] })).toBe('{"title"} : "超构" AND {"title" "summary"} : "xx"');
  });

  it('nothing for terms that analyse to nothing, or negations alone', () => {
    expect(compiled('!!! ---')).toBeNull();
    expect(compiled('!!! NOT metasurface')).toBeNull();
    expect(toFtsMatch({ type: 'not', child: { type: 'term', text: 'x', phrase: false } }, fuzzy)).toBeNull();
    expect(compiled('*** OR metasurface', precise)).toBe('"metasurface"');
  });
});

describe('toFtsMatch against a real FTS5 index', () => {
  it('finds two-character Chinese words however the segmenter cut the title', () => {
    // The segmenter cuts 超构表面 as 超 构 表面 and 偏折器 as 偏 折 器; the bigrams find them anyway.
    expect(found('超构')).toEqual([1]);
    expect(found('resName_tic:超构')).toEqual([1]);
    expect(found('偏折')).toEqual([1]);
    expect(found('钝化')).toEqual([2]);
    expect(found('冻土')).toEqual([3]);
    expect(found('有机碳')).toEqual([3]);
    expect(found('稳定')).toEqual([2]);
    expect(found('化与')).toEqual([2]);
  });

  it('finds every substring of a Chinese title as a word, in fuzzy and precise search', () => {
    for (const doc of docs.filter((candidate) => candidate.id <= 3)) {
      const chars = Array.from(doc.title);
      for (let length = 1; length <= 4; length++) {
        for (let start = 0; start + length <= chars.length; start++) {
          const word = chars.slice(start, start + length).join('');
          expect(found(`resName_tic:${word}`), word).toContain(doc.id);
          expect(found(`resName_tic:${word}`, precise), word).toContain(doc.id);
        }
      }
    }
  });

  it('finds a single character anywhere in a run, including its last', () => {
    expect(found('器')).toEqual([1, 2]);
    expect(found('光')).toEqual([1, 7]);
    expect(found('resName_tic:布')).toEqual([3]);
  });

  it('finds CJK words typed without spaces wherever they are, the phrase as written first', () => {
    expect(found('超构表面偏折器')).toEqual([1]);
    expect(found('超构表面偏折器', precise)).toEqual([]);
    expect(found('钙钛矿稳定性')).toEqual([2]);
    expect(found('有机碳 CO2浓度')).toEqual([3]);
    expect(found('resName_tic:冻土有机碳')).toEqual([3]);
    expect(found('keyword_tic:冻土有机碳 NOT 钝化')).toEqual([3]);
  });

  it('matches phrases only where they are adjacent, across scripts', () => {
    expect(found('"相位梯度超构"')).toEqual([1]);
    expect(found('"梯度相位"')).toEqual([]);
    expect(found('"CO2浓度 mechanism"')).toEqual([3]);
    expect(found('"co2 浓"')).toEqual([3]);
    expect(found('"度 mechanism"')).toEqual([3]);
    expect(found('"浓度 carbon"')).toEqual([]);
  });

  it('matches word starts in fuzzy search only', () => {
    expect(found('metasurf')).toEqual([4]);
    expect(found('metasurf', precise)).toEqual([]);
    expect(found('metasurface', precise)).toEqual([4]);
    expect(found('naive')).toEqual([4]);
    expect(found('NAÏVE', precise)).toEqual([4]);
    expect(found('3d', precise)).toEqual([4]);
  });

  it('combines with AND, OR and NOT, and scopes to fields', () => {
    expect(found('CO2')).toEqual([3, 5]);
    expect(found('CO2 rice')).toEqual([5]);
    expect(found('CO2 NOT rice')).toEqual([3]);
    expect(found('钝化 OR 冻土')).toEqual([2, 3]);
    expect(found('(钝化 OR 冻土) NOT 有机碳')).toEqual([2]);
    expect(found('keyword_tic:rice')).toEqual([5]);
    expect(found('resName_tic:CO2')).toEqual([]);
    expect(found('summary_tic:稳定性')).toEqual([2]);
    expect(found('doi:10.3788/COL202321.012345', precise)).toEqual([4]);
    expect(found('doi:"10.3788/col202321"')).toEqual([4]);
  });

  it('finds Japanese, Korean and Cyrillic words', () => {
    expect(found('形態素')).toEqual([6]);
    expect(found('解析')).toEqual([6]);
    expect(found('형태소')).toEqual([7]);
    expect(found('분석기')).toEqual([7]);
    expect(found('МИР', precise)).toEqual([6]);
  });

  it('reports no match rather than an error for FTS5 syntax typed as text', () => {
    for (const q of ['NEAR(a b)', 'a*', '^a', 'title:a', '"a" + "b"', "'; DROP TABLE doc; --", '{title}: a', 'a - b', '"""']) {
      expect(() => found(q), q).not.toThrow();
    }
    expect(found('metasurface* NEAR achromatic')).toEqual([]);
    expect(found('achromatic: metasurface')).toEqual([4]);
  });

  it('never makes SQLite throw, for hundreds of hostile queries', () => {
    const alphabet = [
      'a', 'zz', 'CO2', '超构', '表', 'の', '한', 'мир', ' ', ' ', ' ', '\t', '"', '“', '”', '(', ')', '*', '^', ':', '-', '--', "'", ';',
      '+', '{', '}', 'AND', 'OR', 'NOT', 'NEAR', 'NEAR(', 'and', 'resName_tic:', 'doi:', 'part:', 'title:', '\u0000', '\u0007',
      '\u200b', '\u00ad', '\ud800', '\udfff', '😀', '\u0301', 'é', '.', '/', '\\', '%', '_', '0', '10.1', '　', '。', '\n',
    ];
    let seed = 20240521;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const queries: string[] = [];
    for (let count = 0; count < 400; count++) {
      const length = count % 50 === 0 ? 3000 : Math.floor(random() * 40);
      let q = '';
      for (let index = 0; index < length; index++) q += alphabet[Math.floor(random() * alphabet.length)];
      queries.push(q);
    }
    let searched = 0;
    for (const q of queries) {
      for (const options of [fuzzy, precise, { ...precise, columns: ['title', 'summary'] }]) {
        const { node } = parseQuery(q);
        const expression = node && toFtsMatch(node, options);
        expect(expression === null || typeof expression === 'string').toBe(true);
        if (expression === null) continue;
        expect(() => matchStatement.all(expression), JSON.stringify(q)).not.toThrow();
        searched += 1;
      }
    }
    expect(searched).toBeGreaterThan(600);
  });
});

describe('queryTerms', () => {
  it('gives the analysed terms looked for, once each, without the excluded ones', () => {
    const { node } = parseQuery('超构表面 OR "Naïve CO2" NOT rice co2');
    expect(node && queryTerms(node)).toEqual(['超构表面', '超构', '表面', 'naive', 'co2']);
  });

  it('gives a CJK run and its words, without the particles between them', () => {
    const { node } = parseQuery('基于相位梯度超构表面的光束 光纤');
    expect(node && queryTerms(node)).toEqual(['基于相位梯度超构表面的光束', '基于', '相位', '梯度', '超构', '表面', '光束', '光纤']);
  });
});
