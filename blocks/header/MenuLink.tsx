import type { MouseEvent, ReactNode } from 'react';
import { usePage } from '../../runtime/context/page-context.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';
import { completeEditorialHref } from '../../runtime/menu/follow-menu-target.ts';
import type { MenuEntry } from '../../runtime/menu/menu-entries.ts';

/**
 * One menu entry as a real link (so it works without JavaScript), an external link in a new tab, or a language
 * switch button. The editorial board link is completed with the first expert's id when clicked (spec §2).
 */
export function MenuLink({ entry, onSwitchLanguage, children }: { entry: MenuEntry; onSwitchLanguage: (language?: string) => void; children?: ReactNode }) {
  const { api, bootstrap, lang } = usePage();
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

  const onClick = target.firstExpert
    ? async (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        const href = await completeEditorialHref(target, async (topicId) => {
          // The schema (and zod) load with the first click that needs them, not with every page.
          const { expertIds } = await import('./expert-ids.ts');
          const result = await api.get('/rc-pub/front/expert/list', {
            query: { page: 0, size: 10, topicId: topicId ?? bootstrap.site.topicId },
            schema: expertIds,
          });
          return result.content;
        });
        window.location.assign(href);
      }
    : undefined;
  return (
    <a href={target.href} onClick={onClick}>
      {label}
    </a>
  );
}
