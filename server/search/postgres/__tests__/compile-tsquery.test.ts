import { describe, expect, it } from 'vitest';
import { searchRequest } from '../../../../schemas/search/search-request.ts';
import { compileFts5Query } from '../../compile-fts5-query.ts';
import { compileTsQuery } from '../compile-tsquery.ts';

const compile = (q: string, extra: Record<string, unknown> = {}) => compileTsQuery(searchRequest.parse({ q, ...extra }));
const queryOf = (q: string, extra: Record<string, unknown> = {}) => compile(q, extra).match?.query;

describe('compileTsQuery', () => {
  it('looks for a word as the analyser indexed it, a longer one in fuzzy search', () => {
    expect(queryOf('Pollinat')).toBe("'pollinat':*");
    expect(queryOf('pollinat', { precise: 1 })).toBe("'pollinat'");
    // One letter would match half the index: never a prefix.
    expect(queryOf('x')).toBe("'x'");
  });

  it('looks for a CJK run as the phrase of its bigrams, in fuzzy search also for its words apart', () => {
    expect(queryOf('光纤')).toBe("'光纤'");
    expect(queryOf('超构表面', { precise: 1 })).toBe("('超构' <-> '构表' <-> '表面')");
    expect(queryOf('超构表面')).toBe("(('超构' <-> '构表' <-> '表面') | ('超构' & '表面'))");
    expect(queryOf('"光纤激光"')).toBe("('光纤' <-> '纤激' <-> '激光')");
    // A lone character starts a bigram or ends a run.
    expect(queryOf('光')).toBe("'光':*");
    expect(queryOf('OCT色散补偿')).toBe("(('oct':* <-> '色散' <-> '散补' <-> '补偿') | ('oct':* & '色散' & '补偿'))");
  });

  it('compiles AND, OR, NOT and groups', () => {
    expect(queryOf('(a OR b) AND c')).toBe("(('a' | 'b') & 'c')");
    expect(queryOf('光纤 NOT 放大器')).toBe("('光纤' & !(('放大' <-> '大器')))");
    expect(queryOf('超构 OR 量子点', { precise: 1 })).toBe("('超构' | ('量子' <-> '子点'))");
  });

  it('scopes a title, keyword or author term to its weight class, with nothing to check', () => {
    const compiled = compile('title:成像 NOT author:叶知秋');
    expect(compiled.match).toMatchObject({ query: "('成像':A & !(('叶知':C <-> '知秋':C)))", check: null });
    expect(compiled.terms).toEqual(['成像']);
    expect(queryOf('keyword:锁模')).toBe("'锁模':B");
    expect(queryOf('叶知秋', { field: 'authors_tic' })).toBe("('叶知':C <-> '知秋':C)");
  });

  it('checks a term of a column that shares its class against that column', () => {
    const institution = { whole: [{ text: '北辰', prefix: false }], apart: [] };
    expect(compile('affiliation:北辰', { precise: 1 }).match).toMatchObject({ query: "'北辰':D", check: { type: 'match', query: "'北辰':D", columns: ['institutions'], tokens: institution } });
    expect(compile('10.3788/x', { field: 'doi', precise: 1 }).match?.check).toMatchObject({ type: 'match', query: "('10.3788':D <-> 'x':D)", columns: ['identifiers'] });
    // Fuzzy: the words of a CJK run apart, as the whole vector is searched.
    expect(compile('affiliation:北辰大学').match?.check).toMatchObject({
      columns: ['institutions'],
      tokens: { whole: [{ text: '北辰' }, { text: '辰大' }, { text: '大学' }], apart: [[{ text: '北辰' }], [{ text: '大学' }]] },
    });
  });

  it('finds a query of field terms alone by the field vector, each lexeme tagged with its column, exactly', () => {
    expect(compile('title:成像 NOT author:叶知秋').match?.fields).toBe("('t:成像' & !(('a:叶知' <-> 'a:知秋')))");
    expect(compile('keyword:锁模 OR affiliation:北辰', { precise: 1 }).match?.fields).toBe("('k:锁模' | 'i:北辰')");
    expect(compile('北辰', { field: 'authorCompany_tic', precise: 1 }).match?.fields).toBe("'i:北辰'");
    // Fuzzy: a prefix of a tagged lexeme is a prefix of the column's token; a CJK run's words apart, as elsewhere.
    expect(compile('title:photo').match?.fields).toBe("'t:photo':*");
    expect(compile('affiliation:北辰大学').match?.fields).toBe("(('i:北辰' <-> 'i:辰大' <-> 'i:大学') | ('i:北辰' & 'i:大学'))");
    expect(compile("title:o'brien", { precise: 1 }).match?.fields).toBe("'t:o''brien'");
  });

  it('finds a query with a term outside the field columns by the search vector', () => {
    for (const q of ['title:成像 AND 激光', '成像', 'abstract:激光', 'title:成像 NOT abstract:激光']) expect(compile(q).match?.fields, q).toBeNull();
    expect(compile('10.3788/x', { field: 'doi' }).match?.fields).toBeNull();
  });

  it('leaves a negated column term out of what the index looks for, and has the check exclude it', () => {
    expect(compile('光纤 NOT abstract:激光').match).toEqual({
      query: "'光纤'",
      fields: null,
      exact: false,
      check: {
        type: 'and',
        children: [
          { type: 'match', query: "'光纤'" },
          { type: 'not', child: { type: 'match', query: "'激光':D", columns: ['summary'], tokens: { whole: [{ text: '激光', prefix: false }], apart: [] } } },
        ],
      },
    });
  });

  it('says when the index finds exactly the hits: no phrase, weight class or column to check', () => {
    const exact = (q: string, extra: Record<string, unknown> = {}) => compile(q, extra).match?.exact;
    for (const q of ['光纤', '光', 'laser', 'deep learning', '成像 OR 显示', '激光 NOT 光纤', '超构表面', 'title:成像', 'author:Natarajan'])
      expect(exact(q), q).toBe(true);
    // A phrase needs positions, which the index does not keep; a weight class or a column is checked on the row.
    for (const q of ['"神经网络"', '"optical coherence tomography"', '光纤 NOT "放大器"', 'abstract:激光', '光纤 NOT abstract:激光'])
      expect(exact(q), q).toBe(false);
    expect(exact('超构表面', { precise: 1 })).toBe(false);
    expect(exact('成像', { field: 'title' })).toBe(true);
    expect(exact("'<->':A", {})).toBe(true);
  });

  it('quotes every lexeme, so no input is tsquery syntax', () => {
    expect(queryOf("o'brien")).toBe("'o''brien':*");
    expect(queryOf('a:b & c | !d <-> e')).toBe("('a:b' & 'c' & 'd' & 'e')");
    for (const q of ["'; DROP TABLE article; --", 'NEAR(a b) title:* ^x {a b}: c', 'x\\y:*']) {
      const query = queryOf(q) ?? '';
      // Outside quoted lexemes only operators, parentheses, spaces and lexeme flags.
      expect(query.replace(/'(?:[^']|'')*'/g, 'L'), q).toMatch(/^[L()&|!<\->:*ABCD ]*$/);
    }
  });

  it('cuts a token to the characters the vector keeps, as the index does', () => {
    expect(queryOf('x'.repeat(10_000), { precise: 1 })).toBe(`'${'x'.repeat(500)}'`);
  });

  it('finds nothing to search where FTS5 finds nothing, with the same repairs', () => {
    for (const q of ['NOT', 'laser AND', '((光纤', '光纤 "激光', '', '!!!', 'title:', 'a NOT b NOT c']) {
      const fts5 = compileFts5Query(searchRequest.parse({ q }));
      const postgres = compile(q);
      expect(postgres.match === null, q).toBe(fts5.match === null);
      expect(postgres.problems, q).toEqual(fts5.problems);
      expect(postgres.terms, q).toEqual(fts5.terms);
    }
  });
});
