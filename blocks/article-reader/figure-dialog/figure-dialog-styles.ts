import { css } from '@emotion/react';

/** Spec §9: the figure dialog is 90% of the window's width and 80% of its height. */
export const dialogStyles = css`
  width: 90vw;
  height: 80vh;
  max-width: none;
  max-height: none;
  padding: 0;
  border: 0;
  border-radius: 6px;
  background: #fff;
  color: #222;
  overflow: hidden;
  &::backdrop {
    background: rgb(0 0 0 / 0.65);
  }
  .mh-figure-dialog-frame {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  .mh-figure-dialog-bar {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 12px;
    border-bottom: 1px solid #e5e5e5;
  }
  .mh-figure-dialog-title {
    flex: 1;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .mh-figure-dialog-bar button {
    min-width: 36px;
    height: 36px;
    border: 1px solid #ccc;
    border-radius: 4px;
    background: #fff;
    font-size: 18px;
    line-height: 1;
    cursor: pointer;
  }
  .mh-figure-dialog-bar button:hover,
  .mh-figure-dialog-bar button:focus-visible {
    border-color: var(--mh-primary, #1a5fb4);
    color: var(--mh-primary, #1a5fb4);
  }
  .mh-figure-dialog-viewport {
    position: relative;
    flex: 1;
    min-height: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    overflow: hidden;
    background: #f4f4f4;
    touch-action: none;
    cursor: grab;
    user-select: none;
  }
  .mh-figure-dialog-viewport:active {
    cursor: grabbing;
  }
  .mh-figure-dialog-viewport img {
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    transform-origin: center center;
    will-change: transform;
    -webkit-user-drag: none;
  }
  .mh-figure-dialog-caption {
    margin: 0;
    padding: 8px 12px;
    max-height: 25%;
    overflow-y: auto;
    font-size: 0.9em;
    line-height: 1.5;
    border-top: 1px solid #e5e5e5;
  }
  .mh-figure-dialog-hint {
    margin: 0;
    padding: 0 12px 8px;
    font-size: 0.8em;
    color: #666;
  }
`;

/** The image link in the article: a zoom cursor where a click opens the dialog. */
export const enlargeableStyles = css`
  display: inline-block;
  max-width: 100%;
  &[aria-haspopup='dialog'] {
    cursor: zoom-in;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;
