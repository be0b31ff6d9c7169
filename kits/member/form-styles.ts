import { css } from '@emotion/react';

/** Forms of the member screens: a label above each field, its error under it, live messages in their colours. */
export const formStyles = css`
  .mh-field {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin: 0 0 14px;
  }
  .mh-field label,
  legend {
    font-weight: 600;
  }
  fieldset {
    margin: 0 0 14px;
    padding: 0;
    border: 0;
  }
  fieldset label {
    font-weight: normal;
    margin-inline-end: 16px;
  }
  input[type='text'],
  input[type='email'],
  input[type='password'],
  input[type='tel'],
  input:not([type]),
  select {
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius, 6px);
    font: inherit;
    background: var(--mh-surface, #fff);
    color: inherit;
  }
  input[aria-invalid='true'] {
    border-color: #b42318;
  }
  input[readonly] {
    background: var(--mh-page, #f6f8fa);
  }
  .mh-field-error,
  .mh-live-message[data-tone='error'] {
    margin: 0;
    color: #b42318;
  }
  .mh-live-message {
    margin: 8px 0;
    min-height: 1.5em;
  }
  .mh-hint {
    margin: 0;
    color: var(--mh-muted);
    font-size: 0.875rem;
  }
  .mh-required {
    color: #b42318;
  }
`;
