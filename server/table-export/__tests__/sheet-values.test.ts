import { describe, expect, it } from 'vitest';
import { mathmlText } from '../cell-text.ts';
import { maxCellText, sheetText, sheetValue } from '../cell-value.ts';
import { sheetNames } from '../sheet-names.ts';

describe('sheet names', () => {
  it('are cut to 31 characters without splitting one, numbered when there are several', () => {
    const long = 'Supplementary table 12 — comparison of all measured traits';
    expect(sheetNames(long, 1)).toEqual(['Supplementary table 12 — compar']);
    expect(sheetNames(long, 2)).toEqual(['Supplementary table 12 — co (1)', 'Supplementary table 12 — co (2)']);
    expect(sheetNames('表'.repeat(40), 1)[0]).toHaveLength(31);
    expect(sheetNames('😀'.repeat(20), 1)[0]).toBe('😀'.repeat(15));
  });

  it('never hold what Excel refuses: forbidden characters, apostrophes at the ends, empty, History', () => {
    expect(sheetNames("'Table: A/B'", 1)).toEqual(['Table A B']);
    expect(sheetNames(' :*? ', 1)).toEqual(['Table']);
    expect(sheetNames('History', 1)).toEqual(['Table']);
    expect(sheetNames(`${'x'.repeat(30)}'y`, 1)).toEqual(['x'.repeat(30)]);
  });
});

describe('cell values', () => {
  it('are numbers only for plain decimal numbers, keeping the printed decimals', () => {
    expect(sheetValue('42')).toEqual({ value: 42 });
    expect(sheetValue('0.050')).toEqual({ value: 0.05, numFmt: '0.000' });
    expect(sheetValue('−1.5')).toEqual({ value: -1.5, numFmt: '0.0' });
    for (const text of ['-0.00', '1,234', '12%', '007', '1e5', '+3', '12 ± 3', '.5', '5.', '<0.05', '1234567890123456', 'NaN', '']) {
      expect(sheetValue(text)).toEqual({ value: text });
    }
  });

  it('hold no control characters and no more than Excel allows', () => {
    expect(sheetText('a\u0001b\tc\nd')).toBe('ab\tc\nd');
    expect(sheetText('x'.repeat(maxCellText + 10))).toHaveLength(maxCellText);
  });

  it('read formulas as their MathML characters', () => {
    expect(mathmlText('<math><mi>α</mi><mo>&lt;</mo><mn>0.05</mn><annotation encoding="TeX">\\alpha</annotation></math>')).toBe('α<0.05');
    expect(mathmlText('<math><mi>&#x3B2;</mi><mo>&amp;</mo><mi>&#947;</mi></math>')).toBe('β&γ');
  });
});
