import type { LanguageSegment } from '../language-codes.ts';

/** Where the language family's paths of a site start: `/{lang}` or `/{sld}/{lang}`. */
export function familyPrefix(lang: LanguageSegment, sld?: string): string {
  return sld ? `/${encodeURIComponent(sld)}/${lang}` : `/${lang}`;
}
