import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopoverTarget as Target } from './content/article-context.ts';
import { BlockNodes } from './content/BlockNodes.tsx';
import { popoverPlacement, referencePopoverWidth, type PopoverPlacement } from './content/popover-placement.ts';
import { ReferenceContent } from './content/ReferenceList.tsx';

type Open = { id: string; target: Target; top: number; left: number; placement: PopoverPlacement; anchor: HTMLElement };

/**
 * The popover of a reference or footnote (spec §4): opens on a citation's click beside it, placed by its distance
 * from the viewport's edges; closes with its button, Escape or a click elsewhere, and gives focus back to the link.
 */
export function useReferencePopover(targets: Map<string, Target>): { open: (anchor: HTMLElement, id: string) => void; element: ReactNode } {
  const { t } = useTranslation();
  const [state, setState] = useState<Open | null>(null);
  const box = useRef<HTMLDivElement>(null);

  const open = useCallback(
    (anchor: HTMLElement, id: string) => {
      const target = targets.get(id);
      if (!target) return;
      const rect = anchor.getBoundingClientRect();
      const placement = popoverPlacement(rect, window.innerWidth);
      const width = Math.min(referencePopoverWidth, window.innerWidth - 16);
      const left =
        placement === 'top-start' ? rect.left : placement === 'top-end' ? rect.right - width : rect.left + rect.width / 2 - width / 2;
      // The popover is placed inside the article (the nearest positioned box), in viewport terms kept 8 px from the edges.
      const container = (anchor.closest('.mh-article') ?? document.body).getBoundingClientRect();
      const inViewport = Math.min(Math.max(8, left), window.innerWidth - width - 8);
      setState({ id, target, placement, anchor, top: rect.top - container.top, left: inViewport - container.left });
    },
    [targets],
  );

  const close = useCallback(() => {
    setState((current) => {
      current?.anchor.focus();
      return null;
    });
  }, []);

  useEffect(() => {
    if (!state) return;
    box.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node) && event.target !== state.anchor) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [state, close]);

  const element = state ? (
    <div
      ref={box}
      role="dialog"
      aria-label={state.target.label || t('article.reference')}
      tabIndex={-1}
      className="mh-ref-popover"
      data-placement={state.placement}
      style={{ position: 'absolute', top: state.top, left: state.left, width: Math.min(referencePopoverWidth, window.innerWidth - 16), transform: 'translateY(calc(-100% - 8px))' }}
    >
      <button type="button" className="mh-ref-popover-close" onClick={close} aria-label={t('common.close')}>
        ×
      </button>
      {state.target.label ? <strong className="mh-label">{state.target.label} </strong> : null}
      {state.target.type === 'ref' ? <ReferenceContent reference={state.target} /> : <BlockNodes nodes={state.target.children} depth={4} inline />}
      <a className="mh-ref-popover-jump" href={`#${state.id}`} onClick={() => setState(null)}>
        {t('article.goToReference')}
      </a>
    </div>
  ) : null;
  return { open, element };
}
