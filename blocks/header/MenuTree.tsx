import type { MenuEntry } from '../../runtime/menu/menu-entries.ts';
import { MenuLink } from './MenuLink.tsx';

/** The two-level menu as nested lists; the title navigation and the hamburger panel style it differently. */
/** Styled by the caller with the `css` prop, which emotion hands over as `className`. */
export function MenuTree({ entries, onSwitchLanguage, className }: { entries: MenuEntry[]; onSwitchLanguage: (language?: string) => void; className?: string }) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <MenuLink entry={entry} onSwitchLanguage={onSwitchLanguage} />
          {entry.children.length > 0 ? (
            <ul>
              {entry.children.map((child) => (
                <li key={child.id}>
                  <MenuLink entry={child} onSwitchLanguage={onSwitchLanguage} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
