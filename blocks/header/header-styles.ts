import { css } from '@emotion/react';

export const wide = '@media (min-width: 900px)';
export const narrow = '@media (max-width: 899.98px)';

export const headerBar = (sticky: boolean) => css`
  background: var(--mh-surface);
  border-bottom: 3px solid var(--mh-bottom-line);
  ${sticky ? 'position: sticky; top: 0; z-index: 100;' : 'position: relative; z-index: 100;'}
`;

export const topRow = css`
  max-width: var(--mh-content-width);
  margin: 0 auto;
  padding: 8px 16px;
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 64px;
`;

export const logoLink = css`
  display: flex;
  align-items: center;
  gap: 10px;
  color: var(--mh-text);
  text-decoration: none;
  font-weight: 700;
  font-size: 1.15rem;
  min-width: 0;
  img {
    display: block;
    max-height: 48px;
    width: auto;
  }
`;

export const toolbar = css`
  margin-inline-start: auto;
  display: flex;
  align-items: center;
  gap: 4px;
`;

export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 8px;
  border: 0;
  border-radius: var(--mh-radius);
  background: transparent;
  color: var(--mh-text);
  font: inherit;
  cursor: pointer;
  text-decoration: none;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: var(--mh-other);
    color: var(--mh-primary);
  }
`;

export const customButton = css`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid var(--mh-primary);
  border-radius: 18px;
  color: var(--mh-primary);
  text-decoration: none;
  font-size: 0.9rem;
  white-space: nowrap;
  &:hover {
    background: var(--mh-primary);
    color: #fff;
  }
  ${narrow} {
    display: none;
  }
`;

export const titleNav = (distribution: string) => css`
  ${narrow} {
    display: none;
  }
  background: var(--mh-primary);
  > ul {
    max-width: var(--mh-content-width);
    margin: 0 auto;
    padding: 0 16px;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    justify-content: ${distribution === 'center' ? 'center' : distribution === 'right' ? 'flex-end' : distribution === 'justify' ? 'space-between' : 'flex-start'};
  }
  > ul > li {
    position: relative;
  }
  > ul > li > a,
  > ul > li > button {
    display: block;
    padding: 12px 16px;
    color: #fff;
    text-decoration: none;
    background: none;
    border: 0;
    font: inherit;
    cursor: pointer;
  }
  > ul > li:hover > a,
  > ul > li:focus-within > a {
    background: var(--mh-primary-hover);
  }
  ul ul {
    display: none;
    position: absolute;
    inset-inline-start: 0;
    top: 100%;
    min-width: 200px;
    margin: 0;
    padding: 6px 0;
    list-style: none;
    background: var(--mh-surface);
    border: 1px solid var(--mh-border);
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.12);
  }
  li:hover > ul,
  li:focus-within > ul {
    display: block;
  }
  ul ul a,
  ul ul button {
    display: block;
    width: 100%;
    padding: 8px 16px;
    color: var(--mh-text);
    text-decoration: none;
    text-align: start;
    background: none;
    border: 0;
    font: inherit;
    cursor: pointer;
  }
  ul ul a:hover {
    background: var(--mh-other);
    color: var(--mh-primary);
  }
`;

export const panel = css`
  position: absolute;
  inset-inline: 0;
  top: 100%;
  max-height: calc(100vh - 70px);
  overflow: auto;
  background: var(--mh-surface);
  border-bottom: 1px solid var(--mh-border);
  box-shadow: 0 12px 24px rgb(0 0 0 / 0.12);
  padding: 8px 16px 16px;
`;

export const menuTree = css`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: var(--mh-content-width);
  > li {
    border-bottom: 1px solid var(--mh-border);
  }
  a,
  button {
    display: block;
    width: 100%;
    padding: 12px 4px;
    color: var(--mh-text);
    text-decoration: none;
    text-align: start;
    font: inherit;
    background: none;
    border: 0;
    cursor: pointer;
  }
  > li > a,
  > li > button {
    font-weight: 600;
  }
  ul {
    list-style: none;
    margin: 0 0 8px;
    padding-inline-start: 16px;
  }
  ul a {
    padding: 8px 4px;
    color: var(--mh-muted);
  }
`;

export const menuToggle = css`
  ${wide} {
    display: none;
  }
`;

export const languageList = css`
  list-style: none;
  margin: 0;
  padding: 6px 0;
  position: absolute;
  inset-inline-end: 0;
  top: 100%;
  min-width: 160px;
  background: var(--mh-surface);
  border: 1px solid var(--mh-border);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.12);
  a {
    display: block;
    padding: 8px 16px;
    color: var(--mh-text);
    text-decoration: none;
  }
  a[aria-current='true'] {
    font-weight: 700;
    color: var(--mh-primary);
  }
`;
