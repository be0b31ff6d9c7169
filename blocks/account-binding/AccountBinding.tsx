import type { FormEvent } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { accountMessage } from '../../schemas/account/account-messages.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { accountHref } from '../../kits/account/account-links.ts';
import { AccountPanel } from '../../kits/account/AccountPanel.tsx';
import { AccountField, CurrentPasswordField } from '../../kits/account/AccountFields.tsx';
import { failureText } from '../../kits/account/failure-text.ts';
import { FormFailure } from '../../kits/account/FormFailure.tsx';
import { useAccountForm } from '../../kits/account/use-account-form.ts';
import { useAccountFormActor } from '../../kits/account/use-account-form-actor.ts';
import { useAccountPlace } from '../../kits/account/use-account-place.ts';
import type { AccountBindingProps } from './contract.ts';

const requestFields = ['account', 'password'] as const;

/**
 * Link a third-party identity to an existing account (spec §7 thirdBind): the login page brought the reader here
 * with the third party's bind ticket ('User not found, please bind first.'); the account's password proves it is
 * theirs. Success signs in and goes to the return target. Without a ticket (expired, or the page opened directly)
 * the screen says so and offers the third-party login again.
 */
export default function AccountBinding({ props }: BlockComponentProps<AccountBindingProps>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const place = useAccountPlace(props.url);
  const { values, report, field, formRef } = useAccountForm({ account: '', password: '' }, lang);
  const { kit, failed, form: binding, snapshot, busy } = useAccountFormActor({ next: place.returnTo }, 'bindSuccessful');
  const ready = binding !== undefined && !busy;

  if (!props.ticket) {
    return (
      <AccountPanel title={t('account.bindHeading')} block="account-binding">
        <p className="mh-intro" role="status">
          {accountMessage('bindTicketExpired', lang)}
        </p>
        <p className="mh-links">
          <a href={accountHref('login', place)}>{t('account.bindAgain')}</a>
        </p>
      </AccountPanel>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!kit || !binding || busy) return;
    const { request, problems } = kit.checks.thirdBind({ bindTicket: props.ticket, account: values.account, password: values.password });
    if (report(problems, requestFields) && request) binding.send({ type: 'submit', submission: { form: 'bindAccount', request } });
  };

  return (
    <AccountPanel title={t('account.bindHeading')} block="account-binding">
      <p className="mh-intro">{t('account.bindIntro', { name: props.name || '—' })}</p>
      <form ref={formRef} method="post" onSubmit={submit} noValidate aria-busy={busy}>
        <AccountField {...field('account')} />
        <CurrentPasswordField {...field('password')} />
        <FormFailure message={failed ? t('account.noReply') : failureText(snapshot?.context.failure, t)} />
        <button type="submit" className="mh-primary" disabled={!ready}>
          {busy ? t('account.binding') : t('account.bindAccount')}
        </button>
      </form>
      <p className="mh-links">
        <a href={accountHref('forgetCode', place)}>{t('account.forgotPassword')}</a>
      </p>
    </AccountPanel>
  );
}
