import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { LoginMethod } from '../../machines/login-machine.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { accountHref } from '../../kits/account/account-links.ts';
import { AccountPanel } from '../../kits/account/AccountPanel.tsx';
import { AccountField, CurrentPasswordField } from '../../kits/account/AccountFields.tsx';
import { failureText } from '../../kits/account/failure-text.ts';
import { FormFailure } from '../../kits/account/FormFailure.tsx';
import { codeRequestFields, requestCode } from '../../kits/account/request-code.ts';
import { useAccountForm } from '../../kits/account/use-account-form.ts';
import { useAccountKit } from '../../kits/account/use-account-kit.ts';
import { useAccountPlace } from '../../kits/account/use-account-place.ts';
import { useActorSnapshot, useKitActor } from '../../kits/account/use-actor.ts';
import { VerificationCodeFields } from '../../kits/account/VerificationCodeFields.tsx';
import type { LoginProps } from './contract.ts';

const routeOf = { password: 'login', code: 'quickLogin' } as const;

/**
 * Log in (spec §1, §2): by password, or by a code sent by SMS or e-mail (`/quickLogin`), as two tabs that are links
 * (each tab is its own address, so they work before the page's script has loaded). Links to register and to reset a
 * forgotten password keep the return target. When the site offers it, a third-party button leaves for the provider,
 * which sends the reader back to this page with `code` and `state`. Success goes to the `url` the page was given
 * (a path on this site) or the site's home page.
 */
export default function Login({ props }: BlockComponentProps<LoginProps>) {
  const { t } = useTranslation();
  const { api, lang, bootstrap } = usePage();
  const place = useAccountPlace(props.url);
  const thirdPartyCallback = props.code && props.state ? { code: props.code, state: props.state } : undefined;
  const [method, setMethod] = useState<LoginMethod>(props.method);
  const { values, change, report, field, formRef } = useAccountForm({ account: '', password: '', code: '', captcha: '' }, lang);
  const { kit, failed } = useAccountKit();
  const login = useKitActor(kit, ({ startLogin }) =>
    startLogin({ api, lang }, { method, returnTo: place.returnTo, thirdPartyCallback }, (binding) =>
      accountHref('accountBinding', { ...place, returnTo: binding.returnUrl ?? place.returnTo }, { ticket: binding.bindTicket, name: binding.displayName }),
    ),
  );
  const snapshot = useActorSnapshot(login);
  const codeActor = snapshot?.children.verificationCode;
  const returning = thirdPartyCallback !== undefined && (!snapshot || snapshot.matches('returningFromThirdParty'));
  const busy = returning || (snapshot !== undefined && !snapshot.matches('editing'));
  const ready = login !== undefined && !busy;

  const chooseMethod = (chosen: LoginMethod) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A tab opened in a new browser tab or window is a link like any other.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (chosen === method || busy) return;
    setMethod(chosen);
    login?.send({ type: 'method.choose', method: chosen });
    window.history.replaceState(window.history.state, '', event.currentTarget.href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!kit || !login || busy) return;
    if (method === 'password') {
      const { request, problems } = kit.checks.login({ account: values.account, password: values.password });
      if (report(problems, ['account', 'password']) && request) login.send({ type: 'password.submit', credentials: request });
    } else {
      const { request, problems } = kit.checks.loginByCode({ account: values.account, code: values.code });
      if (report(problems, ['account', 'code']) && request) login.send({ type: 'code.submit', credentials: request });
    }
  };

  const sendCode = () => {
    if (!kit || !codeActor) return;
    if (report(requestCode(kit, codeActor, 'login', values), codeRequestFields)) change('captcha', '');
  };

  return (
    <AccountPanel title={t('account.loginHeading')} block="login">
      <nav className="mh-tabs" aria-label={t('account.methods')}>
        {(['password', 'code'] as const).map((tab) => (
          <a key={tab} href={accountHref(routeOf[tab], place)} aria-current={tab === method ? 'page' : undefined} onClick={chooseMethod(tab)}>
            {t(tab === 'password' ? 'account.byPassword' : 'account.byCode')}
          </a>
        ))}
      </nav>
      {returning ? (
        <p role="status" className="mh-intro">
          {t('account.returningFromThirdParty')}
        </p>
      ) : null}
      <form ref={formRef} method="post" onSubmit={submit} noValidate aria-busy={busy}>
        <AccountField {...field('account')} />
        {method === 'password' ? (
          <CurrentPasswordField {...field('password')} />
        ) : (
          <VerificationCodeFields actor={codeActor} captcha={field('captcha')} code={field('code')} onSend={sendCode} onRefresh={() => login?.send({ type: 'captcha.refresh' })} />
        )}
        <FormFailure message={failed ? t('account.noReply') : failureText(snapshot?.context.failure, t)} />
        <button type="submit" className="mh-primary" disabled={!ready}>
          {busy ? t('account.loggingIn') : t('account.logIn')}
        </button>
      </form>
      {bootstrap.site.umtFlag ? (
        <button type="button" className="mh-third-party" disabled={!ready} onClick={() => login?.send({ type: 'thirdParty.start' })}>
          {t('account.thirdParty')}
        </button>
      ) : null}
      <p className="mh-links">
        <span>
          {t('account.noAccount')} <a href={accountHref('register', place)}>{t('account.toRegister')}</a>
        </span>
        <a href={accountHref('forgetCode', place)}>{t('account.forgotPassword')}</a>
      </p>
    </AccountPanel>
  );
}
