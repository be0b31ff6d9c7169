import type { MouseEvent, ReactNode } from 'react';
import { useArticleTargets } from './article-context.ts';

/** Spec §5: references and footnotes open a popover; figures, tables, chemistry and formulas are jumped to. */
const popoverTypes = new Set(['bibr', 'fn']);

/**
 * An `xref`: a link to the element it names (`#bib12`), so it works without JavaScript and as a deep link. With
 * JavaScript, a reference or footnote opens in a popover instead; jumps land below the sticky header through the
 * targets' `scroll-margin-top`.
 */
export function CrossReference({ refType, rid, children }: { refType: string; rid: string; children: ReactNode }) {
  const { target, openPopover } = useArticleTargets();
  const first = rid.split(/\s+/)[0] ?? '';
  const onClick =
    popoverTypes.has(refType) && target(first)
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          openPopover(event.currentTarget, first);
        }
      : undefined;
  return (
    <a href={`#${first}`} className="mh-xref" data-ref-type={refType} onClick={onClick} aria-haspopup={onClick ? 'dialog' : undefined}>
      {children}
    </a>
  );
}
