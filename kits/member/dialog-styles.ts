import { css } from '@emotion/react';

/** A centred modal panel; full width on narrow screens. */
export const dialogStyles = css`
  width: min(480px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  overflow: auto;
  padding: 20px 24px;
  border: 0;
  border-top: 4px solid var(--mh-primary);
  border-radius: var(--mh-radius, 6px);
  background: var(--mh-surface, #fff);
  color: var(--mh-text, #1f2328);
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.25);
  &::backdrop {
    background: rgba(0, 0, 0, 0.45);
  }
  &[open]:not(:modal) {
    position: fixed;
    inset: 0;
    margin: auto;
    z-index: 1000;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.125rem;
  }
  .mh-dialog-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
    margin-top: 20px;
  }
  @media (max-width: 599px) {
    padding: 16px;
  }
`;
