import { describe, expect, it } from 'vitest';
import { localized, moduleHeading } from '../localize.ts';
import { listLimit } from '../props.ts';
import { initialTabIndex } from '../initial-tab.ts';

describe('localized content text', () => {
  it('reads the Chinese field on zh pages and the English twin elsewhere', () => {
    expect(localized('标题', 'Title', 'zh')).toEqual({ text: '标题', lang: undefined });
    expect(localized('标题', 'Title', 'en')).toEqual({ text: 'Title', lang: undefined });
  });

  it('marks the language when the text is not in the page language', () => {
    expect(localized('标题', 'Title', 'ru')).toEqual({ text: 'Title', lang: 'en' });
    expect(localized('标题', '', 'en')).toEqual({ text: '标题', lang: 'zh-CN' });
    expect(localized('标题', '  ', 'jp')).toEqual({ text: '标题', lang: 'zh-CN' });
    expect(localized('', 'Title', 'zh')).toEqual({ text: 'Title', lang: 'en' });
  });
});

describe('module headings', () => {
  it("use the module's own name in the page language, else the block's title", () => {
    expect(moduleHeading({ name: '当期目录', enName: 'Current Issue' }, 'zh', 'x')).toBe('当期目录');
    expect(moduleHeading({ name: '当期目录', enName: 'Current Issue' }, 'kor', 'x')).toBe('Current Issue');
    expect(moduleHeading({ name: '当期目录', enName: ' ' }, 'en', 'Current issue')).toBe('Current issue');
    expect(moduleHeading({ name: '', enName: 'Current Issue' }, 'zh', '当期目录')).toBe('当期目录');
  });
});

describe('props helpers', () => {
  it('limits lists to 1-50 items', () => {
    expect(listLimit(6).parse(undefined)).toBe(6);
    expect(listLimit(6).parse('12')).toBe(12);
    expect(listLimit(6).safeParse(0).success).toBe(false);
    expect(listLimit(6).safeParse(2.5).success).toBe(false);
    expect(listLimit(6).safeParse(51).success).toBe(false);
  });

  it('turns a 1-based tab position into an index within the tabs', () => {
    expect(initialTabIndex(1, 3)).toBe(0);
    expect(initialTabIndex(3, 3)).toBe(2);
    expect(initialTabIndex(9, 3)).toBe(2);
  });
});
