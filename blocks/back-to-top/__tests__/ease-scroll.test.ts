import { describe, expect, it } from 'vitest';
import { easeInOut, scrollPositionAt } from '../ease-scroll.ts';

describe('back-to-top easing', () => {
  it('starts and ends slowly and reaches the top at 500 ms', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(scrollPositionAt(1000, 0)).toBe(1000);
    expect(scrollPositionAt(1000, 250)).toBe(500);
    expect(scrollPositionAt(1000, 500)).toBe(0);
    expect(scrollPositionAt(1000, 800)).toBe(0);
  });
});
