import type { FormEvent } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { accountHref } from '../../kits/account/account-links.ts';
import { AccountPanel } from '../../kits/account/AccountPanel.tsx';
import { AccountField, NewPasswordFields } from '../../kits/account/AccountFields.tsx';
import { failureText } from '../../kits/account/failure-text.ts';
import { FormFailure } from '../../kits/account/FormFailure.tsx';
import { codeRequestFields, requestCode } from '../../kits/account/request-code.ts';
import { useAccountForm } from '../../kits/account/use-account-form.ts';
import { useAccountFormActor } from '../../kits/account/use-account-form-actor.ts';
import { useAccountPlace } from '../../kits/account/use-account-place.ts';
import { useKitActor } from '../../kits/account/use-actor.ts';
import { VerificationCodeFields } from '../../kits/account/VerificationCodeFields.tsx';
import type { ForgetCodeProps } from './contract.ts';

const requestFields = ['account', 'code', 'password', 'confirmPassword'] as const;

/**
 * Reset a forgotten password (spec §5, §8): the code sent to the account's mobile or e-mail (after the image
 * captcha), then the new password twice. Success ('Password Reset Successfully') ends the member's other sessions
 * and goes to the login page, keeping the return target.
 */
export default function ForgetCode({ props }: BlockComponentProps<ForgetCodeProps>) {
  const { t } = useTranslation();
  const { api, lang } = usePage();
  const place = useAccountPlace(props.url);
  const { values, change, report, field, formRef } = useAccountForm({ account: '', captcha: '', code: '', password: '', confirmPassword: '' }, lang);
  const { kit, failed, form: reset, snapshot, busy } = useAccountFormActor({ next: accountHref('login', place) }, 'passwordResetSuccessfully');
  const codeActor = useKitActor(kit, ({ startVerificationCode }) => startVerificationCode({ api, lang }, 'reset'));
  const ready = reset !== undefined && codeActor !== undefined && !busy;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!kit || !reset || busy) return;
    const { request, problems } = kit.checks.setNewPassword({
      account: values.account,
      code: values.code,
      password: values.password,
      confirmPassword: values.confirmPassword,
    });
    if (report(problems, requestFields) && request) reset.send({ type: 'submit', submission: { form: 'resetPassword', request } });
  };

  const sendCode = () => {
    if (!kit || !codeActor) return;
    if (report(requestCode(kit, codeActor, 'reset', values), codeRequestFields)) change('captcha', '');
  };

  return (
    <AccountPanel title={t('account.resetHeading')} block="forget-code">
      <p className="mh-intro">{t('account.resetIntro')}</p>
      <form ref={formRef} method="post" onSubmit={submit} noValidate aria-busy={busy}>
        <AccountField {...field('account')} />
        <VerificationCodeFields actor={codeActor} captcha={field('captcha')} code={field('code')} onSend={sendCode} onRefresh={() => codeActor?.send({ type: 'captcha.refresh' })} />
        <NewPasswordFields
          password={field('password')}
          confirmation={field('confirmPassword')}
          labels={{ password: t('account.newPassword'), confirmation: t('account.confirmNewPassword') }}
        />
        <FormFailure message={failed ? t('account.noReply') : failureText(snapshot?.context.failure, t)} />
        <button type="submit" className="mh-primary" disabled={!ready}>
          {busy ? t('account.resetting') : t('account.resetPassword')}
        </button>
      </form>
      <p className="mh-links">
        <a href={accountHref('login', place)}>{t('account.toLogin')}</a>
      </p>
    </AccountPanel>
  );
}
