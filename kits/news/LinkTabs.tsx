import { css } from '@emotion/react';
import { linkRow } from '../paging/link-row.ts';

export type LinkTab = { key: string; text: string; href: string; current: boolean };

const tabs = css`
  margin: 0 0 16px;
`;

/**
 * Tabs as links: each tab is its own address (it works without JavaScript, can be shared and reloaded), the current
 * one marked `aria-current="page"`.
 */
export function LinkTabs({ label, items }: { label: string; items: LinkTab[] }) {
  if (items.length < 2) return null;
  return (
    <nav aria-label={label} css={tabs}>
      <ul css={linkRow}>
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
