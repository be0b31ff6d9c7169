import { css } from '@emotion/react';

/** A translatable part: its heading leaves room for the translate button at its top right, where the popover opens. */
export const translatableStyles = css`
  position: relative;
  > section > :is(h2, h3):first-of-type {
    padding-inline-end: 6.5em;
  }
  .mh-translate-anchor {
    position: absolute;
    top: 0.35em;
    inset-inline-end: 0;
    z-index: 20;
    line-height: 1.5;
  }
  .mh-translate-toggle {
    font: inherit;
    font-size: 0.8rem;
    padding: 2px 10px;
    border: 1px solid var(--mh-border);
    border-radius: 999px;
    background: var(--mh-surface);
    color: var(--mh-primary);
    cursor: pointer;
    &:hover,
    &[aria-expanded='true'] {
      border-color: var(--mh-primary);
    }
  }
  .mh-translate-popover {
    position: absolute;
    width: min(420px, calc(100vw - 32px));
    max-height: 60vh;
    overflow: auto;
    padding: 12px 14px;
    background: var(--mh-surface);
    color: var(--mh-text);
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
    box-shadow: 0 6px 24px rgba(0, 0, 0, 0.16);
    font-size: 0.95rem;
    text-align: start;
    &[data-placement^='top'] {
      bottom: calc(100% + 6px);
    }
    &[data-placement^='bottom'] {
      top: calc(100% + 6px);
    }
    /* Physical on purpose: the side is chosen by the anchor's distance from the viewport's left edge
       (machines/translator-placement.ts), whatever the reading direction. */
    &[data-placement$='end'] {
      right: 0;
    }
    &[data-placement$='start'] {
      left: 0;
    }
  }
  .mh-translate-bar {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin-bottom: 8px;
    font-size: 0.85rem;
    select {
      margin-inline-start: 6px;
      font: inherit;
    }
  }
  .mh-translate-close {
    border: 0;
    background: none;
    font-size: 1.3rem;
    line-height: 1;
    cursor: pointer;
    color: var(--mh-muted);
  }
  .mh-translate-output p {
    margin: 0 0 6px;
  }
  .mh-translate-status,
  .mh-translate-note,
  .mh-translate-disclaimer {
    color: var(--mh-muted);
    font-size: 0.8rem;
  }
  .mh-translate-disclaimer {
    margin: 8px 0 0;
    padding-top: 6px;
    border-top: 1px solid var(--mh-border);
  }
`;
