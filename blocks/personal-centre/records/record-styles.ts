import { css } from '@emotion/react';

/** A list of records: a tick box, the title and facts, the row's own buttons at the end (below, on narrow screens). */
export const recordListStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: 4px 12px;
    align-items: start;
    padding: 12px 0;
    border-bottom: 1px solid var(--mh-border);
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
  }
  .mh-record-title {
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
  }
  .mh-record-facts {
    margin: 4px 0 0;
    color: var(--mh-muted);
    font-size: 0.875rem;
  }
  .mh-record-gone .mh-record-title {
    color: var(--mh-muted);
    text-decoration: line-through;
  }
  .mh-record-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  @media (max-width: 599px) {
    > li {
      grid-template-columns: auto minmax(0, 1fr);
    }
    .mh-record-actions {
      grid-column: 2;
    }
  }
`;
