import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { dialogStyles } from './figure-dialog-styles.ts';
import { lockPageScroll } from '../../../runtime/browser/scroll-lock.ts';
import { useZoomPan } from './use-zoom-pan.ts';

export type FigureDialogProps = {
  src: string;
  alt: string;
  /** The figure's label (`Figure 1`), or what stands for it. */
  title: string;
  /** The caption as plain text ('' for none). */
  caption: string;
  onClose: () => void;
  /** Where focus goes back to when the dialog closes: the image link that opened it. */
  returnFocus: RefObject<HTMLElement | null>;
};

/**
 * The big-picture dialog (spec §4): a native modal `<dialog>` 90% × 80% of the window (spec §9) with the image, its
 * label and caption. Closes on a backdrop click, Escape or its close button; holds the page still while open; the
 * image zooms with the wheel, a pinch or the buttons, pans by dragging, and double-click resets it. Mounted only
 * while open.
 */
export function FigureDialog({ src, alt, title, caption, onClose, returnFocus }: FigureDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const pressedOnBackdrop = useRef(false);
  const { view, handlers, zoomBy, reset } = useZoomPan(viewport, image);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = returnFocus.current;
    const unlock = lockPageScroll();
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLElement>('.mh-figure-dialog-close')?.focus();
    return () => {
      unlock();
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      opener?.focus();
    };
  }, [returnFocus]);

  // The backdrop is the dialog element itself (its frame fills the box): a press that starts and ends there closes it.
  const onPointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
    pressedOnBackdrop.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.target === viewport.current && (event.key === '+' || event.key === '=')) zoomBy(1.25);
    else if (event.target === viewport.current && event.key === '-') zoomBy(0.8);
    else if (event.target === viewport.current && event.key === '0') reset();
  };

  return (
    <dialog
      ref={dialog}
      css={dialogStyles}
      className="mh-figure-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <div className="mh-figure-dialog-frame">
        <div className="mh-figure-dialog-bar">
          <span id={titleId} className="mh-figure-dialog-title">
            {title}
          </span>
          <button type="button" onClick={() => zoomBy(1.25)} aria-label={t('article.figure.zoomIn')} title={t('article.figure.zoomIn')}>
            +
          </button>
          <button type="button" onClick={() => zoomBy(0.8)} aria-label={t('article.figure.zoomOut')} title={t('article.figure.zoomOut')}>
            −
          </button>
          <button type="button" onClick={reset} aria-label={t('article.figure.reset')} title={t('article.figure.reset')}>
            ⟲
          </button>
          <button type="button" className="mh-figure-dialog-close" onClick={onClose} aria-label={t('article.figure.close')} title={t('article.figure.close')}>
            ×
          </button>
        </div>
        <div ref={viewport} className="mh-figure-dialog-viewport" tabIndex={0} aria-label={t('article.figure.zoomHint')} {...handlers}>
          <img
            ref={image}
            src={src}
            alt={alt}
            draggable={false}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            data-scale={view.scale}
          />
        </div>
        {caption ? <p className="mh-figure-dialog-caption">{caption}</p> : null}
        <p className="mh-figure-dialog-hint">{t('article.figure.zoomHint')}</p>
      </div>
    </dialog>
  );
}
