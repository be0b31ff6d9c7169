import { css } from '@emotion/react';

/** A screen as a card at the content width (a block may narrow it): surface, border, more room on wider screens. */
export const cardScreen = css`
  max-width: var(--mh-content-width, 1200px);
  margin: 16px auto 32px;
  padding: 16px;
  background: var(--mh-surface);
  border: 1px solid var(--mh-border);
  border-radius: var(--mh-radius);
  overflow-wrap: anywhere;
  @media (min-width: 720px) {
    padding: 24px 32px;
  }
`;
