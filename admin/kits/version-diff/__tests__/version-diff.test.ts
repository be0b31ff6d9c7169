import { describe, expect, it } from 'vitest';
import { differences, shownValue } from '../version-diff.ts';

describe('differences', () => {
  it('finds each changed field by its path, in objects and lists, and nothing between equal versions', () => {
    const mine = { title: 'A', authors: [{ name: '张三' }, { name: '李四' }], keywords: ['x'], year: 2026 };
    const theirs = { title: 'B', authors: [{ name: '张三' }], keywords: ['x'], year: 2026, doi: '10.1/x' };
    expect(differences(mine, theirs)).toEqual([
      { path: 'title', mine: 'A', theirs: 'B' },
      { path: 'authors.1', mine: { name: '李四' }, theirs: undefined },
      { path: 'doi', mine: undefined, theirs: '10.1/x' },
    ]);
    expect(differences(mine, structuredClone(mine))).toEqual([]);
  });

  it('shows values as an editor reads them', () => {
    expect([shownValue(''), shownValue(null), shownValue('text'), shownValue({ name: 'x' }), shownValue(3)]).toEqual(['—', '—', 'text', '{"name":"x"}', '3']);
  });
});
