import { css } from '@emotion/react';

/**
 * The table of contents, styled from its root: an issue lists hundreds of articles, and one style for all of them
 * renders faster than a style per element.
 */
export const tocStyles = css`
  .mh-issue-heading {
    display: flex;
    flex-wrap: wrap;
    gap: 16px 24px;
    align-items: flex-start;
    margin-bottom: 24px;
  }
  .mh-issue-heading img {
    flex: 0 0 auto;
    width: 140px;
    height: auto;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border: 1px solid var(--mh-border);
    border-radius: calc(var(--mh-radius) - 2px);
  }
  .mh-issue-heading p {
    margin: 4px 0;
    color: var(--mh-muted);
  }
  .mh-toc-column {
    margin: 0 0 24px;
  }
  .mh-toc-column h2 {
    margin: 0 0 8px;
    padding-bottom: 6px;
    font-size: 1.2rem;
    border-bottom: 2px solid var(--mh-bottom-line, var(--mh-primary));
  }
  .mh-toc-column > ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .mh-toc-column li {
    padding: 10px 0;
    border-bottom: 1px dashed var(--mh-border);
  }
  .mh-toc-column li:last-of-type {
    border-bottom: 0;
  }
  .mh-toc-column h3 {
    margin: 0 0 4px;
    font-size: 1rem;
    font-weight: 500;
    line-height: 1.45;
  }
  .mh-toc-title {
    color: var(--mh-text);
    text-decoration: none;
  }
  .mh-toc-title:hover,
  .mh-toc-title:focus-visible {
    color: var(--mh-primary);
    text-decoration: underline;
  }
  .mh-toc-authors,
  .mh-toc-meta {
    margin: 0 0 2px;
    font-size: 0.875rem;
    color: var(--mh-muted);
  }
  .mh-toc-meta {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
  }
  .mh-toc-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  .mh-toc-actions .mh-pdf-link,
  .mh-toc-actions .mh-collect {
    margin: 6px 0 0;
    padding: 2px 10px;
    font-size: 0.875rem;
  }
  .mh-toc-actions .mh-pdf-link {
    border: 1px solid var(--mh-primary);
    border-radius: var(--mh-radius, 6px);
    text-decoration: none;
  }
`;
