import { createActor, fromPromise } from 'xstate';
import { accountMessage, type AccountMessageKey } from '../../../schemas/account/account-messages.ts';
import type { BindRequiredData, CodePurpose } from '../../../schemas/account/auth-api.ts';
import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import { accountFormMachine, type AccountFormInput } from '../../../machines/account-form-machine.ts';
import { loginMachine, type LoginInput } from '../../../machines/login-machine.ts';
import { verificationCodeMachine } from '../../../machines/verification-code-machine.ts';
import type { ApiClient } from '../../../runtime/api/api-client.ts';
import { showToast } from '../../../runtime/ui/show-toast.ts';
import { createAccountCalls, type AccountCalls } from './account-calls.ts';
import { pageNavigation } from '../page-navigation.ts';

export { accountChecks as checks } from './account-checks.ts';

/** What the account actors need from the page: its API client and its language (for the success messages). */
export type AccountPage = { api: ApiClient; lang: LanguageSegment };

function announce(key: AccountMessageKey, lang: LanguageSegment) {
  return () => showToast(accountMessage(key, lang));
}

function verificationCodeWith(calls: AccountCalls, lang: LanguageSegment) {
  return verificationCodeMachine.provide({
    actors: {
      loadCaptcha: fromPromise(() => calls.loadCaptcha()),
      sendCode: fromPromise(({ input }) => calls.sendCode(input)),
    },
    actions: { announceSent: announce('codeSent', lang) },
  });
}

/** The login machine with the browser's effects: the auth calls, the success message, document loads. */
export function startLogin({ api, lang }: AccountPage, input: LoginInput, bindingHref: (binding: BindRequiredData) => string) {
  const calls = createAccountCalls(api);
  return createActor(
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input: credentials }) => calls.login(credentials)),
        loginByCode: fromPromise(({ input: credentials }) => calls.loginByCode(credentials)),
        thirdPartyUrl: fromPromise(({ input: { returnTo } }) => calls.thirdPartyUrl(returnTo)),
        loginByThirdParty: fromPromise(({ input: callback }) => calls.loginByThirdParty(callback)),
        verificationCode: verificationCodeWith(calls, lang),
      },
      actions: {
        announceSuccess: announce('loginSuccessful', lang),
        navigate: (_, { href }) => pageNavigation.assign(href),
        openBinding: (_, { binding }) => pageNavigation.assign(bindingHref(binding)),
      },
    }),
    { input },
  ).start();
}

/** A verification code for registering or resetting a password: captcha (loaded at once), send, countdown. */
export function startVerificationCode({ api, lang }: AccountPage, purpose: CodePurpose) {
  const actor = createActor(verificationCodeWith(createAccountCalls(api), lang), { input: { purpose } }).start();
  actor.send({ type: 'captcha.load' });
  return actor;
}

/** An account form's submission (register, reset password, bind account), announcing `success` when it succeeds. */
export function startAccountForm({ api, lang }: AccountPage, input: AccountFormInput, success: AccountMessageKey) {
  const calls = createAccountCalls(api);
  return createActor(
    accountFormMachine.provide({
      actors: {
        submit: fromPromise(({ input: submission }) => {
          switch (submission.form) {
            case 'register':
              return calls.register(submission.request);
            case 'resetPassword':
              return calls.setNewPassword(submission.request);
            case 'bindAccount':
              return calls.thirdBind(submission.request);
          }
        }),
      },
      actions: {
        announceSuccess: announce(success, lang),
        navigate: (_, { href }) => pageNavigation.assign(href),
      },
    }),
    { input },
  ).start();
}
