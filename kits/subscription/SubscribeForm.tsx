import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { memberMessage } from '../../schemas/account/member-messages.ts';
import { ApiStatusError } from '../../runtime/api/api-errors.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { loginHref } from '../../runtime/session/login-href.ts';
import { showToast } from '../../runtime/ui/show-toast.ts';
import { buttonStyles } from '../member/button-styles.ts';
import { CaptchaField } from '../member/CaptchaField.tsx';
import { checkMemberInput } from '../member/check-member-input.ts';
import { FieldError } from '../member/FieldError.tsx';
import { failureText } from '../member/failure-text.ts';
import { formStyles } from '../member/form-styles.ts';
import { LiveMessage } from '../member/LiveMessage.tsx';
import { callMember, memberQueryKey } from '../member/member-call.ts';
import { useCaptcha } from '../member/use-captcha.ts';
import { alertTypes, emptySubscriptionForm, submissionOf, type SubscriptionFormValues, type SubscriptionMode } from './subscription-request.ts';
import { useColumns } from './use-columns.ts';
import { useSubscriptionMachine } from './use-subscription-machine.ts';

const modes: SubscriptionMode[] = ['subscribe', 'unsubscribe'];

const formWidth = css`
  max-width: 560px;
`;

/**
 * E-mail alerts (spec §3 Subscription, §4, §5): subscribe an e-mail to the current issue, Online First, keywords
 * (';'-separated) or a column, proven by the image captcha; or unsubscribe by entering the e-mail again. Field problems
 * show beside their fields in the reader's language; the outcome is announced. Alerts belong to a member, so a reader
 * who is not signed in is sent to login.
 */
