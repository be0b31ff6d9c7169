import { useState } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Subscription, UnSubscribeRequest } from '../../schemas/account/member-api.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { buttonStyles } from '../../kits/member/button-styles.ts';
import { CaptchaField } from '../../kits/member/CaptchaField.tsx';
import { checkMemberInput, type FieldMessages } from '../../kits/member/check-member-input.ts';
import { Dialog } from '../../kits/member/Dialog.tsx';
import { formStyles } from '../../kits/member/form-styles.ts';
import { LiveMessage } from '../../kits/member/LiveMessage.tsx';
import { TextField } from '../../kits/member/TextField.tsx';
import { useCaptcha } from '../../kits/member/use-captcha.ts';
import { useMemberAction } from '../../kits/member/use-member-action.ts';

/** Ending one subscription (spec §4): the reader enters its e-mail again and answers the captcha. */
export function UnsubscribeDialog({ subscription, success, onClose }: { subscription: Subscription; success: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const action = useMemberAction();
  const captcha = useCaptcha();
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState('');
  const [problems, setProblems] = useState<FieldMessages>({});

  const submit = async () => {
    const request: UnSubscribeRequest = { email, captchaId: captcha.captcha?.captchaId ?? '', captcha: answer, id: subscription.id };
    const found = await checkMemberInput('unSubscribe', request, lang);
    setProblems(found ?? {});
    if (found) return;
    const done = await action.run('unSubscribe', request, { success, refresh: ['subscribeList', 'isSubscribe'] });
    if (done) return onClose();
    captcha.refresh();
    setAnswer('');
  };

  return (
    <Dialog title={t('personal.alerts.unsubscribe')} onClose={onClose}>
      <form
        css={[formStyles, buttonStyles]}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('personal.alerts.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          hint={t('personal.alerts.enterEmailAgain', { email: subscription.email })}
          error={problems.email}
        />
        <CaptchaField captcha={captcha.captcha} failed={captcha.failed} onRefresh={captcha.refresh} value={answer} onChange={setAnswer} error={problems.captcha ?? problems.captchaId} />
        <LiveMessage message={action.failure} tone="error" />
        <div className="mh-dialog-actions">
          <button type="button" onClick={onClose}>
            {t('personal.cancel')}
          </button>
          <button type="submit" className="mh-primary" disabled={action.busy}>
            {t('personal.alerts.unsubscribe')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
