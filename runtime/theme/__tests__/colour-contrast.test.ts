import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, parseCssColour, toHex } from '../colour-contrast.ts';

const colour = (text: string) => parseCssColour(text)!;
const white = colour('#ffffff');

describe('WCAG contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio(colour('#000'), white)).toBeCloseTo(21, 5);
    expect(contrastRatio(colour('#1a5fb4'), colour('#1a5fb4'))).toBeCloseTo(1, 5);
  });

  it('matches published values: #767676 is the lightest grey with 4.5:1 on white, #777777 falls just short', () => {
    expect(contrastRatio(colour('#767676'), white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour('#777777'), white)).toBeLessThan(4.5);
    expect(contrastRatio(colour('#777777'), white)).toBeCloseTo(4.48, 2);
  });

  it('is symmetric: white on a colour is that colour on white', () => {
    expect(contrastRatio(white, colour('#c25b00'))).toBeCloseTo(contrastRatio(colour('#c25b00'), white), 10);
  });

  it('paints a translucent colour over its background first', () => {
    const halfBlack = colour('rgba(0, 0, 0, 0.5)');
    expect(contrastRatio(halfBlack, white)).toBeCloseTo(contrastRatio(composite(halfBlack, white), white), 10);
    expect(toHex(composite(halfBlack, white))).toBe('#808080');
  });
});

describe('reading theme colours', () => {
  it.each([
    ['#fff', '#ffffff'],
    ['#1A5FB4', '#1a5fb4'],
    ['#1a5fb480', '#1a5fb480'],
    ['rgb(26, 95, 180)', '#1a5fb4'],
    ['rgb(100%, 0%, 0%)', '#ff0000'],
    ['hsl(120, 100%, 25%)', '#008000'],
    ['hsla(0, 100%, 50%, 0.5)', '#ff000080'],
  ])('%s is %s', (text, hex) => {
    expect(toHex(colour(text))).toBe(hex);
  });

  it('gives up on what is not a colour it knows (the caller keeps the value)', () => {
    expect(parseCssColour('#12345')).toBeUndefined();
    expect(parseCssColour('rebeccapurple')).toBeUndefined();
  });
});
