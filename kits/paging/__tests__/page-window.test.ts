import { describe, expect, it } from 'vitest';
import { pageWindow } from '../page-window.ts';

describe('pageWindow', () => {
  it('offers the first, the last and two either side of the current page, with gaps', () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(10, 50)).toEqual([0, 'gap', 8, 9, 10, 11, 12, 'gap', 49]);
    expect(pageWindow(3, 50)).toEqual([0, 1, 2, 3, 4, 5, 'gap', 49]);
    expect(pageWindow(49, 50)).toEqual([0, 'gap', 47, 48, 49]);
  });
});
