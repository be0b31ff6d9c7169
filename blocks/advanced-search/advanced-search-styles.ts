import { css } from '@emotion/react';

/** The builder: rows of operator, field and term on one line each (stacked on a phone), options, the query shown. */
export const advancedSearchStyle = css`
  max-width: 880px;
  margin: 16px auto 32px;
  padding: 0 16px;
  h1 {
    margin: 8px 0;
    font-size: 1.5rem;
  }
  .mh-advanced-intro {
    margin: 0 0 16px;
    color: var(--mh-muted);
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 16px;
    background: var(--mh-surface);
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
  }
  select,
  input[type='text'],
  input[type='number'] {
    padding: 7px 8px;
    font: inherit;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
    background: var(--mh-surface);
    min-width: 0;
  }
  .mh-advanced-type {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .mh-advanced-rows {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  .mh-advanced-rows fieldset {
    display: grid;
    grid-template-columns: 120px 160px minmax(0, 1fr) 36px;
    gap: 8px;
    align-items: center;
  }
  .mh-advanced-options {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
  }
  .mh-advanced-options legend {
    float: inline-start;
    margin-inline-end: 8px;
    font-weight: 600;
  }
  .mh-advanced-options label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .mh-advanced-options input[type='number'] {
    width: 7em;
  }
  button {
    font: inherit;
    cursor: pointer;
  }
  .mh-advanced-remove,
  .mh-advanced-add {
    padding: 4px 10px;
    color: var(--mh-primary);
    background: none;
    border: 1px solid currentColor;
    border-radius: var(--mh-radius);
  }
  .mh-advanced-add {
    align-self: flex-start;
  }
  .mh-advanced-preview {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    padding: 8px 10px;
    background: var(--mh-page);
    border-radius: var(--mh-radius);
    overflow-wrap: anywhere;
  }
  .mh-advanced-preview > span {
    font-weight: 600;
  }
  .mh-advanced-preview-empty {
    color: var(--mh-muted);
  }
  .mh-advanced-error {
    margin: 0;
    color: #c62828;
  }
  .mh-advanced-submit {
    align-self: flex-start;
    padding: 8px 28px;
    color: #fff;
    background: var(--mh-primary);
    border: 0;
    border-radius: var(--mh-radius);
  }
  @media (max-width: 599px) {
    .mh-advanced-rows fieldset {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) 36px;
    }
    .mh-advanced-rows fieldset input[type='text'] {
      grid-column: 1 / -1;
      grid-row: 2;
    }
  }
`;
