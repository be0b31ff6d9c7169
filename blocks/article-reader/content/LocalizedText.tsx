import type { LocalizedText as Localized } from '../../../kits/home/localize.ts';

/** Content text in the page's language, marked with its own language when it is in the other. */
export function LocalizedText({ text, lang }: Localized) {
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
