import { css } from '@emotion/react';

/** The Cite button with the scholar links beside it, and the panel it opens below them. */
export const citeStyles = css`
  margin: 12px 0;
  .mh-cite-bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
  }
  button {
    font: inherit;
    cursor: pointer;
  }
  .mh-cite-toggle {
    padding: 4px 14px;
    border: 1px solid var(--mh-primary);
    border-radius: var(--mh-radius, 6px);
    background: var(--mh-surface, #fff);
    color: var(--mh-primary);
    &[aria-expanded='true'],
    &:hover {
      background: var(--mh-primary);
      color: #fff;
    }
  }
  .mh-scholar-links {
    display: flex;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.9em;
  }
  .mh-cite-panel {
    margin-top: 8px;
    padding: 12px 16px;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius, 6px);
    background: var(--mh-surface, #fff);
    h2 {
      margin: 0;
      font-size: 1.05rem;
    }
    h3 {
      margin: 12px 0 4px;
      font-size: 0.95rem;
    }
  }
  .mh-cite-head {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  .mh-cite-close {
    min-width: 32px;
    min-height: 32px;
    border: 0;
    background: none;
    font-size: 1.25rem;
    line-height: 1;
  }
  .mh-cite-styles {
    margin: 0;
    padding: 0;
    list-style: none;
    p {
      margin: 0 0 4px;
      overflow-wrap: anywhere;
    }
    button {
      padding: 2px 10px;
      border: 1px solid var(--mh-border);
      border-radius: var(--mh-radius, 6px);
      background: var(--mh-surface, #fff);
      color: var(--mh-primary);
      font-size: 0.85em;
    }
  }
  .mh-cite-downloads {
    display: flex;
    gap: 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
