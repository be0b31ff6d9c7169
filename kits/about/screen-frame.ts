import { css } from '@emotion/react';
import { plainScreen } from '../screen/plain-screen.ts';

/** An about screen: a plain screen whose h2s are underlined in the theme colour. */
export const screenFrame = css`
  ${plainScreen};
  h2 {
    margin: 24px 0 12px;
    padding-bottom: 6px;
    font-size: 1.2rem;
    line-height: 1.3;
    border-bottom: 2px solid var(--mh-bottom-line, var(--mh-primary));
  }
  p {
    margin: 0 0 0.75em;
  }
`;

/** Label and value side by side, each pair in its own `div`; stacked on a phone. */
export const factList = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 24px;
  margin: 0;
  > div {
    display: contents;
  }
  dt {
    color: var(--mh-muted);
  }
  dd {
    margin: 0;
  }
  @media (max-width: 599px) {
    grid-template-columns: 1fr;
    gap: 2px;
    > div + div > dt {
      margin-block-start: 8px;
    }
  }
`;

/** Secondary text. */
export const muted = css`
  color: var(--mh-muted);
`;

/** Plain-text paragraphs: text is split where a blank line separates paragraphs. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
