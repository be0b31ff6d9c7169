import { css } from '@emotion/react';
import { plainScreen } from '../../kits/screen/plain-screen.ts';

/** The result page: centred at the content width, facets beside the hits on wide screens, above them on narrow ones. */
export const resultPage = css`
  ${plainScreen};
  h1 {
    margin-block-end: 12px;
  }
  .mh-search-layout {
    display: grid;
    grid-template-columns: minmax(200px, 260px) minmax(0, 1fr);
    gap: 24px;
    align-items: start;
  }
  .mh-search-layout > :only-child {
    grid-column: 1 / -1;
  }
  @media (max-width: 799px) {
    .mh-search-layout {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;


/** Secondary text: counts, sources, dates. */
export const muted = css`
  color: var(--mh-muted);
  font-size: 0.875rem;
`;

/** A note above the results: a repaired query, a failure. */
export const notice = css`
  margin: 12px 0;
  padding: 10px 12px;
  border-radius: var(--mh-radius);
  border: 1px solid var(--mh-border);
  border-inline-start: 4px solid var(--mh-primary);
  background: var(--mh-surface);
  p {
    margin: 4px 0;
  }
  &[role='alert'] {
    border-inline-start-color: #c62828;
  }
`;

/** The result count, a heading that reads as a line of secondary text. */
export const summaryHeading = css`
  margin: 8px 0;
  font-weight: normal;
`;
