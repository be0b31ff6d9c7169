import { describe, expect, it } from 'vitest';
import { advancedRowParams, advancedRowsFromQuery, composeAdvancedQuery, maxAdvancedRows, type AdvancedRow } from '../advanced-query.ts';

const row = (field: string, term: string, operator: AdvancedRow['operator'] = 'AND'): AdvancedRow => ({ operator, field, term });

describe('composeAdvancedQuery (spec §5 syntax)', () => {
  it('scopes each term to its field and joins the rows with their operators', () => {
    expect(composeAdvancedQuery([row('authors_tic', '"Zhang San"'), row('resName_tic', 'laser')])).toBe('authors_tic:"Zhang San" AND resName_tic:laser');
    expect(composeAdvancedQuery([row('resName_tic', '成像'), row('authors_tic', '陈思远', 'OR')])).toBe('resName_tic:成像 OR authors_tic:陈思远');
    expect(composeAdvancedQuery([row('', '光纤'), row('keyword_tic', '放大器', 'NOT')])).toBe('光纤 NOT keyword_tic:放大器');
  });

  it('reads the rows top to bottom: an OR above an AND is grouped first', () => {
    expect(composeAdvancedQuery([row('', 'a'), row('', 'b', 'OR'), row('', 'c')])).toBe('(a OR b) AND c');
    expect(composeAdvancedQuery([row('', 'a'), row('', 'b', 'OR'), row('', 'c', 'NOT')])).toBe('(a OR b) NOT c');
    expect(composeAdvancedQuery([row('', 'a'), row('', 'b'), row('', 'c', 'OR')])).toBe('a AND b OR c');
  });

  it('keeps several words of a row together, and a term in quotes as a phrase', () => {
    expect(composeAdvancedQuery([row('resName_tic', 'fiber  laser')])).toBe('resName_tic:(fiber laser)');
    expect(composeAdvancedQuery([row('', 'fiber laser')])).toBe('fiber laser');
    expect(composeAdvancedQuery([row('', 'fiber laser'), row('', 'pulsed amplifier', 'NOT')])).toBe('(fiber laser) NOT (pulsed amplifier)');
    expect(composeAdvancedQuery([row('summary_tic', '“相干 层析”')])).toBe('summary_tic:"相干 层析"');
  });

  it('leaves out empty rows and the first row’s operator, but keeps a first NOT', () => {
    expect(composeAdvancedQuery([row('', '  '), row('resName_tic', 'laser', 'OR')])).toBe('resName_tic:laser');
    expect(composeAdvancedQuery([row('', ''), row('', 'laser', 'NOT')])).toBe('NOT laser');
    expect(composeAdvancedQuery([row('resName_tic', 'x', 'NOT')])).toBe('resName_tic:x');
    expect(composeAdvancedQuery([])).toBe('');
    expect(composeAdvancedQuery([row('doi', '"" ()')])).toBe('');
  });

  it('drops what would change the syntax: stray quotes, parentheses, a field that is not a field name', () => {
    expect(composeAdvancedQuery([row('resName_tic', 'a"b (c')])).toBe('resName_tic:(a b c)');
    expect(composeAdvancedQuery([row('x:(', 'laser'), row('resName_tic OR', 'maser')])).toBe('laser AND maser');
  });
});

describe('advanced rows in a URL', () => {
  it('round-trips through f1, t1, o2 …', () => {
    const rows = [row('authors_tic', '陈思远'), row('resName_tic', '成像', 'OR'), row('', 'x', 'NOT')];
    const params = advancedRowParams(rows);
    expect(params).toEqual([['f1', 'authors_tic'], ['t1', '陈思远'], ['o2', 'OR'], ['f2', 'resName_tic'], ['t2', '成像'], ['o3', 'NOT'], ['f3', ''], ['t3', 'x']]);
    expect(advancedRowsFromQuery(Object.fromEntries(params))).toEqual(rows);
  });

  it('reads an unknown operator as AND and stops at the last row the builder offers', () => {
    expect(advancedRowsFromQuery({ t1: 'a', o2: 'XOR', t2: 'b' })).toEqual([row('', 'a'), row('', 'b')]);
    const many = Object.fromEntries(Array.from({ length: maxAdvancedRows + 2 }, (_, index) => [`t${index + 1}`, `w${index}`]));
    expect(advancedRowsFromQuery(many)).toHaveLength(maxAdvancedRows);
  });
});
