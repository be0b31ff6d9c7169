import { css } from '@emotion/react';

/**
 * The button sits in the inline-end corner above the back-to-top button (bottom 80 px, 44 px tall), so right to left
 * it moves to the left corner; the panel opens above it and never covers it.
 */
const buttonBottom = 'calc(136px + env(safe-area-inset-bottom))';
const panelBottom = 'calc(204px + env(safe-area-inset-bottom))';

const buttonBase = css`
  position: fixed;
  bottom: ${buttonBottom};
  z-index: 120;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border: 0;
  background: var(--mh-primary);
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.2);
  &:hover {
    background: var(--mh-primary-hover);
  }
  svg {
    flex: none;
    width: 26px;
    height: 26px;
  }
`;

export const roundButton = css`
  ${buttonBase};
  inset-inline-end: 16px;
  width: 56px;
  height: 56px;
  border-radius: 50%;
`;

/** A tab against the inline-end edge of the window, with the assistant's name. */
export const tabButton = css`
  ${buttonBase};
  inset-inline-end: 0;
  max-width: 40vw;
  min-height: 48px;
  padding-block: 8px;
  padding-inline: 12px 14px;
  border-start-start-radius: 24px;
  border-end-start-radius: 24px;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const panel = css`
  position: fixed;
  inset-inline-end: 16px;
  bottom: ${panelBottom};
  z-index: 121;
  display: flex;
  flex-direction: column;
  width: min(420px, calc(100vw - 32px));
  height: min(560px, calc(100vh - 220px));
  min-height: 240px;
  background: var(--mh-surface);
  color: var(--mh-text);
  border: 1px solid var(--mh-border);
  border-radius: 12px;
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.22);
  overflow: hidden;
  &[hidden] {
    display: none;
  }
`;

export const panelHeader = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding-block: 8px;
  padding-inline: 16px 8px;
  background: var(--mh-primary);
  color: #fff;
  h2 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: 1rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button {
    width: 36px;
    height: 36px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font-size: 22px;
    line-height: 1;
    cursor: pointer;
  }
  button:hover {
    background: rgb(255 255 255 / 0.18);
  }
  button:focus-visible {
    outline-color: #fff;
  }
`;

export const panelBody = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-height: 0;
  iframe {
    flex: 1;
    width: 100%;
    border: 0;
  }
`;

export const panelMessage = css`
  margin: auto;
  padding: 24px;
  text-align: center;
  color: var(--mh-muted);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  p {
    margin: 0;
  }
  button {
    padding-block: 6px;
    padding-inline: 16px;
    border: 1px solid var(--mh-primary);
    border-radius: var(--mh-radius);
    background: var(--mh-surface);
    color: var(--mh-primary);
    font: inherit;
    cursor: pointer;
  }
`;
