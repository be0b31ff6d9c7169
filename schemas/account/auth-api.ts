import { z } from 'zod';
import {
  accountKindOf,
  accountRule,
  agreementRule,
  captchaRule,
  confirmPasswordRule,
  mobileRule,
  newPasswordChecks,
  newPasswordRule,
  originalPasswordRule,
  passwordRule,
  passwordToVerifyRule,
  verificationCodeRule,
} from './account-rules.ts';

/**
 * The auth endpoints of spec §7 ("Auth: /api/login, …"), their request bodies or queries and the `data` of their
 * replies. Every reply is the usual envelope `{ status, message?, data? }`; `message` is the catalogue text
 * (account-messages.ts) in the reader's language (`language` header; absent = zh).
 *
 * Signing in (register, login, loginByMessage, loginByThirdLoginUrl, thirdBind) answers {@link loginReply} and sets
 * the cookies `commonToken` (the session token; readable by the page, which sends it back as the `token` header)
 * and `userName` (the masked display name). A member endpoint called without a live session answers envelope
 * status 401.
 */
export const authPaths = {
  captcha: '/rc-pub/api/captcha',
  isRegistered: '/rc-pub/api/isRegistered',
  sendReceiverMessage: '/rc-pub/api/sendReceiverMessage',
  register: '/rc-pub/api/register',
  login: '/rc-pub/api/login',
  loginByMessage: '/rc-pub/api/loginByMessage',
  setNewPwd: '/rc-pub/api/setNewPwd',
  changePwd: '/rc-pub/api/changePwd',
  changeMobile: '/rc-pub/api/changeMobile',
  logout: '/rc-pub/api/logout',
  getUmtLoginUrl: '/rc-pub/api/getUmtLoginUrl',
  loginByThirdLoginUrl: '/rc-pub/api/loginByThirdLoginUrl',
  thirdBind: '/rc-pub/api/thirdBind',
  account: '/rc-pub/api/account',
  /** The older captcha address in the spec's catalogue; answers like `captcha`. */
  legacyCaptcha: '/rc-pub/index/login/captcha.do',
} as const;

/** HTTP methods of {@link authPaths}. */
export const authMethods = {
  captcha: 'GET',
  isRegistered: 'POST',
  sendReceiverMessage: 'POST',
  register: 'POST',
  login: 'POST',
  loginByMessage: 'POST',
  setNewPwd: 'POST',
  changePwd: 'POST',
  changeMobile: 'POST',
  logout: 'DELETE',
  getUmtLoginUrl: 'GET',
  loginByThirdLoginUrl: 'GET',
  thirdBind: 'POST',
  account: 'GET',
  legacyCaptcha: 'GET',
} as const satisfies Record<keyof typeof authPaths, 'GET' | 'POST' | 'DELETE'>;

/**
 * Envelope statuses of auth replies besides 0 (success), 401 (no live session) and 40000 (bad input; the message
 * names the first problem). Chosen outside the ranges the spec uses, like schemas/status-codes.ts.
 */
export const authStatusCodes = {
  /** The account has no member: 'User not found, please register first.' */
  userNotFound: 40401,
  /** A third-party identity not yet linked: 'User not found, please bind first.'; data is {@link bindRequiredData}. */
  bindRequired: 40402,
  /** Registering an account that exists, or a new mobile that another member uses. */
  alreadyRegistered: 40900,
  /** Wrong password (login, original password, thirdBind). */
  wrongPassword: 40010,
  /** Wrong, expired or exhausted verification code. */
  codeRejected: 40011,
  /** Wrong, expired or already used captcha: fetch a new one. */
  captchaRejected: 40012,
  /** Third-party login is off, or the provider refused the code or state. */
  thirdPartyFailed: 40013,
  /** Too many requests from this address (HTTP 429). */
  tooManyRequests: 42900,
  /** Too many failed password logins for this account (HTTP 429); data is {@link retryAfterData}. */
  tooManyAttempts: 42901,
  /** A new code asked for within the resend interval (HTTP 429); data is {@link retryAfterData}. */
  resendTooSoon: 42902,
  /** The SMS or mail server did not take the code (HTTP 503); nothing was kept, the reader may ask again. */
  codeNotSent: 50301,
} as const;

