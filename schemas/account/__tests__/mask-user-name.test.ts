import { describe, expect, it } from 'vitest';
import { maskUserName } from '../mask-user-name.ts';

describe('maskUserName (spec §5: the four characters before the last four become ****)', () => {
  it('masks a mobile number', () => {
    expect(maskUserName('13812345678')).toBe('138****5678');
  });

  it('masks an e-mail address the same way', () => {
    expect(maskUserName('reader@example.org')).toBe('reader@exa****.org');
  });

  it('masks what there is of a short name, and leaves four characters or fewer alone', () => {
    expect(maskUserName('abcdefgh')).toBe('****efgh');
    expect(maskUserName('abcdef')).toBe('****cdef');
    expect(maskUserName('abcd')).toBe('abcd');
    expect(maskUserName('')).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskUserName('张三李四王五赵六钱七')).toBe('张三****赵六钱七');
  });
});
