import { css } from '@emotion/react';

/** An account screen: one centred card of stacked fields; full width on a phone, with thumb-sized controls. */
export const accountPanel = css`
  max-width: 440px;
  margin: 32px auto 48px;
  padding: 24px;
  background: var(--mh-surface);
  border: 1px solid var(--mh-border);
  border-top: 4px solid var(--mh-primary);
  border-radius: var(--mh-radius);
  @media (max-width: 599.98px) {
    margin: 0;
    border-width: 0 0 1px;
    border-top: 4px solid var(--mh-primary);
    border-radius: 0;
    padding: 20px 16px 32px;
  }
  h1 {
    margin: 0 0 16px;
    font-size: 1.5rem;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 14px;
  }
  fieldset {
    display: contents;
  }
  .mh-intro {
    margin: 0 0 16px;
    color: var(--mh-muted);
  }
  .mh-field {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .mh-field > label {
    font-weight: 600;
  }
  .mh-field-row {
    display: flex;
    gap: 8px;
    align-items: stretch;
  }
  .mh-field-row > input {
    flex: 1 1 auto;
  }
  input[type='text'],
  input[type='tel'],
  input[type='email'],
  input[type='password'] {
    min-width: 0;
    min-height: 44px;
    padding: 8px 10px;
    font: inherit;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
    background: var(--mh-surface);
  }
  input[aria-invalid='true'] {
    border-color: #cf222e;
  }
  .mh-hint {
    margin: 0;
    font-size: 0.875rem;
    color: var(--mh-muted);
  }
  .mh-field-problem {
    margin: 0;
    font-size: 0.875rem;
    color: #cf222e;
  }
  /* Empty live regions stay in place (a hidden one is not announced when it fills), taking no room. */
  .mh-form-failure:empty {
    padding: 0;
  }
  .mh-form-failure {
    margin: 0;
    padding: 8px 12px;
    border-radius: var(--mh-radius);
    background: #ffebe9;
    color: #82071e;
  }
  .mh-check {
    display: flex;
    gap: 8px;
    align-items: flex-start;
  }
  .mh-check input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: none;
  }
  button {
    min-height: 44px;
    padding: 8px 16px;
    font: inherit;
    border-radius: var(--mh-radius);
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .mh-primary {
    border: 0;
    color: #fff;
    background: var(--mh-primary);
  }
  .mh-primary:hover:not(:disabled) {
    background: var(--mh-primary-hover);
  }
  .mh-secondary {
    flex: none;
    border: 1px solid var(--mh-primary);
    color: var(--mh-primary);
    background: var(--mh-surface);
    white-space: nowrap;
  }
  .mh-captcha-image {
    flex: none;
    padding: 0;
    border: 1px solid var(--mh-border);
    background: #fff;
    min-width: 112px;
    height: 44px;
  }
  .mh-captcha-image img {
    display: block;
    height: 42px;
  }
  .mh-tabs {
    display: flex;
    margin: 0 0 16px;
    border-bottom: 1px solid var(--mh-border);
  }
  .mh-tabs a {
    flex: 1 1 0;
    padding: 10px 8px;
    text-align: center;
    text-decoration: none;
    color: var(--mh-muted);
    border-bottom: 3px solid transparent;
  }
  .mh-tabs a[aria-current='page'] {
    color: var(--mh-primary);
    border-bottom-color: var(--mh-primary);
    font-weight: 600;
  }
  .mh-links {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px;
    margin: 16px 0 0;
  }
  .mh-third-party {
    width: 100%;
    margin-top: 16px;
    border: 1px solid var(--mh-border);
    background: var(--mh-surface);
    color: var(--mh-text);
  }
`;
