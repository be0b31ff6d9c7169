import { css } from '@emotion/react';

/** Desktop: the table of contents beside the text on wide screens (above it on narrower ones); mobile: the text alone. */
export const readerLayout = css`
  @media (min-width: 1100px) {
    &[data-device='desktop'] {
      display: grid;
      grid-template-columns: 220px minmax(0, 820px);
      justify-content: center;
      gap: 24px;
    }
    /* Without a table of contents (metadata only, or reading not allowed) the text takes the whole row. (Not
       :only-child: the server's style elements stand beside the article.) */
    &[data-device='desktop']:not([data-with-contents]) > .mh-article {
      grid-column: 1 / -1;
    }
  }
  .mh-article-contents {
    font-size: 0.9em;
    padding: 16px;
    h2 {
      font-size: 1em;
      margin: 0 0 8px;
    }
    ol {
      list-style: none;
      padding: 0;
      margin: 0;
    }
    li {
      margin: 4px 0;
    }
    @media (min-width: 1100px) {
      position: sticky;
      top: 90px;
      align-self: start;
      max-height: calc(100vh - 110px);
      overflow-y: auto;
    }
    @media (max-width: 1099px) {
      display: none;
    }
  }
`;

/** The reading view's typography and layout: one readable column, wide objects scroll in their own box. */
export const readerStyles = css`
  max-width: 820px;
  margin: 0 auto;
  padding: 16px;
  line-height: 1.7;
  position: relative;
  /* Long addresses and identifiers wrap, so a 320 px wide screen never scrolls sideways (WCAG 1.4.10). */
  overflow-wrap: break-word;
  [id] {
    scroll-margin-top: 150px;
  }
  @media (max-width: 720px) {
    [id] {
      scroll-margin-top: 55px;
    }
  }
  h1 {
    font-size: 1.6rem;
    line-height: 1.3;
  }
  .mh-authors {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
  }
  .mh-affiliations {
    list-style: none;
    padding: 0;
    font-size: 0.9em;
    color: #555;
  }
  .mh-article-facts {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 20px;
    font-size: 0.9em;
    dt {
      font-weight: 600;
    }
    dd {
      margin: 0;
    }
    /* A link standing alone (the DOI) gets a 24 px tall target (WCAG 2.5.8) without moving the text. */
    dd > a {
      display: inline-block;
      padding-block: 4px;
      margin-block: -4px;
    }
  }
  .mh-fig,
  .mh-table-wrap {
    margin: 24px 0;
  }
  .mh-fig img {
    max-width: 100%;
    height: auto;
  }
  .mh-fig-missing {
    border: 1px dashed #999;
    padding: 32px 16px;
    text-align: center;
    color: #666;
    background: #f6f6f6;
  }
  .mh-table-scroll {
    overflow-x: auto;
    max-width: 100%;
  }
  table {
    border-collapse: collapse;
    font-size: 0.9em;
  }
  th,
  td {
    border-top: 1px solid #ccc;
    padding: 4px 8px;
    vertical-align: top;
  }
  .mh-disp-formula {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    overflow-x: auto;
    margin: 12px 0;
  }
  .mh-ref-list ol {
    padding-inline-start: 0;
    list-style: none;
  }
  .mh-ref-list li {
    margin: 6px 0;
  }
  .mh-ref-popover {
    background: #fff;
    border: 1px solid #ccc;
    border-radius: 6px;
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18);
    padding-block: 12px;
    padding-inline: 12px 32px;
    z-index: 50;
  }
  .mh-ref-popover-close {
    position: absolute;
    top: 4px;
    inset-inline-end: 6px;
    border: 0;
    background: none;
    font-size: 1.2em;
    cursor: pointer;
  }
  .mh-ref-popover-jump {
    display: block;
    margin-top: 6px;
    font-size: 0.9em;
  }
  .mh-pdf-link {
    display: inline-block;
    margin-block: 8px 0;
    margin-inline: 0 12px;
    padding: 4px 14px;
    border: 1px solid var(--mh-primary);
    border-radius: 16px;
    text-decoration: none;
  }
  .mh-funding-facts {
    flex-basis: 100%;
    ul {
      margin: 0;
      padding-inline-start: 1.2em;
    }
  }
  .mh-collapsible > summary {
    cursor: pointer;
    list-style-position: inside;
    h2 {
      display: inline;
    }
  }
  .mh-sign-in-to-read {
    border: 1px solid #e0c36a;
    background: #fff8e1;
    border-radius: 6px;
    padding: 12px 16px;
  }
  .mh-keyword:not(:last-child)::after {
    content: '; ';
  }
`;
