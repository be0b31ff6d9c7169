import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { Dialog } from './Dialog.tsx';
import { buttonStyles } from './button-styles.ts';

export type ConfirmDialogProps = {
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirming button's text; default OK. */
  confirmLabel?: string;
  busy?: boolean;
};

/** A yes-or-no question (spec §4 "with confirmation"): titled Tips, focus on Cancel so Enter never destroys by accident. */
export function ConfirmDialog({ message, onConfirm, onCancel, confirmLabel, busy = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <Dialog title={t('common.tips')} onClose={onCancel} role="alertdialog" describedBy={messageId}>
      <p id={messageId}>{message}</p>
      <div className="mh-dialog-actions" css={buttonStyles}>
        <button type="button" data-autofocus onClick={onCancel}>
          {t('personal.cancel')}
        </button>
        <button type="button" className="mh-primary" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {confirmLabel ?? t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
