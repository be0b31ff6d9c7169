import { css } from '@emotion/react';

/** The personal centre: the menu beside the panel; one column under 600 px, the menu a wrapping row above the panel. */
export const centreStyles = css`
  max-width: var(--mh-content-width, 1200px);
  margin: 16px auto 32px;
  padding: 0 16px;
  display: grid;
  grid-template-columns: minmax(180px, 220px) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  overflow-wrap: anywhere;
  .mh-personal-menu {
    background: var(--mh-surface, #fff);
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius, 6px);
    padding: 12px 0;
  }
  .mh-personal-user {
    margin: 0 16px 8px;
    font-weight: 600;
  }
  .mh-personal-menu ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .mh-personal-menu a {
    display: block;
    padding: 10px 16px;
    color: inherit;
    text-decoration: none;
    border-inline-start: 3px solid transparent;
  }
  .mh-personal-menu a:hover {
    background: var(--mh-other, #e8f0fb);
  }
  .mh-personal-menu a[aria-current='page'] {
    border-inline-start-color: var(--mh-primary);
    color: var(--mh-primary);
    font-weight: 600;
  }
  .mh-personal-panel {
    min-width: 0;
    background: var(--mh-surface, #fff);
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius, 6px);
    padding: 16px 20px;
  }
  .mh-personal-panel > h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
    padding-bottom: 6px;
    border-bottom: 2px solid var(--mh-bottom-line, var(--mh-primary));
  }
  .mh-personal-panel > h2:focus {
    outline: none;
  }
  .mh-toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    margin: 8px 0;
  }
  .mh-resource-tabs ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    list-style: none;
    margin: 0 0 8px;
    padding: 0 0 6px;
    border-bottom: 1px solid var(--mh-border);
  }
  .mh-resource-tabs a,
  .mh-pager a,
  .mh-pager span {
    display: inline-block;
    padding: 6px 12px;
    border-radius: var(--mh-radius, 6px);
    text-decoration: none;
  }
  .mh-resource-tabs a[aria-current='page'] {
    background: var(--mh-primary);
    color: #fff;
  }
  .mh-pager {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 8px;
    margin: 16px 0 0;
  }
  .mh-pager span[aria-disabled] {
    color: var(--mh-muted);
  }
  .mh-subscriptions,
  .mh-album-choices ul {
    list-style: none;
    margin: 0 0 16px;
    padding: 0;
  }
  .mh-subscriptions li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    padding: 10px 0;
    border-bottom: 1px solid var(--mh-border);
  }
  .mh-account-facts div {
    display: grid;
    grid-template-columns: minmax(96px, 160px) minmax(0, 1fr);
    gap: 8px;
    padding: 10px 0;
    border-bottom: 1px solid var(--mh-border);
  }
  .mh-account-facts dt {
    font-weight: 600;
  }
  .mh-account-facts dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  .mh-account-change,
  .mh-profile-form {
    max-width: 480px;
    margin-top: 16px;
  }
  .mh-added {
    margin-inline-start: 8px;
    color: #1a7f37;
    font-weight: 600;
  }
  .mh-empty {
    padding: 24px 0;
    color: var(--mh-muted);
    text-align: center;
  }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
    padding: 0 8px;
    .mh-personal-menu {
      padding: 8px;
    }
    .mh-personal-user {
      margin: 0 4px 6px;
    }
    .mh-personal-menu ul {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
    }
    .mh-personal-menu a {
      padding: 8px 10px;
      border-inline-start: 0;
      border-bottom: 2px solid transparent;
    }
    .mh-personal-menu a[aria-current='page'] {
      border-bottom-color: var(--mh-primary);
    }
    .mh-personal-panel {
      padding: 12px;
    }
    .mh-account-facts div {
      grid-template-columns: minmax(0, 1fr);
      gap: 4px;
    }
  }
`;
