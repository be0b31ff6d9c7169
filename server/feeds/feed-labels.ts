import type { Period } from '../../schemas/period.ts';

/** Feed texts in the two languages content comes in (the UI's other languages read the English, as pages do). */
export type FeedLanguage = 'zh' | 'en';

/** Content text in the feed's language, else its twin: the Chinese field on zh, the English one otherwise. */
export function inLanguage(zh: string, en: string, language: FeedLanguage): string {
  const [first, second] = language === 'zh' ? [zh, en] : [en, zh];
  return first.trim() === '' ? second : first;
}

/** An issue as its table of contents names it: its own title, else "2025, Vol. 45, No. 10" (zh "2025年 第45卷 第10期"). */
export function issueName(period: Period, language: FeedLanguage): string {
  const own = inLanguage(period.title, period.enTitle, language).trim();
  if (own !== '') return own;
  const volume = period.periods.trim();
  if (language === 'zh') return volume === '' ? `${period.year}年 第${period.issue}期` : `${period.year}年 第${volume}卷 第${period.issue}期`;
  return volume === '' ? `${period.year}, No. ${period.issue}` : `${period.year}, Vol. ${volume}, No. ${period.issue}`;
}

/** The names of the current-issue and rolling feeds (the UI catalogues' words for the same lists). */
export const feedNames = {
  zh: { currentIssue: '当期目录', onlineFirst: '网络首发', news: '新闻动态' },
  en: { currentIssue: 'Current issue', onlineFirst: 'Online first', news: 'News' },
} as const satisfies Record<FeedLanguage, Record<string, string>>;

/** BCP 47 tags for the feeds' `language` (RSS) and `xml:lang`. */
export const feedLanguageTags = { zh: 'zh-CN', en: 'en' } as const satisfies Record<FeedLanguage, string>;
