import { useId, useState } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import type { AccountReply } from '../../../schemas/account/auth-api.ts';
import { accountMessage } from '../../../schemas/account/account-messages.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { useMemberQuery } from '../../../kits/member/use-member-query.ts';
import { QueryStatus } from '../records/QueryStatus.tsx';
import { ChangeMobileForm } from './ChangeMobileForm.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

type OpenForm = 'password' | 'mobile' | null;

const mobileStatusKey = { Linked: 'mobileLinked', Unlinked: 'mobileUnlinked' } as const;
const passwordStatusKey = { Set: 'passwordSet', UnSet: 'passwordUnset' } as const;

/**
 * `/forgetCode`, where a member without a password sets one with a code (changePwd cannot: it asks for the original),
 * returning here afterwards.
 */
function forgetCodeHref(lang: string, sld: string | undefined, returnTo: string): string {
  const params = new URLSearchParams({ lang, url: returnTo });
  if (sld) params.set('slds', sld);
  return `/forgetCode?${params.toString()}`;
}

/**
 * Account security (spec §2 menu account, §4): the masked user name, the mobile Linked or Unlinked, the password Set
 * or UnSet, and the forms that change them, each opened in place.
 */
export function AccountPanel() {
  const { t } = useTranslation();
  const { lang, sld, path } = usePage();
  const account = useMemberQuery('account', {});
  const [open, setOpen] = useState<OpenForm>(null);
  const formId = useId();

  const toggle = (form: Exclude<OpenForm, null>, label: string) => (
    <button type="button" aria-expanded={open === form} aria-controls={open === form ? formId : undefined} onClick={() => setOpen(open === form ? null : form)}>
      {label}
    </button>
  );

  const facts = (data: AccountReply) => (
    <dl className="mh-account-facts">
      <div>
        <dt>{t('personal.account.userName')}</dt>
        <dd>{data.userName}</dd>
      </div>
      <div>
        <dt>{t('personal.account.mobile')}</dt>
        <dd>
          <span data-status={data.mobileStatus}>{accountMessage(mobileStatusKey[data.mobileStatus], lang)}</span>
          {data.mobile ? ` ${data.mobile}` : ''} {toggle('mobile', data.mobileStatus === 'Linked' ? t('personal.account.changeMobile') : t('personal.account.linkMobile'))}
        </dd>
      </div>
      <div>
        <dt>{t('personal.account.password')}</dt>
        <dd>
          <span data-status={data.passwordStatus}>{accountMessage(passwordStatusKey[data.passwordStatus], lang)}</span>{' '}
          {data.passwordStatus === 'Set' ? toggle('password', t('personal.account.changePassword')) : <a href={forgetCodeHref(lang, sld, path)}>{t('personal.account.setPassword')}</a>}
        </dd>
      </div>
      {data.email ? (
        <div>
          <dt>{t('personal.account.email')}</dt>
          <dd>{data.email}</dd>
        </div>
      ) : null}
    </dl>
  );

  return (
    <div className="mh-account">
      <QueryStatus pending={account.isPending} error={account.error} empty={false} onRetry={() => void account.refetch()} />
      {account.data ? facts(account.data) : null}
      {open ? (
        <section id={formId} className="mh-account-change" aria-label={open === 'password' ? t('personal.account.changePassword') : t('personal.account.changeMobile')}>
          {open === 'password' ? <ChangePasswordForm onDone={() => setOpen(null)} /> : <ChangeMobileForm onDone={() => setOpen(null)} />}
        </section>
      ) : null}
    </div>
  );
}