/** Seconds to wait, on statuses `tooManyAttempts` and `resendTooSoon`. */
export const retryAfterData = z.object({ retryAfterSeconds: z.number().int().nonnegative() });
export type RetryAfterData = z.infer<typeof retryAfterData>;

/** Business constants of codes and captchas (spec §4 "resend button counts down in seconds"). */
export const authLimits = {
  codeLifetimeSeconds: 300,
  codeResendSeconds: 60,
  codeMaxAttempts: 5,
  captchaLifetimeSeconds: 300,
  /** Failed password logins per account before it is held for the rest of the window. */
  loginFailuresAllowed: 5,
  loginFailureWindowSeconds: 15 * 60,
} as const;

const captchaFields = { captchaId: z.string({ error: 'captchaRequired' }).min(1, 'captchaRequired').max(64, 'captchaExpired'), captcha: captchaRule };

/** GET captcha: a new image captcha. `image` is a `data:image/png;base64,…` URL; answer with `captchaId` + `captcha`. */
export const captchaReply = z.object({ captchaId: z.string(), image: z.string() });
export type CaptchaReply = z.infer<typeof captchaReply>;

/** POST isRegistered. */
export const isRegisteredRequest = z.object({ account: accountRule });
export type IsRegisteredRequest = z.input<typeof isRegisteredRequest>;
export const isRegisteredReply = z.object({ registered: z.boolean() });
export type IsRegisteredReply = z.infer<typeof isRegisteredReply>;

/** What a verification code is for; a code is good only for the purpose it was sent for. */
export const codePurposes = ['register', 'login', 'reset', 'changeMobile'] as const;
export const codePurpose = z.enum(codePurposes, { error: 'invalidInput' });
export type CodePurpose = z.infer<typeof codePurpose>;

/**
 * POST sendReceiverMessage: a 6-digit code by SMS (mobile) or e-mail. Needs a fresh captcha. `register` needs an
 * unknown account; `login` and `reset` a known one; `changeMobile` a signed-in member and a mobile no one uses.
 */
export const sendCodeRequest = z
  .object({ account: accountRule, purpose: codePurpose, ...captchaFields })
  .superRefine((value, context) => {
    if (value.purpose === 'changeMobile' && accountKindOf(value.account) !== 'mobile') {
      context.addIssue({ code: 'custom', path: ['account'], message: 'mobileFormat' });
    }
  });
