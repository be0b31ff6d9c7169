import { describe, expect, it } from 'vitest';
import { anyOfQuery, questionTerms } from '../question-terms.ts';

describe('questionTerms', () => {
  it('leaves out the words a question is phrased with, and repeats', () => {
    expect(questionTerms(['what', 'is', 'known', 'about', 'metasurfaces', 'and', 'metasurfaces'])).toEqual(['metasurfaces']);
    expect(questionTerms(['超构', '表面', '有', '哪些', '应用'])).toEqual(['超构', '表面', '应用']);
  });

  it('searches a question of nothing but such words as it is', () => {
    expect(questionTerms(['what', 'is', 'this'])).toEqual(['what', 'is', 'this']);
  });

  it('keeps at most 16 terms', () => {
    expect(questionTerms(Array.from({ length: 40 }, (_, i) => `term${i}`))).toHaveLength(16);
  });
});

describe('anyOfQuery', () => {
  it('joins terms with OR and quotes any that are not plain letters and digits', () => {
    expect(anyOfQuery(['lidar', '10.7554', 'a"b', 'co2'])).toBe('lidar OR "10.7554" OR "a b" OR co2');
  });
});
