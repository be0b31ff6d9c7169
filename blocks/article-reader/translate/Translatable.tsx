import type { ReactNode } from 'react';
import { usePage } from '../../../runtime/context/page-context.ts';
import { TranslateControl } from './TranslateControl.tsx';
import { translatableStyles } from './translate-styles.ts';

/** Spec §5: the control shows only for English text (a content language or `lang` starting with en). */
export function isEnglish(language: string): boolean {
  return /^en/i.test(language);
}

/**
 * A part of the article that may be machine-translated: on a site whose aggregated config enables translation (spec
 * §5) and for English text, its content with a translate button at its top right; otherwise just its content.
 * `text` is read on click, so nothing is computed for readers who never translate.
 */
export function Translatable({ lang, text, children }: { lang: string; text: () => string; children: ReactNode }) {
  const { bootstrap } = usePage();
  if (!bootstrap.aggregated.enableTranslation || !isEnglish(lang)) return children;
  return (
    <div css={translatableStyles} className="mh-translatable">
      {children}
      <TranslateControl text={text} />
    </div>
  );
}
