import { css } from '@emotion/react';

/** The Collect button, drawn like the Cite button beside it; filled while the article is among the favourites. */
export const collectStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin: 12px 12px 0 0;
  padding: 4px 14px;
  border: 1px solid var(--mh-primary);
  border-radius: var(--mh-radius, 6px);
  background: var(--mh-surface, #fff);
  color: var(--mh-primary);
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: var(--mh-primary);
    color: #fff;
  }
  &:hover {
    background: var(--mh-primary-hover);
    color: #fff;
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
