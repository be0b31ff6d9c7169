import { css } from '@emotion/react';

/** A screen without a card (journal and about screens): centred at the content width, its h1 the screen's heading. */
export const plainScreen = css`
  max-width: var(--mh-content-width, 1200px);
  margin: 16px auto 32px;
  padding: 0 16px;
  overflow-wrap: anywhere;
  h1 {
    margin: 8px 0 16px;
    font-size: 1.5rem;
    line-height: 1.3;
  }
`;
