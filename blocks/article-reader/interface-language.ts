import { usePage } from '../../runtime/context/page-context.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';

/**
 * The `lang` of interface text (headings, labels, buttons) inside the article, whose own `lang` and `dir` are the
 * content's: an Arabic page showing an English article reads "الملخص" as Arabic and the abstract as English (WCAG 3.1.2).
 */
export function useInterfaceLanguage(): { lang: string } {
  return { lang: bcp47Of(usePage().lang) };
}