export function SubscribeForm() {
  const { t } = useTranslation();
  const { api, lang, userName, path } = usePage();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(emptySubscriptionForm);
  const captcha = useCaptcha(Boolean(userName));
  const columns = useColumns(Boolean(userName) && values.mode === 'subscribe' && values.type === 'column');
  // A subscription to an address that is not the member's own waits for its owner to confirm it (double opt-in). The
  // ref tells the announcement, made as the reply arrives; the state tells what is shown after it.
  const replyAwaitsOwner = useRef(false);
  const [awaitingOwner, setAwaitingOwner] = useState(false);
  const successOf = (mode: SubscriptionMode, awaiting: boolean) =>
    memberMessage(mode === 'subscribe' ? (awaiting ? 'subscriptionPending' : 'subscriptionSuccessful') : 'unsubscriptionSuccessful', lang);
  const ids = { email: useId(), emailError: useId(), keywords: useId(), keywordsHint: useId(), keywordsError: useId(), column: useId(), columnError: useId(), typeError: useId() };

  const machine = useSubscriptionMachine({
    check: ({ mode, request }) => (mode === 'subscribe' ? checkMemberInput('subscribe', request, lang) : checkMemberInput('unSubscribe', request, lang)),
    send: async ({ mode, request }) => {
      try {
        if (mode === 'subscribe') {
          replyAwaitsOwner.current = !(await callMember(api, 'subscribe', request)).confirmed;
        } else {
          await callMember(api, 'unSubscribe', request);
          replyAwaitsOwner.current = false;
        }
        setAwaitingOwner(replyAwaitsOwner.current);
      } catch (error) {
        throw { status: error instanceof ApiStatusError ? error.status : -1, message: failureText(error, t) };
      }
      await Promise.all([queryClient.invalidateQueries({ queryKey: memberQueryKey('subscribeList') }), queryClient.invalidateQueries({ queryKey: memberQueryKey('isSubscribe') })]);
    },
    announceSuccess: (mode) => showToast(successOf(mode, replyAwaitsOwner.current)),
    refreshCaptcha: () => {
      captcha.refresh();
      setValues((current) => ({ ...current, captcha: '' }));
    },
  });

  if (!userName) {
    return (
      <p className="mh-alerts-login">
        {t('personal.alerts.signInFirst')} <a href={loginHref(path, lang)}>{t('personal.goToLogin')}</a>
      </p>
    );
  }

  const set = <Field extends keyof SubscriptionFormValues>(field: Field, value: SubscriptionFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (machine.state === 'succeeded') machine.edit();
  };
  const problems = machine.context.fieldMessages;
  const failure = machine.context.failure;
  const failureMessage = failure ? failure.message || (failure.status === 401 ? '' : t('common.dataFailed')) : '';
  const outcome = machine.context.done ? successOf(machine.context.done, awaitingOwner) : '';
  const subscribing = values.mode === 'subscribe';

  return (
    <form
      css={[formStyles, buttonStyles, formWidth]}
      className="mh-subscribe-form"
      noValidate
      onFocus={machine.prefetch}
      onSubmit={(event) => {
        event.preventDefault();
        machine.submit(submissionOf(values, captcha.captcha?.captchaId ?? ''));
      }}
    >
      <fieldset>
        <legend>{t('personal.alerts.mode')}</legend>
        {modes.map((mode) => (
          <label key={mode}>
            <input type="radio" name="mode" value={mode} checked={values.mode === mode} onChange={() => set('mode', mode)} /> {t(`personal.alerts.modes.${mode}`)}
          </label>
        ))}
      </fieldset>
      <div className="mh-field">
        <label htmlFor={ids.email}>{t('personal.alerts.email')}</label>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          aria-invalid={problems.email ? true : undefined}
          aria-describedby={problems.email ? ids.emailError : undefined}
        />
        <FieldError id={ids.emailError} message={problems.email} />
      </div>
      {subscribing ? (
        <fieldset aria-describedby={problems.type ? ids.typeError : undefined}>
          <legend>{t('personal.alerts.type')}</legend>
          {alertTypes.map((type) => (
            <label key={type}>
              <input type="radio" name="type" value={type} checked={values.type === type} onChange={() => set('type', type)} /> {t(`personal.alerts.types.${type}`)}
            </label>
          ))}
          <FieldError id={ids.typeError} message={problems.type} />
        </fieldset>
      ) : null}
      {subscribing && values.type === 'keywords' ? (
        <div className="mh-field">
          <label htmlFor={ids.keywords}>{t('personal.alerts.keywords')}</label>
          <input
            id={ids.keywords}
            type="text"
            maxLength={2000}
            value={values.keywords}
            onChange={(event) => set('keywords', event.target.value)}
            aria-invalid={problems.keywords ? true : undefined}
            aria-describedby={problems.keywords ? `${ids.keywordsHint} ${ids.keywordsError}` : ids.keywordsHint}
          />
          <p id={ids.keywordsHint} className="mh-hint">
            {t('personal.alerts.keywordsHint')}
          </p>
          <FieldError id={ids.keywordsError} message={problems.keywords} />
        </div>
      ) : null}
      {subscribing && values.type === 'column' ? (
        <div className="mh-field">
          <label htmlFor={ids.column}>{t('personal.alerts.column')}</label>
          <select
            id={ids.column}
            value={values.columnId}
            onChange={(event) => set('columnId', event.target.value)}
            aria-invalid={problems.columnId ? true : undefined}
            aria-describedby={problems.columnId ? ids.columnError : undefined}
            aria-busy={columns.isPending || undefined}
          >
            <option value="">{columns.isPending ? t('common.loading') : t('personal.alerts.chooseColumn')}</option>
            {(columns.data ?? []).map((column) => (
              <option key={column.id} value={String(column.id)}>
                {column.name}
              </option>
            ))}
          </select>
          <FieldError id={ids.columnError} message={problems.columnId} />
        </div>
      ) : null}
      <CaptchaField
        captcha={captcha.captcha}
        failed={captcha.failed}
        onRefresh={captcha.refresh}
        value={values.captcha}
        onChange={(value) => set('captcha', value)}
        error={problems.captcha ?? problems.captchaId}
      />
      <LiveMessage message={failureMessage || outcome} tone={failureMessage ? 'error' : 'info'} />
      <button type="submit" className="mh-primary" disabled={machine.busy} aria-busy={machine.busy || undefined}>
        {subscribing ? t('personal.alerts.subscribe') : t('personal.alerts.unsubscribe')}
      </button>
    </form>
  );
}
