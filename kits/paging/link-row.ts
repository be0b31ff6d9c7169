import { css } from '@emotion/react';

/** A row of links where the current one is marked: result tabs, sorts, news tabs. */
export const linkRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 6px;
  list-style: none;
  margin: 0;
  padding: 0;
  a,
  span[aria-disabled] {
    display: inline-block;
    padding: 4px 10px;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
    background: var(--mh-surface);
    color: var(--mh-text);
    text-decoration: none;
    line-height: 1.4;
  }
  a:hover,
  a:focus-visible {
    border-color: var(--mh-primary);
    color: var(--mh-primary);
  }
  a[aria-current] {
    background: var(--mh-primary);
    border-color: var(--mh-primary);
    color: #fff;
  }
  span[aria-disabled] {
    color: var(--mh-muted);
    background: transparent;
  }
`;
