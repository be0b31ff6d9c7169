import { describe, expect, it } from 'vitest';
import { maxQueryDepth, maxQueryProblems, maxQueryWords } from '../limits.ts';
import { parseQuery, withDefaultField, type ParseQueryOptions, type QueryNode } from '../parse-query.ts';
import { noticeText } from '../../search-notices.ts';

/** The parse with its problems worded as an English reader reads them. */
function parse(q: string, options?: ParseQueryOptions) {
  const parsed = parseQuery(q, options);
  return { ...parsed, problems: parsed.problems.map(({ notice, position }) => ({ message: noticeText(notice, 'en'), position })) };
}
const word = (text: string, field?: string): QueryNode => ({ type: 'term', text, phrase: false, ...(field ? { field } : {}) });
const phrase = (text: string, field?: string): QueryNode => ({ type: 'term', text, phrase: true, ...(field ? { field } : {}) });
const and = (...children: QueryNode[]): QueryNode => ({ type: 'and', children });
const or = (...children: QueryNode[]): QueryNode => ({ type: 'or', children });
const not = (child: QueryNode): QueryNode => ({ type: 'not', child });

function parsed(q: string): QueryNode | null {
  const { node, problems } = parse(q);
  expect(problems).toEqual([]);
  return node;
}

describe('parseQuery reads the spec §5 syntax', () => {
  it('reads words, and a query without operators as AND', () => {
    expect(parsed('超构表面')).toEqual(word('超构表面'));
    expect(parsed('metasurface  achromatic\tdeflector')).toEqual(and(word('metasurface'), word('achromatic'), word('deflector')));
    expect(parsed('a AND b')).toEqual(and(word('a'), word('b')));
  });

  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    expect(parsed('a b OR c')).toEqual(or(and(word('a'), word('b')), word('c')));
    expect(parsed('a OR b AND c')).toEqual(or(word('a'), and(word('b'), word('c'))));
    expect(parsed('a OR b NOT c')).toEqual(or(word('a'), and(word('b'), not(word('c')))));
    expect(parsed('a NOT b OR c')).toEqual(or(and(word('a'), not(word('b'))), word('c')));
    expect(parsed('a AND NOT b')).toEqual(and(word('a'), not(word('b'))));
  });

  it('groups with parentheses', () => {
    expect(parsed('(a OR b) c')).toEqual(and(or(word('a'), word('b')), word('c')));
    expect(parsed('a NOT (b OR c)')).toEqual(and(word('a'), not(or(word('b'), word('c')))));
    expect(parsed('((((a))))')).toEqual(word('a'));
    expect(parsed('a AND(b OR c)')).toEqual(and(word('a'), or(word('b'), word('c'))));
  });

  it('reads quoted phrases, with ASCII, full-width or Chinese quotes', () => {
    expect(parsed('"achromatic metasurface" deflector')).toEqual(and(phrase('achromatic metasurface'), word('deflector')));
    expect(parsed('“超构 表面” OR ＂消色差＂')).toEqual(or(phrase('超构 表面'), phrase('消色差')));
    expect(parsed('"a AND b OR (c)"')).toEqual(phrase('a AND b OR (c)'));
  });

  it('takes operators in capitals only; lower case they are words', () => {
    expect(parsed('salt and pepper or not')).toEqual(and(word('salt'), word('and'), word('pepper'), word('or'), word('not')));
    expect(parsed('Not And')).toEqual(and(word('Not'), word('And')));
  });

  it('reads a parenthesised negation as part of the AND around it', () => {
    expect(parsed('a (NOT b)')).toEqual(and(word('a'), not(word('b'))));
  });

  it('cancels a double negation', () => {
    expect(parsed('NOT NOT a')).toEqual(word('a'));
    expect(parsed('a NOT (NOT b)')).toEqual(and(word('a'), word('b')));
  });

  it('scopes words, phrases and groups to a spec §3 search field', () => {
    expect(parsed('resName_tic:超构 doi:10.1364/OL.1:2')).toEqual(and(word('超构', 'resName_tic'), word('10.1364/OL.1:2', 'doi')));
    expect(parsed('authors_tic:"张 三"')).toEqual(phrase('张 三', 'authors_tic'));
    expect(parsed('authors_tic:(张三 OR keyword_tic:李四) x')).toEqual(
      and(or(word('张三', 'authors_tic'), word('李四', 'keyword_tic')), word('x')),
    );
    expect(parsed('resName_tic:AND')).toEqual(word('AND', 'resName_tic'));
  });

  it('reads any other colon as text', () => {
    expect(parsed('title:x foo:bar :x')).toEqual(and(word('title:x'), word('foo:bar'), word(':x')));
    expect(parse('title:x', { fields: ['title'] }).node).toEqual(word('x', 'title'));
  });

  it('reads field names in any case, and a field name followed by spaces as scoping the next word', () => {
    expect(parsed('Resname_tic:y DOI: 10.1364/OL.1')).toEqual(and(word('y', 'resName_tic'), word('10.1364/OL.1', 'doi')));
    expect(parsed('authors_tic:  "张 三" resName_tic: (a OR b)')).toEqual(and(phrase('张 三', 'authors_tic'), or(word('a', 'resName_tic'), word('b', 'resName_tic'))));
  });

  it('reads a DOI pasted as its address as the DOI', () => {
    expect(parsed('https://doi.org/10.7554/eLife.02043 doi:http://dx.doi.org/10.1/x')).toEqual(and(word('10.7554/eLife.02043'), word('10.1/x', 'doi')));
    expect(parsed('https://doi.org/about')).toEqual(word('https://doi.org/about'));
  });

  it('keeps FTS5 and SQL syntax characters as text', () => {
    expect(parsed(`a* ^b c:d NEAR(e f) -g 'h'; --i`)).toEqual(
      and(word('a*'), word('^b'), word('c:d'), word('NEAR'), word('e'), word('f'), word('-g'), word("'h';"), word('--i')),
    );
  });
});

