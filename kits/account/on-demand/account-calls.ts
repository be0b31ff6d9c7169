import {
  authStatusCodes,
  bindRequiredData,
  retryAfterData,
  type LoginByMessageRequest,
  type LoginRequest,
  type RegisterRequest,
  type SendCodeRequest,
  type SetNewPasswordRequest,
  type ThirdBindRequest,
  type ThirdLoginQuery,
} from '../../../schemas/account/auth-api.ts';
import type { AccountFailure } from '../../../machines/account-outcome.ts';
import { noReplyStatus } from '../../../machines/account-outcome.ts';
import type { ThirdPartyOutcome } from '../../../machines/login-machine.ts';
import { accountEndpoints as endpoints } from '../../../schemas/api/account-endpoints.ts';
import type { ApiClient } from '../../../runtime/api/api-client.ts';
import { ApiStatusError } from '../../../runtime/api/api-errors.ts';
import { callEndpoint } from '../../../runtime/api/call-endpoint.ts';
import { sameSitePath } from '../../../runtime/session/login-href.ts';

/** A refused or failed call as the account machines take it: the envelope's status and message, and any wait. */
function accountFailureOf(error: unknown): AccountFailure {
  if (!(error instanceof ApiStatusError)) return { status: noReplyStatus, message: '' };
  const wait = retryAfterData.safeParse(error.data);
  const failure: AccountFailure = { status: error.status, message: error.serverMessage ?? '' };
  return wait.success ? { ...failure, retryAfterSeconds: wait.data.retryAfterSeconds } : failure;
}

async function refusedAs<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw accountFailureOf(error);
  }
}

/** A return target the server handed back, kept only when it is a path on this site. */
const sameSiteOrNone = (url: string | undefined) => (url && sameSitePath(url) === url ? url : undefined);

/**
 * The auth endpoints (schemas/api/account-endpoints.ts) as the account machines' services: each resolves to the reply's
 * data, or rejects with an {@link AccountFailure}. Loaded with the machines, never with the page (it needs zod).
 */
export function createAccountCalls(api: ApiClient) {
  return {
    loadCaptcha: () => refusedAs(callEndpoint(api, endpoints.captcha)),
    sendCode: (body: SendCodeRequest) => refusedAs(callEndpoint(api, endpoints.sendReceiverMessage, { body })),
    login: (body: LoginRequest) => refusedAs(callEndpoint(api, endpoints.login, { body })),
    loginByCode: (body: LoginByMessageRequest) => refusedAs(callEndpoint(api, endpoints.loginByMessage, { body })),
    register: (body: RegisterRequest) => refusedAs(callEndpoint(api, endpoints.register, { body })),
    setNewPassword: (body: SetNewPasswordRequest) => refusedAs(callEndpoint(api, endpoints.setNewPwd, { body })),
    thirdBind: (body: ThirdBindRequest) => refusedAs(callEndpoint(api, endpoints.thirdBind, { body })),
    thirdPartyUrl: async (returnTo: string) => (await refusedAs(callEndpoint(api, endpoints.getUmtLoginUrl, { query: { returnUrl: returnTo } }))).url,
    /** The third party's callback: signed in, or an identity to bind first (status `bindRequired`, with its ticket). */
    loginByThirdParty: async (query: ThirdLoginQuery): Promise<ThirdPartyOutcome> => {
      try {
        const reply = await callEndpoint(api, endpoints.loginByThirdLoginUrl, { query });
        return { kind: 'signedIn', returnTo: sameSiteOrNone(reply.returnUrl) };
      } catch (error) {
        const binding = error instanceof ApiStatusError && error.status === authStatusCodes.bindRequired ? bindRequiredData.safeParse(error.data) : undefined;
        if (binding?.success) return { kind: 'bindRequired', binding: { ...binding.data, returnUrl: sameSiteOrNone(binding.data.returnUrl) } };
        throw accountFailureOf(error);
      }
    },
  };
}

export type AccountCalls = ReturnType<typeof createAccountCalls>;
