import { describe, expect, it } from 'vitest';
import { hotWordOf } from '../record-search-term.ts';

describe('which searches become hot words', () => {
  it('keeps plain words, spaces tidied and Latin letters in one case', () => {
    expect(hotWordOf('  Climate   Change ')).toBe('climate change');
    expect(hotWordOf('自适应光学')).toBe('自适应光学');
    expect(hotWordOf('CRISPR-Cas9')).toBe('crispr-cas9');
  });

  it('leaves out field syntax, operators, quotes, markup and long or empty queries', () => {
    for (const query of ['', '   ', 'title:(drought)', '"exact phrase"', 'bees AND wasps', '<script>alert(1)</script>', 'a'.repeat(41), 'one two three four five six']) {
      expect(hotWordOf(query), query).toBeUndefined();
    }
  });
});
