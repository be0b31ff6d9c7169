import { useId, type FormEvent } from 'react';
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
import type { RegisterProps } from './contract.ts';

const requestFields = ['account', 'code', 'password', 'confirmPassword', 'agreement'] as const;

/** The form as typed: the request's fields (the agreement not yet ticked, perhaps) and the captcha a code needs. */
type RegisterValues = Record<Exclude<(typeof requestFields)[number], 'agreement'> | 'captcha', string> & { agreement: boolean };

/**
 * Register (spec §5, §8): a mobile number or e-mail address, the code sent to it (after the image captcha), a
 * password twice, and the user agreement ('Please click to accept the user agreement first'). Every field is checked
 * with the server's own rules before anything is sent. Success ('registration success') signs the reader in and goes
 * to the return target.
 */
export default function Register({ props }: BlockComponentProps<RegisterProps>) {
  const { t } = useTranslation();
  const { api, lang } = usePage();
  const place = useAccountPlace(props.url);
  const agreementProblemId = useId();
  const { values, change, report, problemText, field, formRef } = useAccountForm<RegisterValues>(
    { account: '', captcha: '', code: '', password: '', confirmPassword: '', agreement: false },
    lang,
  );
  const { kit, failed, form: registration, snapshot, busy } = useAccountFormActor({ next: place.returnTo }, 'registrationSuccess');
  const codeActor = useKitActor(kit, ({ startVerificationCode }) => startVerificationCode({ api, lang }, 'register'));
  const ready = registration !== undefined && codeActor !== undefined && !busy;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!kit || !registration || busy) return;
    const { request, problems } = kit.checks.register({
      account: values.account,
      code: values.code,
      password: values.password,
      confirmPassword: values.confirmPassword,
      agreement: values.agreement,
    });
    if (report(problems, requestFields) && request) registration.send({ type: 'submit', submission: { form: 'register', request } });
  };

  const sendCode = () => {
    if (!kit || !codeActor) return;
    if (report(requestCode(kit, codeActor, 'register', values), codeRequestFields)) change('captcha', '');
  };

  const agreementProblem = problemText('agreement');
  return (
    <AccountPanel title={t('account.registerHeading')} block="register">
      <form ref={formRef} method="post" onSubmit={submit} noValidate aria-busy={busy}>
        <AccountField {...field('account')} />
        <VerificationCodeFields actor={codeActor} captcha={field('captcha')} code={field('code')} onSend={sendCode} onRefresh={() => codeActor?.send({ type: 'captcha.refresh' })} />
        <NewPasswordFields
          password={field('password')}
          confirmation={field('confirmPassword')}
          labels={{ password: t('account.password'), confirmation: t('account.confirmPassword') }}
        />
        <div className="mh-field">
          <label className="mh-check">
            <input
              type="checkbox"
              name="agreement"
              checked={values.agreement}
              onChange={(event) => change('agreement', event.target.checked)}
              aria-invalid={agreementProblem ? true : undefined}
              aria-describedby={agreementProblem ? agreementProblemId : undefined}
            />
            <span>{t('account.agreement')}</span>
          </label>
          <p id={agreementProblemId} className="mh-field-problem" aria-live="polite">
            {agreementProblem}
          </p>
        </div>
        <FormFailure message={failed ? t('account.noReply') : failureText(snapshot?.context.failure, t)} />
        <button type="submit" className="mh-primary" disabled={!ready}>
          {busy ? t('account.registering') : t('account.register')}
        </button>
      </form>
      <p className="mh-links">
        <span>
          {t('account.haveAccount')} <a href={accountHref('login', place)}>{t('account.toLogin')}</a>
        </span>
      </p>
    </AccountPanel>
  );
}
