import { popoverPlacement, referencePopoverWidth } from './popover-placement.ts';

/** The texts a popover needs, as the article's server HTML carries them. */
export type PopoverTexts = { close: string; jump: string; name: string };

/** What a citation may open: a reference of the article's reference lists, or one of its footnotes. */
const citable = '.mh-ref, .mh-fn';

/**
 * A copy of the cited reference or footnote to show beside its citation: no ids (they stay the original's), and no
 * island marks (a figure in a footnote is the original's island).
 */
function copyOf(target: HTMLElement): DocumentFragment {
  const copy = document.createDocumentFragment();
  for (const child of target.childNodes) copy.append(child.cloneNode(true));
  for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id');
  for (const element of copy.querySelectorAll('[data-island]')) element.removeAttribute('data-island');
  return copy;
}

/**
 * The popover of a reference or footnote (spec §4): opens on a citation's click beside it, placed by its distance
 * from the viewport's edges, showing the reference or footnote as the page already has it; closes with its button,
 * Escape or a click elsewhere, and gives focus back to the citation. Plain DOM: no reader waits for React to read a
 * reference. Returns what undoes it.
 */
export function attachReferencePopovers(article: HTMLElement, texts: PopoverTexts): () => void {
  let open: { box: HTMLElement; anchor: HTMLElement } | undefined;

  const close = (returnFocus: boolean) => {
    if (!open) return;
    const { box, anchor } = open;
    open = undefined;
    box.remove();
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onPointer);
    if (returnFocus) anchor.focus();
  };
  // Escape closes it; focus goes back to the citation only from inside the popover (not from the header's search).
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close(open?.box.contains(document.activeElement) ?? false);
  };
  const onPointer = (event: PointerEvent) => {
    if (open && !open.box.contains(event.target as Node) && event.target !== open.anchor) close(true);
  };

  const show = (anchor: HTMLElement, id: string, target: HTMLElement) => {
    // Measured before an open popover goes: the citation may be inside it (a footnote citing a reference), and then
    // focus later returns to the citation in the text that opened the first one.
    const rect = anchor.getBoundingClientRect();
    const returnTo = open?.box.contains(anchor) ? open.anchor : anchor;
    close(false);
    const placement = popoverPlacement(rect, window.innerWidth);
    const width = Math.min(referencePopoverWidth, window.innerWidth - 16);
    const left = placement === 'top-start' ? rect.left : placement === 'top-end' ? rect.right - width : rect.left + rect.width / 2 - width / 2;
    // Placed inside the article (the nearest positioned box), in viewport terms kept 8 px from the edges.
    const container = article.getBoundingClientRect();
    const inViewport = Math.min(Math.max(8, left), window.innerWidth - width - 8);

    const box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', target.querySelector('.mh-label')?.textContent?.trim() || texts.name);
    box.tabIndex = -1;
    box.className = 'mh-ref-popover';
    box.dataset.placement = placement;
    Object.assign(box.style, { position: 'absolute', top: `${rect.top - container.top}px`, left: `${inViewport - container.left}px`, width: `${width}px`, transform: 'translateY(calc(-100% - 8px))' });
    const closeButton = document.createElement('button');
    closeButton.type = 'button';
    closeButton.className = 'mh-ref-popover-close';
    closeButton.setAttribute('aria-label', texts.close);
    closeButton.textContent = '×';
    closeButton.addEventListener('click', () => close(true));
    const jump = document.createElement('a');
    jump.className = 'mh-ref-popover-jump';
    jump.href = `#${id}`;
    jump.textContent = texts.jump;
    jump.addEventListener('click', () => close(false));
    box.append(closeButton, copyOf(target), jump);
    article.append(box);
    open = { box, anchor: returnTo };
    box.focus();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
  };

  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element).closest<HTMLAnchorElement>('a.mh-xref[aria-haspopup]');
    if (!anchor || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const id = decodeURIComponent(anchor.hash.slice(1));
    // Only the article's own references and footnotes: a JATS id may also name something of the page (`main`).
    const target = [...article.querySelectorAll<HTMLElement>(citable)].find((candidate) => candidate.id === id);
    // A citation whose reference this page does not show still jumps (there is nothing to copy).
    if (!target) return;
    event.preventDefault();
    show(anchor, id, target);
  };
  article.addEventListener('click', onClick);
  return () => {
    close(false);
    article.removeEventListener('click', onClick);
  };
}
