import type { ReactNode } from 'react';
import { usePage } from '../../../runtime/context/page-context.ts';
import { Island } from '../../../runtime/islands/Island.tsx';
import { translateControlIsland } from '../islands.ts';
import { translatableStyles } from './translate-styles.ts';

/** Spec §5: the control shows only for English text (a content language or `lang` starting with en). */
export function isEnglish(language: string): boolean {
  return /^en/i.test(language);
}

/**
 * A part of the article that may be machine-translated: on a site whose aggregated config enables translation (spec
 * §5) and for English text, its content with a translate button at its top right (an island: the rest of the part
 * stays static); otherwise just its content.
 */
export function Translatable({ lang, children }: { lang: string; children: ReactNode }) {
  const { bootstrap } = usePage();
  if (!bootstrap.aggregated.enableTranslation || !isEnglish(lang)) return children;
  return (
    <div css={translatableStyles} className="mh-translatable">
      {children}
      <Island of={translateControlIsland} props={{}} />
    </div>
  );
}
