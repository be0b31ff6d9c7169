import { describe, expect, it } from 'vitest';
import { languageSegments } from '../../../schemas/language-codes.ts';
import { noticeText, searchNoticeTexts, type SearchNoticeCode } from '../search-notices.ts';

const codes = Object.keys(searchNoticeTexts.en) as SearchNoticeCode[];
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('search notices', () => {
  it.each(languageSegments)('are worded in %s for every code, with the same placeholders as in English', (language) => {
    const texts = searchNoticeTexts[language];
    expect(Object.keys(texts).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect(texts[code].trim(), `${language} ${code}`).not.toBe('');
      expect(placeholders(texts[code]), `${language} ${code}`).toEqual(placeholders(searchNoticeTexts.en[code]));
      if (language !== 'en') expect(texts[code], `${language} ${code}`).not.toBe(searchNoticeTexts.en[code]);
    }
  });

  it('fills in the limits and the values, a value as written', () => {
    expect(noticeText({ code: 'tooManyWords' }, 'en')).toBe('The query has more than 100 words; only the first 100 are searched.');
    expect(noticeText({ code: 'unknownField', values: { field: '$& {{field}}' } }, 'en')).toBe('Unknown search field "$& {{field}}": all fields were searched.');
    expect(noticeText({ code: 'unknownSubPool', values: { subPool: '期刊' } }, 'zh')).toBe('“期刊”不是本站的子库，已检索全部资源。');
  });
});
