import { useState } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { accountMessage } from '../../../schemas/account/account-messages.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { CaptchaField } from '../../../kits/member/CaptchaField.tsx';
import { checkMemberInput, type FieldMessages } from '../../../kits/member/check-member-input.ts';
import { LiveMessage } from '../../../kits/member/LiveMessage.tsx';
import { useCaptcha } from '../../../kits/member/use-captcha.ts';
import { useMemberAction } from '../../../kits/member/use-member-action.ts';
import { TextField } from '../../../kits/member/TextField.tsx';
import { useCountdown } from './use-countdown.ts';

/**
 * Linking or changing the mobile (POST /rc-pub/api/changeMobile): the new number, a code sent to it for
 * `changeMobile` (which needs the image captcha; the button counts down before another), then the code.
 */
export function ChangeMobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const action = useMemberAction();
  const captcha = useCaptcha();
  const countdown = useCountdown();
  const [mobile, setMobile] = useState('');
  const [answer, setAnswer] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<FieldMessages>({});
  const [notice, setNotice] = useState('');

  const sendCode = async () => {
    setNotice('');
    const request = { account: mobile, purpose: 'changeMobile' as const, captchaId: captcha.captcha?.captchaId ?? '', captcha: answer };
    const found = await checkMemberInput('sendReceiverMessage', request, lang);
    setProblems(found ? { mobile: found.account ?? '', captcha: found.captcha ?? found.captchaId ?? '' } : {});
    if (found) return;
    const sent = await action.run('sendReceiverMessage', request);
    captcha.refresh();
    setAnswer('');
    if (sent) {
      countdown.start(sent.reply.resendAfterSeconds);
      setNotice(accountMessage('codeSent', lang));
    }
  };

  const submit = async () => {
    const found = await checkMemberInput('changeMobile', { mobile, code }, lang);
    setProblems(found ?? {});
    if (found) return;
    if (await action.run('changeMobile', { mobile, code }, { success: accountMessage('mobileChanged', lang), refresh: ['account', 'info'] })) onDone();
  };

  return (
    <form
      className="mh-account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField label={t('personal.account.newMobile')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={11} value={mobile} onChange={setMobile} error={problems.mobile} />
      <CaptchaField captcha={captcha.captcha} failed={captcha.failed} onRefresh={captcha.refresh} value={answer} onChange={setAnswer} error={problems.captcha} />
      <div className="mh-toolbar">
        <button type="button" onClick={() => void sendCode()} disabled={countdown.remaining > 0 || action.busy}>
          {countdown.remaining > 0 ? t('personal.account.resendIn', { seconds: countdown.remaining }) : t('personal.account.sendCode')}
        </button>
      </div>
      <TextField label={t('personal.account.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={setCode} error={problems.code} />
      <LiveMessage message={action.failure || notice} tone={action.failure ? 'error' : 'info'} />
      <button type="submit" className="mh-primary" disabled={action.busy}>
        {t('personal.account.submit')}
      </button>
    </form>
  );
}
