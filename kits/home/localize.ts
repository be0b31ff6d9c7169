import { contentLanguageOf, type LanguageSegment } from '../../schemas/language-codes.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';

/** A piece of content text and, when it is not in the page's language, the language it is written in. */
export type LocalizedText = { text: string; lang: string | undefined };

const bcp47OfContent = { zh: 'zh-CN', en: 'en' } as const;

/**
 * Content text in the page's language: the Chinese field on zh pages, the English twin on every other page, each
 * falling back to the other when blank. `lang` is set when the text shown is not in the page's language (an English
 * title on a Russian page, a Chinese title that has no translation), so screen readers pronounce it correctly.
 */
export function localized(zh: string, en: string, lang: LanguageSegment): LocalizedText {
  const preferred = contentLanguageOf(lang);
  const [first, second] = preferred === 'zh' ? [zh, en] : [en, zh];
  const firstBlank = first.trim() === '';
  const text = firstBlank ? second : first;
  const used = firstBlank && second.trim() !== '' ? (preferred === 'zh' ? 'en' : 'zh') : preferred;
  const tag = bcp47OfContent[used];
  return { text, lang: tag === bcp47Of(lang) ? undefined : tag };
}

/** The text alone, for attributes (alt, aria-label) and joined strings. */
export function localizedString(zh: string, en: string, lang: LanguageSegment): string {
  return localized(zh, en, lang).text;
}

/**
 * A module's heading: its own configured name in the page's language (`name` on zh, `enName` elsewhere), or the
 * block's default title when that is blank.
 */
export function moduleHeading(module: Pick<ModuleDescriptor, 'name' | 'enName'>, lang: LanguageSegment, fallback: string): string {
  const own = contentLanguageOf(lang) === 'zh' ? module.name : module.enName;
  return own.trim() === '' ? fallback : own;
}
