import { describe, expect, it } from 'vitest';
import { mergePageHeads, type HeadElement } from '../page-head.ts';

describe('mergePageHeads', () => {
  const periodical: HeadElement = { tag: 'json-ld', data: { '@type': 'Periodical', name: 'Optics Frontier' } };
  const author = (name: string): HeadElement => ({ tag: 'meta', name: 'citation_author', content: name });

  it('keeps one of identical JSON-LD items (two blocks of a page describing the same journal)', () => {
    const merged = mergePageHeads([{ title: 'Home', elements: [periodical] }, { elements: [{ tag: 'json-ld', data: { '@type': 'Periodical', name: 'Optics Frontier' } }] }]);
    expect(merged).toEqual({ title: 'Home', canonicalLanguage: undefined, elements: [periodical] });
  });

  it('keeps JSON-LD items that differ, and every other element as it came (two authors of one name)', () => {
    const other: HeadElement = { tag: 'json-ld', data: { '@type': 'Periodical', name: 'Open Ecology' } };
    expect(mergePageHeads([{ elements: [periodical, author('Li, Wei')] }, { elements: [other, author('Li, Wei')] }]).elements).toEqual([periodical, author('Li, Wei'), other, author('Li, Wei')]);
  });
});
