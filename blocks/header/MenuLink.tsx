import type { ReactNode } from 'react';
import { usePage } from '../../runtime/context/page-context.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';
import type { MenuEntry } from '../../runtime/menu/menu-entries.ts';

/**
 * One menu entry as a real link (so it works without JavaScript), an external link in a new tab, or a language
 * switch button.
 */
export function MenuLink({ entry, onSwitchLanguage, children }: { entry: MenuEntry; onSwitchLanguage: (language?: string) => void; children?: ReactNode }) {
  const { lang } = usePage();
  const { target } = entry;
  const label = children ?? entry.label;

  if (target.kind === 'switchLanguage') {
    // A language switch is labelled with the name of the language it goes to, in that language (WCAG 3.1.2).
    const destination = target.language ?? (lang === 'zh' ? 'en' : 'zh');
    return (
      <button type="button" lang={bcp47Of(destination)} onClick={() => onSwitchLanguage(target.language)}>
        {label}
      </button>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  if (target.kind !== 'route') return null;

  return (
    <a href={target.href}>
      {label}
    </a>
  );
}
