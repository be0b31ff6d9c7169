import { css } from '@emotion/react';

/** A small secondary button (Retry, Close): outlined in the theme colour, text-sized, no fill. */
export const quietButton = css`
  padding: 2px 10px;
  font: inherit;
  color: var(--mh-primary);
  background: none;
  border: 1px solid currentColor;
  border-radius: var(--mh-radius);
  cursor: pointer;
`;
