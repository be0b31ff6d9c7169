import { describe, expect, it } from 'vitest';
import { indexText } from '../../analyzer.ts';
import { analyseAhead } from '../analysed-ahead.ts';

describe('analyseAhead', () => {
  it('answers each text with words once, with the terms the index would write for it', () => {
    const texts = ['Figure 1 Café Ölmühle', '', '  ', '超构表面全息显示', 'Figure 1 Café Ölmühle'];
    expect(analyseAhead(texts)).toEqual([
      ['Figure 1 Café Ölmühle', indexText('Figure 1 Café Ölmühle')],
      ['超构表面全息显示', indexText('超构表面全息显示')],
    ]);
  });
});
