import { describe, expect, it } from 'vitest';
import { translatorPlacement } from '../translator-placement.ts';

describe('translatorPlacement (spec §9: 250 px)', () => {
  it('opens above an anchor with 250 px or more above it, below one nearer the top', () => {
    expect(translatorPlacement({ top: 250, left: 600 })).toBe('top-end');
    expect(translatorPlacement({ top: 249, left: 600 })).toBe('bottom-end');
  });

  it('ends at an anchor with 250 px or more to its left, starts at one nearer the left edge', () => {
    expect(translatorPlacement({ top: 400, left: 250 })).toBe('top-end');
    expect(translatorPlacement({ top: 400, left: 249 })).toBe('top-start');
    expect(translatorPlacement({ top: 10, left: 10 })).toBe('bottom-start');
  });
});
