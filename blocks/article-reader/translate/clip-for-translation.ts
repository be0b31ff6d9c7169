import { maxTranslationLength } from '../../../schemas/translation-languages.ts';

/** Text cut to what one request may carry, at the last line or word break before the limit. */
export function clipForTranslation(text: string, limit = maxTranslationLength): { text: string; clipped: boolean } {
  if (text.length <= limit) return { text, clipped: false };
  const head = text.slice(0, limit);
  const cut = Math.max(head.lastIndexOf('\n'), head.lastIndexOf(' '));
  return { text: (cut > limit / 2 ? head.slice(0, cut) : head).trim(), clipped: true };
}
