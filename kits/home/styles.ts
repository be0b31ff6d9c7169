import { css } from '@emotion/react';

/** A list without bullets: the items are the content. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Cards that wrap: as many columns of at least `min` as fit, one column on a phone. */
export function cardGrid(min: string) {
  return css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${min}), 1fr));
    gap: 16px;
  `;
}

export const card = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  padding: 12px;
  border: 1px solid var(--mh-border);
  border-radius: var(--mh-radius);
  background: var(--mh-surface);
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.4;
  }
  p {
    margin: 0;
  }
`;

/** Secondary lines: authors, dates, counts. */
export const meta = css`
  margin: 0;
  font-size: 0.875rem;
  color: var(--mh-muted);
`;

/** Long text kept to a few lines. */
export function clamp(lines: number) {
  return css`
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${lines};
    line-clamp: ${lines};
    overflow: hidden;
  `;
}

/** A link that reads as a title. */
export const titleLink = css`
  color: var(--mh-text);
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: var(--mh-primary);
    text-decoration: underline;
  }
`;

/** A picture that keeps its shape and never overflows its card. */
export function picture(ratio: string) {
  return css`
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${ratio};
    object-fit: cover;
    border-radius: calc(var(--mh-radius) - 2px);
    background: var(--mh-other, var(--mh-page));
  `;
}