export type SendCodeRequest = z.input<typeof sendCodeRequest>;
export const sendCodeReply = z.object({
  channel: z.enum(['sms', 'email']),
  /** The countdown of the resend button. */
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SendCodeReply = z.infer<typeof sendCodeReply>;

/** Reply data of every sign-in: the session token (also set as the `commonToken` cookie) and the masked user name. */
export const loginReply = z.object({ token: z.string(), userName: z.string(), memberId: z.number().int() });
export type LoginReply = z.infer<typeof loginReply>;

/** POST register: account (mobile or e-mail) with the code sent to it for `register`. Signs the new member in. */
export const registerRequest = z
  .object({ account: accountRule, code: verificationCodeRule, password: passwordRule, confirmPassword: confirmPasswordRule, agreement: agreementRule })
  .superRefine(newPasswordChecks({ password: 'password', confirmation: 'confirmPassword', userName: 'account' }));
export type RegisterRequest = z.input<typeof registerRequest>;

/** POST login: account and password. */
export const loginRequest = z.object({ account: accountRule, password: passwordToVerifyRule });
export type LoginRequest = z.input<typeof loginRequest>;

/** POST loginByMessage: account and the code sent to it for `login`. */
export const loginByMessageRequest = z.object({ account: accountRule, code: verificationCodeRule });
export type LoginByMessageRequest = z.input<typeof loginByMessageRequest>;

/** POST setNewPwd (forgotten password): the code sent for `reset`; every session of the member ends. */
export const setNewPasswordRequest = z
  .object({ account: accountRule, code: verificationCodeRule, password: passwordRule, confirmPassword: confirmPasswordRule })
  .superRefine(newPasswordChecks({ password: 'password', confirmation: 'confirmPassword', userName: 'account' }));
export type SetNewPasswordRequest = z.input<typeof setNewPasswordRequest>;

/** POST changePwd (signed in): the other sessions of the member end; this one stays. */
export const changePasswordRequest = z
  .object({ originalPassword: originalPasswordRule, password: newPasswordRule, confirmPassword: confirmPasswordRule })
  .superRefine(newPasswordChecks({ password: 'password', confirmation: 'confirmPassword', original: 'originalPassword' }));
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** POST changeMobile (signed in): the new mobile and the code sent to it for `changeMobile`. */
export const changeMobileRequest = z.object({ mobile: mobileRule, code: verificationCodeRule });
export type ChangeMobileRequest = z.input<typeof changeMobileRequest>;
export const changeMobileReply = z.object({ mobile: z.string() });
export type ChangeMobileReply = z.infer<typeof changeMobileReply>;

/** A path on this site to return to after signing in: relative, never `//host` (no open redirect). */
export const returnUrlRule = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/, 'invalidInput');

/** GET getUmtLoginUrl: where to send the reader to sign in with the third party. */
export const thirdLoginUrlQuery = z.object({ returnUrl: returnUrlRule.optional() });
export type ThirdLoginUrlQuery = z.input<typeof thirdLoginUrlQuery>;
export const thirdLoginUrlReply = z.object({ url: z.string() });
export type ThirdLoginUrlReply = z.infer<typeof thirdLoginUrlReply>;

/** GET loginByThirdLoginUrl: the `code` and `state` the third party redirected back with. */
export const thirdLoginQuery = z.object({
  code: z.string({ error: 'invalidInput' }).min(1, 'invalidInput').max(512, 'invalidInput'),
  state: z.string({ error: 'invalidInput' }).min(1, 'invalidInput').max(2048, 'invalidInput'),
});
export type ThirdLoginQuery = z.input<typeof thirdLoginQuery>;
/** A linked identity signs in; `returnUrl` is the one given to getUmtLoginUrl. */
export const thirdLoginReply = loginReply.extend({ returnUrl: z.string().optional() });
export type ThirdLoginReply = z.infer<typeof thirdLoginReply>;
/** Data of status `bindRequired`: a short-lived ticket for thirdBind, and the name the third party knows. */
export const bindRequiredData = z.object({ bindTicket: z.string(), displayName: z.string(), returnUrl: z.string().optional() });
export type BindRequiredData = z.infer<typeof bindRequiredData>;

/** POST thirdBind: links the third-party identity of the ticket to an existing member, proven by password; signs in. */
export const thirdBindRequest = z.object({
  bindTicket: z.string({ error: 'bindTicketExpired' }).min(1, 'bindTicketExpired').max(2048, 'bindTicketExpired'),
  account: accountRule,
  password: passwordToVerifyRule,
});
export type ThirdBindRequest = z.input<typeof thirdBindRequest>;

/** GET account (signed in): the account page (spec §4: mobile Linked or Unlinked; password Set or UnSet). */
export const accountReply = z.object({
  memberId: z.number().int(),
  /** The masked display name (spec §5). */
  userName: z.string(),
  /** Masked like the user name; null when none is linked. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  mobileStatus: z.enum(['Linked', 'Unlinked']),
  passwordStatus: z.enum(['Set', 'UnSet']),
});
export type AccountReply = z.infer<typeof accountReply>;
