import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { failureText } from './failure-text.ts';
import { TextField } from './TextField.tsx';
import { useActorSnapshot } from './use-actor.ts';
import type { VerificationCodeActor } from './request-code.ts';
import type { FieldBinding } from './use-account-form.ts';

export type VerificationCodeFieldsProps = {
  /** The verification-code actor (undefined until the kit has loaded). */
  actor: VerificationCodeActor | undefined;
  captcha: FieldBinding;
  code: FieldBinding;
  /** The reader asks for a code (the form checks the account and captcha, then sends). */
  onSend: () => void;
  /** Asks for another captcha (the answer typed for the old one is cleared here). */
  onRefresh: () => void;
};

/**
 * The image captcha (its picture is the button for another one), the code field and its send button, which counts
 * down the seconds until a code may be sent again (spec §4), and why a send failed.
 */
export function VerificationCodeFields({ actor, captcha, code, onSend, onRefresh }: VerificationCodeFieldsProps) {
  const { t } = useTranslation();
  const snapshot = useActorSnapshot(actor);
  const image = snapshot?.context.captcha?.image;
  const captchaFailed = snapshot?.matches({ captcha: 'failed' }) ?? false;
  const sending = snapshot?.matches({ code: 'sending' }) ?? false;
  const resendIn = snapshot?.context.resendIn ?? 0;
  const sentBefore = snapshot?.context.channel != null;
  const sendLabel = sending ? t('account.sendingCode') : resendIn > 0 ? t('account.resendIn', { count: resendIn }) : sentBefore ? t('account.resendCode') : t('account.sendCode');

  return (
    <>
      <TextField
        label={t('account.captcha')}
        {...captcha}
        autoComplete="off"
        maxLength={16}
        problem={captcha.problem ?? (captchaFailed ? t('account.captchaFailed') : undefined)}
        beside={
          <button
            type="button"
            className="mh-captcha-image"
            onClick={() => {
              captcha.onChange('');
              onRefresh();
            }}
            disabled={!actor}
            // While the picture loads, the words shown are the button's name (a different name would not match them).
            aria-label={image ? t('account.refreshCaptcha') : undefined}
            title={t('account.refreshCaptcha')}>
            {image ? <img src={image} alt={t('account.captchaImage')} width={112} height={42} /> : <span>{captchaFailed ? t('account.refreshCaptcha') : t('account.captchaLoading')}</span>}
          </button>
        }
      />
      <TextField
        label={t('account.code')}
        {...code}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        beside={
          <button type="button" className="mh-secondary" onClick={onSend} disabled={!actor || sending || resendIn > 0}>
            {sendLabel}
          </button>
        }
      />
      <p className="mh-field-problem" role="alert">
        {failureText(snapshot?.context.failure, t)}
      </p>
    </>
  );
}
