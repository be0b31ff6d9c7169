import { css } from '@emotion/react';

/** One image of a figure, with its print download under it. */
export const figureGraphicStyles = css`
  margin: 0 0 8px;
  .mh-fig-print {
    display: inline-block;
    margin-top: 4px;
    font-size: 0.85em;
  }
`;
