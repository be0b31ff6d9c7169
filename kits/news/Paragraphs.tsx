import { css } from '@emotion/react';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { localizedParagraphs } from './localized-paragraphs.ts';

const body = css`
  line-height: 1.75;
  p {
    margin: 0 0 12px;
  }
`;

/** Plain paragraphs in the page's language, as text (never HTML). Nothing when there are none. */
export function Paragraphs({ zh, en, lang }: { zh: string[]; en: string[]; lang: LanguageSegment }) {
  const shown = localizedParagraphs(zh, en, lang);
  if (shown.paragraphs.length === 0) return null;
  return (
    <div css={body} lang={shown.lang}>
      {shown.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
