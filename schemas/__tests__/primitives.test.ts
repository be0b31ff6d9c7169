import { describe, expect, it } from 'vitest';
import { cssColor, flag, flagOff, flagOn, isoDate, linkUrl, numericId } from '../primitives.ts';

describe('flag', () => {
  it.each([
    [1, true],
    ['1', true],
    [true, true],
    [0, false],
    ['0', false],
    [false, false],
    [2, false],
    ['true', false],
    [null, false],
  ])('reads %j as %s (true only when equal to 1)', (input, expected) => {
    expect(flag.parse(input)).toBe(expected);
  });

  it('defaults when absent', () => {
    expect(flagOff.parse(undefined)).toBe(false);
    expect(flagOn.parse(undefined)).toBe(true);
  });
});

describe('numericId', () => {
  it('accepts numbers and digit strings', () => {
    expect(numericId.parse(42)).toBe(42);
    expect(numericId.parse('42')).toBe(42);
  });
  it.each(['abc', '-1', '1.5', '9007199254740993', '1'.repeat(5000), -3, 1.5, 2 ** 60])('rejects %j rather than rounding it', (input) => {
    expect(numericId.safeParse(input).error?.issues[0]?.message).toBe('must be a whole number of at most 15 digits');
  });
});

describe('linkUrl', () => {
  it.each(['https://example.org/x', '/optics/info/1/', '', 'mailto:editor@example.org', '#top'])('accepts %j', (url) => {
    expect(linkUrl.parse(url)).toBe(url);
  });
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>', 'vbscript:x'])('rejects %j', (url) => {
    expect(linkUrl.safeParse(url).success).toBe(false);
  });
});

describe('cssColor', () => {
  it.each(['#1a73e8', '#fff', 'rgba(0, 0, 0, 0.5)', 'hsl(200, 50%, 40%)'])('accepts %j', (colour) => {
    expect(cssColor.safeParse(colour).success).toBe(true);
  });
  it.each(['red; background: url(x)', 'expression(alert(1))', '#12345g', ''])('rejects %j', (colour) => {
    expect(cssColor.safeParse(colour).success).toBe(false);
  });
});

describe('isoDate', () => {
  it('accepts YYYY-MM-DD and empty', () => {
    expect(isoDate.parse('2026-02-28')).toBe('2026-02-28');
    expect(isoDate.parse(undefined)).toBe('');
  });
  it.each(['2026-2-28', '28/02/2026', '2026-13-01'])('rejects %j', (date) => {
    expect(isoDate.safeParse(date).error?.issues[0]?.message).toBe('must be a date written YYYY-MM-DD');
  });
});
