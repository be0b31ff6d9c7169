import { describe, expect, it } from 'vitest';
import { clipForTranslation } from '../clip-for-translation.ts';

describe('clipForTranslation', () => {
  it('keeps text within the limit as it is', () => {
    expect(clipForTranslation('short text', 20)).toEqual({ text: 'short text', clipped: false });
  });

  it('cuts longer text at the last break before the limit', () => {
    expect(clipForTranslation('one two three four', 12)).toEqual({ text: 'one two', clipped: true });
    expect(clipForTranslation('a'.repeat(30), 10)).toEqual({ text: 'a'.repeat(10), clipped: true });
  });
});
