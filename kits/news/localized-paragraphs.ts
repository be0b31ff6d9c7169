import { contentLanguageOf, type LanguageSegment } from '../../schemas/language-codes.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';

const bcp47OfContent = { zh: 'zh-CN', en: 'en' } as const;
const hasText = (paragraphs: string[]) => paragraphs.some((paragraph) => paragraph.trim() !== '');

/**
 * Body paragraphs in the page's language: the Chinese ones on zh pages, the English twins elsewhere, each falling
 * back to the other when empty. `lang` is set when they are not in the page's language (see kits/home `localized`).
 */
export function localizedParagraphs(zh: string[], en: string[], lang: LanguageSegment): { paragraphs: string[]; lang: string | undefined } {
  const preferred = contentLanguageOf(lang);
  const [first, second] = preferred === 'zh' ? [zh, en] : [en, zh];
  const useFirst = hasText(first) || !hasText(second);
  const used = useFirst ? preferred : preferred === 'zh' ? 'en' : 'zh';
  const tag = bcp47OfContent[used];
  return { paragraphs: (useFirst ? first : second).filter((paragraph) => paragraph.trim() !== ''), lang: tag === bcp47Of(lang) ? undefined : tag };
}
