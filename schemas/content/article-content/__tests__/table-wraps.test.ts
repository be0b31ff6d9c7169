import { describe, expect, it } from 'vitest';
import { parseJats } from '../../../../server/ingest/jats/parse-jats.ts';
import { minimalJats } from '../../../../server/ingest/__tests__/minimal-jats.ts';
import { findTableWrap, tableHasData, tableWrapKeys, tableWrapsOf } from '../table-wraps.ts';

const row = (text: string) => `<table><tbody><tr><td>${text}</td></tr></tbody></table>`;

/** Tables in a section, a box, the back matter's appendix and a sub-article; two without an id. */
const xml = minimalJats({
  body: `<sec id="s1"><title>One</title>
      <table-wrap id="tbl1"><label>Table 1</label><caption><title>First</title></caption>${row('a')}</table-wrap>
      <table-wrap><label>Table 2</label>${row('b')}</table-wrap>
      <boxed-text id="box1"><p>Boxed.</p><table-wrap id="tbl-box">${row('c')}</table-wrap></boxed-text>
      <table-wrap id="tbl-image"><label>Table 4</label><graphic xlink:href="t4.tif"/></table-wrap>
    </sec>`,
  back: `<app-group><app id="app1"><title>Appendix</title><table-wrap id="app-tbl"><table><tbody><tr/></tbody></table></table-wrap></app></app-group>`,
}).replace(
  '</article>',
  `<sub-article id="sa1" article-type="reply"><front-stub><title-group><article-title>Reply</article-title></title-group></front-stub>
     <body><table-wrap><label>Reply table</label>${row('d')}</table-wrap></body></sub-article></article>`,
);
const content = parseJats(xml);

describe('table-wraps of an article', () => {
  it('are found in document order: body (boxes included), appendices, then sub-articles', () => {
    expect(tableWrapsOf(content).map((table) => table.label || table.id)).toEqual(['Table 1', 'Table 2', 'tbl-box', 'Table 4', 'app-tbl', 'Reply table']);
  });

  it('are keyed by their JATS id, or by #<index> when they have none', () => {
    expect([...tableWrapKeys(content).values()]).toEqual(['tbl1', '#1', 'tbl-box', 'tbl-image', 'app-tbl', '#5']);
  });

  it('are found by either kind of key, and not by a key that names none', () => {
    expect(findTableWrap(content, 'tbl1')?.label).toBe('Table 1');
    expect(findTableWrap(content, 'app-tbl')?.id).toBe('app-tbl');
    expect(findTableWrap(content, '#1')?.label).toBe('Table 2');
    expect(findTableWrap(content, '#5')?.label).toBe('Reply table');
    expect(findTableWrap(content, '#0')?.id).toBe('tbl1');
    expect(findTableWrap(content, '#6')).toBeUndefined();
    expect(findTableWrap(content, 'tbl9')).toBeUndefined();
    expect(findTableWrap(content, '')).toBeUndefined();
    expect(findTableWrap(content, '#-1')).toBeUndefined();
  });

  it('have data only with at least one row holding a cell (not an image, not empty rows)', () => {
    const byKey = (key: string) => findTableWrap(content, key)!;
    expect(tableHasData(byKey('tbl1'))).toBe(true);
    expect(tableHasData(byKey('tbl-image'))).toBe(false);
    expect(tableHasData(byKey('app-tbl'))).toBe(false);
  });
});
