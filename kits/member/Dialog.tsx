import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { lockPageScroll } from '../../runtime/browser/scroll-lock.ts';
import { dialogStyles } from './dialog-styles.ts';

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(focusableSelector)].filter((node) => !node.hasAttribute('hidden'));
}

export type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for a question that needs an answer (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that says what the dialog is about. */
  describedBy?: string;
  className?: string;
};

/**
 * A modal dialog mounted while open: a native `<dialog>` shown modally, focus on its first `[data-autofocus]` element
 * (else its first focusable one) and kept inside with Tab, Escape to close, the page held still, and focus given back
 * to what had it before (the button that opened it).
 */
export function Dialog({ title, onClose, children, role = 'dialog', describedBy, className }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPageScroll();
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    (element.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(element)[0])?.focus();
    return () => {
      unlock();
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusables = focusablesIn(dialog.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      css={dialogStyles}
      className={className}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
