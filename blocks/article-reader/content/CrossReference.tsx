import type { ReactNode } from 'react';
import { useArticleTargets } from './article-context.ts';

/** Spec §5: references and footnotes open a popover; figures, tables, chemistry and formulas are jumped to. */
const popoverTypes = new Set(['bibr', 'fn']);

/**
 * An `xref`: a link to the element it names (`#bib12`), so it works without JavaScript and as a deep link. With
 * JavaScript, a reference or footnote it declares a popup for opens in a popover instead (the article reader's
 * behaviour.ts); jumps land below the sticky header through the targets' `scroll-margin-top`.
 */
export function CrossReference({ refType, rid, children }: { refType: string; rid: string; children: ReactNode }) {
  const { target } = useArticleTargets();
  const first = rid.split(/\s+/)[0] ?? '';
  const popover = popoverTypes.has(refType) && target(first) !== undefined;
  return (
    <a href={`#${first}`} className="mh-xref" data-ref-type={refType} aria-haspopup={popover ? 'dialog' : undefined}>
      {children}
    </a>
  );
}
