import { css } from '@emotion/react';

/** The frame of a home-page module: centred at the content width, with its h2 underlined in the theme colour. */
export const moduleSection = css`
  max-width: var(--mh-content-width, 1200px);
  margin: 24px auto;
  padding: 0 16px;
  h2 {
    margin: 0 0 12px;
    padding-bottom: 6px;
    font-size: 1.25rem;
    border-bottom: 2px solid var(--mh-bottom-line, var(--mh-primary));
  }
`;
