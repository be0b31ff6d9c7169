import { css } from '@emotion/react';

/**
 * The search form's look: resource types as chips (radios), tabs (radios drawn as tabs) or a dropdown in the row;
 * the keyword row (input, field dropdown, button); sub-pools and the advanced link. On phones the row wraps: the
 * input takes the whole width, the dropdowns and the button share the line below.
 */
export const searchFormStyle = css`
  display: flex;
  flex-direction: column;
  gap: 10px;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  .mh-search-choices {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
  }
  .mh-search-choice {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 32px;
    padding-block: 2px;
    padding-inline: 6px 10px;
    border-radius: 999px;
    cursor: pointer;
  }
  .mh-search-choice:has(input:checked) {
    background: var(--mh-primary);
    color: #fff;
  }
  .mh-search-choice input {
    accent-color: var(--mh-primary);
    margin: 0;
  }
  /* Tabs: the radios stay (arrow keys move between them), drawn as tabs sitting on the keyword row. */
  &.mh-search-tabs {
    gap: 0;
  }
  &.mh-search-tabs .mh-search-types .mh-search-choices {
    gap: 2px;
    overflow-x: auto;
    flex-wrap: nowrap;
    scrollbar-width: thin;
  }
  &.mh-search-tabs .mh-search-types .mh-search-choice {
    position: relative;
    flex: 0 0 auto;
    min-height: 40px;
    padding: 6px 16px;
    border-radius: var(--mh-radius, 6px) var(--mh-radius, 6px) 0 0;
    background: var(--mh-other, #e8f0fb);
    color: var(--mh-text, #1f2328);
  }
  &.mh-search-tabs .mh-search-types .mh-search-choice:has(input:checked) {
    background: var(--mh-primary);
    color: #fff;
    font-weight: 600;
  }
  &.mh-search-tabs .mh-search-types .mh-search-choice input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  &.mh-search-tabs .mh-search-types .mh-search-choice:has(input:focus-visible) {
    outline: 2px solid var(--mh-text, #1f2328);
    outline-offset: -4px;
  }
  &.mh-search-tabs .mh-search-row {
    border-top-left-radius: 0;
  }
  &.mh-search-tabs .mh-search-extra {
    margin-top: 10px;
  }
  .mh-search-row {
    display: flex;
    gap: 0;
    min-width: 0;
    border: 2px solid var(--mh-primary);
    border-radius: var(--mh-radius, 6px);
    background: var(--mh-surface, #fff);
    overflow: hidden;
  }
  .mh-search-row input[type='search'] {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 44px;
    padding: 8px 12px;
    border: 0;
    font: inherit;
    color: var(--mh-text, #1f2328);
    background: transparent;
  }
  .mh-search-row select {
    flex: 0 1 auto;
    max-width: 40%;
    min-height: 44px;
    padding: 0 8px;
    border: 0;
    border-inline-start: 1px solid var(--mh-border, #d8dee4);
    font: inherit;
    color: var(--mh-text, #1f2328);
    background: transparent;
  }
  .mh-search-row select.mh-search-type-select {
    border-inline-start: 0;
    border-inline-end: 1px solid var(--mh-border, #d8dee4);
  }
  .mh-search-row button {
    flex: 0 0 auto;
    min-height: 44px;
    padding: 0 20px;
    border: 0;
    font: inherit;
    font-weight: 600;
    color: #fff;
    background: var(--mh-primary);
    cursor: pointer;
  }
  .mh-search-row button:hover {
    background: var(--mh-primary-hover);
  }
  .mh-search-row :focus-visible {
    outline-offset: -3px;
  }
  &[aria-busy='true'] .mh-search-row button {
    cursor: progress;
    opacity: 0.85;
  }
  .mh-search-extra {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  @media (max-width: 599px) {
    .mh-search-row {
      flex-wrap: wrap;
    }
    .mh-search-row input[type='search'] {
      flex-basis: 100%;
    }
    .mh-search-row select,
    .mh-search-row select.mh-search-type-select {
      flex: 1 1 auto;
      max-width: none;
      border-inline: 0;
      border-top: 1px solid var(--mh-border, #d8dee4);
    }
    .mh-search-row select.mh-search-type-select {
      flex-basis: 100%;
      border-top: 0;
      border-bottom: 1px solid var(--mh-border, #d8dee4);
    }
    .mh-search-row button {
      border-top: 1px solid var(--mh-primary);
    }
  }
`;
