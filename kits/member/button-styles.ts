import { css } from '@emotion/react';

/** Buttons of the member screens: outlined, the primary one filled with the theme colour; 40 px tall to touch. */
export const buttonStyles = css`
  button,
  .mh-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 40px;
    min-width: 72px;
    padding: 6px 14px;
    border: 1px solid var(--mh-primary);
    border-radius: var(--mh-radius, 6px);
    background: var(--mh-surface, #fff);
    color: var(--mh-primary);
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  button:hover,
  .mh-button:hover {
    background: var(--mh-other, #e8f0fb);
  }
  .mh-primary,
  .mh-primary:hover {
    background: var(--mh-primary);
    color: #fff;
  }
  .mh-primary:hover {
    background: var(--mh-primary-hover);
  }
  button:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