describe('parseQuery on malformed queries', () => {
  it('runs an unclosed phrase to the end of the query', () => {
    expect(parse('x "超构 表面')).toEqual({
      node: and(word('x'), phrase('超构 表面')),
      problems: [{ message: 'A closing quote is missing; the phrase runs to the end of the query.', position: 2 }],
    });
    expect(parse('x "').problems).toEqual([{ message: 'A closing quote is missing; the phrase runs to the end of the query.', position: 2 }]);
    expect(parse('x "').node).toEqual(word('x'));
  });

  it('ignores empty quotes and empty parentheses', () => {
    expect(parse('"" x')).toEqual({ node: word('x'), problems: [{ message: 'An empty pair of quotes is ignored.', position: 0 }] });
    expect(parse('x ( )')).toEqual({ node: word('x'), problems: [{ message: 'Empty parentheses are ignored.', position: 2 }] });
  });

  it('drops a lone or dangling operator', () => {
    const andProblem = 'AND needs a word on each side; it is ignored.';
    const orProblem = 'OR needs a word on each side; it is ignored.';
    const notProblem = 'NOT needs a word after it; it is ignored.';
    expect(parse('AND')).toEqual({ node: null, problems: [{ message: andProblem, position: 0 }] });
    expect(parse('OR')).toEqual({ node: null, problems: [{ message: orProblem, position: 0 }] });
    expect(parse('NOT')).toEqual({ node: null, problems: [{ message: notProblem, position: 0 }] });
    expect(parse('a AND')).toEqual({ node: word('a'), problems: [{ message: andProblem, position: 2 }] });
    expect(parse('OR b')).toEqual({ node: word('b'), problems: [{ message: orProblem, position: 0 }] });
    expect(parse('a OR OR b')).toEqual({ node: or(word('a'), word('b')), problems: [{ message: orProblem, position: 2 }] });
    expect(parse('a AND OR b')).toEqual({ node: or(word('a'), word('b')), problems: [{ message: andProblem, position: 2 }] });
    expect(parse('a NOT')).toEqual({ node: word('a'), problems: [{ message: notProblem, position: 2 }] });
    expect(parse('(a OR) b')).toEqual({ node: and(word('a'), word('b')), problems: [{ message: orProblem, position: 3 }] });
  });

  it('refuses a query that only excludes', () => {
    const message = 'NOT can only exclude words from a search for other words (as in a NOT b); the excluded part is ignored.';
    expect(parse('NOT x')).toEqual({ node: null, problems: [{ message, position: 0 }] });
    expect(parse('NOT x NOT y')).toEqual({ node: null, problems: [{ message, position: 0 }, { message, position: 6 }] });
    expect(parse('a OR NOT b')).toEqual({ node: word('a'), problems: [{ message, position: 5 }] });
    expect(parse('a NOT (b OR NOT c)')).toEqual({ node: and(word('a'), not(word('b'))), problems: [{ message, position: 12 }] });
  });

  it('closes unclosed parentheses at the end and ignores stray closing ones', () => {
    expect(parse('(a OR b')).toEqual({
      node: or(word('a'), word('b')),
      problems: [{ message: 'A parenthesis is not closed; it is closed at the end of the query.', position: 0 }],
    });
    expect(parse('a) OR b)')).toEqual({
      node: or(word('a'), word('b')),
      problems: [
        { message: 'A closing parenthesis has no opening one; it is ignored.', position: 1 },
        { message: 'A closing parenthesis has no opening one; it is ignored.', position: 7 },
      ],
    });
  });

  it(`ignores parentheses nested deeper than ${maxQueryDepth}`, () => {
    const depth = 40;
    const { node, problems } = parse(`${'('.repeat(depth)}a OR b${')'.repeat(depth)} c`);
    expect(node).toEqual(and(or(word('a'), word('b')), word('c')));
    expect(problems).toEqual([{ message: `Parentheses are nested more than ${maxQueryDepth} deep; the deeper ones are ignored.`, position: maxQueryDepth }]);
    const unclosed = parse('('.repeat(10_000));
    expect(unclosed.node).toBeNull();
  });

  it(`reports the first ${maxQueryProblems} problems`, () => {
    const { node, problems } = parse(`a${')'.repeat(50)}`);
    expect(node).toEqual(word('a'));
    expect(problems.map((problem) => problem.position)).toEqual(Array.from({ length: maxQueryProblems }, (_, index) => index + 1));
  });

  it('drops a field name with nothing after it', () => {
    expect(parse('x resName_tic:')).toEqual({
      node: word('x'),
      problems: [{ message: 'The field resName_tic: has nothing after it; it is ignored.', position: 2 }],
    });
    expect(parse('resName_tic: OR x')).toMatchObject({ problems: [{ message: 'The field resName_tic: has nothing after it; it is ignored.', position: 0 }, { position: 13 }] });
  });

  it('removes control and invisible characters, reporting positions in the query as typed', () => {
    expect(parse('x\u0000y \u200bAND\u0007 "a\u0001b')).toEqual({
      node: and(word('xy'), phrase('ab')),
      problems: [{ message: 'A closing quote is missing; the phrase runs to the end of the query.', position: 10 }],
    });
    expect(parse('\u0000\u0001\u200b')).toEqual({ node: null, problems: [] });
    expect(parse('')).toEqual({ node: null, problems: [] });
  });

  it(`reads at most ${maxQueryWords} words`, () => {
    const words = Array.from({ length: maxQueryWords + 20 }, (_, index) => `w${index}`);
    const q = `${words.join(' ')} "unclosed`;
    const { node, problems } = parse(q);
    expect(node).toEqual(and(...words.slice(0, maxQueryWords).map((text) => word(text))));
    expect(problems).toEqual([
      { message: `The query has more than ${maxQueryWords} words; only the first ${maxQueryWords} are searched.`, position: q.indexOf(`w${maxQueryWords} `) },
    ]);
  });

  it('reads a 10,000-character query quickly', () => {
    const pieces = ['a', 'OR', 'AND', 'NOT', '(', ')', '"', '超构', 'x:y', '*', '\u0000', ' ', ' ', ' '];
    let q = '';
    for (let index = 0; q.length < 10_000; index++) q += pieces[(index * 7919) % pieces.length];
    const started = performance.now();
    for (let round = 0; round < 10; round++) parse(q);
    expect((performance.now() - started) / 10).toBeLessThan(200);
    const started100k = performance.now();
    parse(q.repeat(10));
    expect(performance.now() - started100k).toBeLessThan(2000);
  });
});

describe('withDefaultField', () => {
  it('gives a field to the terms that name none', () => {
    const node = parsed('a OR (resName_tic:b NOT c)') as QueryNode;
    expect(withDefaultField(node, 'summary_tic')).toEqual(
      or(word('a', 'summary_tic'), and(word('b', 'resName_tic'), not(word('c', 'summary_tic')))),
    );
  });
});
