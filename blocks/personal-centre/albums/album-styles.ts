import { css } from '@emotion/react';

/** Albums as cards in a grid: two to four a row on wide screens, one under 600 px. */
export const albumGridStyles = css`
  list-style: none;
  margin: 8px 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  > li {
    display: flex;
    flex-direction: column;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius, 6px);
    overflow: hidden;
  }
  .mh-album-cover {
    display: flex;
    align-items: center;
    justify-content: center;
    aspect-ratio: 4 / 3;
    background: var(--mh-other, #e8f0fb);
    color: var(--mh-muted);
  }
  .mh-album-cover img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  h3 {
    margin: 8px 12px 0;
    font-size: 1rem;
  }
  .mh-album-facts {
    margin: 4px 12px 0;
    color: var(--mh-muted);
    font-size: 0.875rem;
  }
  .mh-album-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin-top: auto;
    padding: 12px;
  }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
