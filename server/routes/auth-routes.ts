import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { authStatusCodes } from '../../schemas/account/auth-api.ts';
import { passwordContainsUserName } from '../../schemas/account/account-rules.ts';
import { accountEndpoints as endpoints } from '../../schemas/api/account-endpoints.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import type { AppContext } from '../app-context.ts';
import { accountFailure, messageFor, readAccountInput } from '../accounts/account-errors.ts';
import type { AuthDeps } from '../accounts/auth-deps.ts';
import { createAuthSettings } from '../accounts/auth-settings.ts';
import { acceptEncryptedPasswords } from '../accounts/encrypted-passwords.ts';
import { revokeMemberSessions, revokeSession } from '../accounts/member-sessions.ts';
import { createMember, findMemberByAccount, setMemberPassword, userNamesOf } from '../accounts/members.ts';
import { hashPassword } from '../accounts/password-hash.ts';
import { requireCode } from '../accounts/require-code.ts';
import { addressSource, requirePassword } from '../accounts/require-password.ts';
import { sendCode } from '../accounts/send-code.ts';
import { clearSessionCookies } from '../accounts/session-cookies.ts';
import { signIn } from '../accounts/sign-in.ts';
import { requireMemberId, sessionToken, signedInMemberId } from '../accounts/signed-in-member.ts';
import { databaseRateLimitStore } from '../http/rate-limit-store.ts';
import { route } from '../http/typed-route.ts';
import { registerAccountSecurityRoutes } from './account-security-routes.ts';
import { registerThirdPartyLoginRoutes } from './third-party-login-routes.ts';

/** Requests per address per minute on each sign-in endpoint, before AUTH_RATE_LIMIT_FACTOR. */
export const authRateLimits = {
  captcha: 30,
  /** It cannot help telling registered accounts from others (spec §7), so it is held tighter than the rest. */
  isRegistered: 10,
  sendReceiverMessage: 10,
  register: 10,
  login: 20,
  loginByMessage: 10,
  setNewPwd: 10,
  changePwd: 10,
  loginByThirdLoginUrl: 20,
  thirdBind: 10,
} as const;

/**
 * The authentication endpoints of spec §7 (shapes: schemas/account/auth-api.ts), in a scope with their rate limits,
 * and `getPublicKey` for the passwords they take (schemas/account/password-key.ts).
 */
export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const deps: AuthDeps = { db: context.db, auth: context.auth ?? createAuthSettings(context.db, randomBytes(32)), mail: context.mail, sms: context.sms };

  void app.register(async (scope) => {
    await scope.register(fastifyRateLimit, {
      global: false,
      store: databaseRateLimitStore(deps.db),
      errorResponseBuilder: (request, { statusCode, ttl }) =>
        accountFailure(request, authStatusCodes.tooManyRequests, 'tooManyRequests', { httpStatus: statusCode, data: { retryAfterSeconds: Math.ceil(ttl / 1000) } }),
    });
    const asAccount = accountRouteOptions(deps);
    acceptEncryptedPasswords(scope, deps.auth.passwordKey);
    registerSignInRoutes(scope, deps, asAccount);
    registerAccountSecurityRoutes(scope, deps, asAccount);
    registerThirdPartyLoginRoutes(scope, deps, asAccount);
  });
}

/**
 * An account route's options (server/http/typed-route.ts): its input read with the catalogue's message of the first
 * problem, in the reader's language; and its rate limit, if named: `max` requests per address per minute, scaled by
 * the factor.
 */
export type AccountRouteOptions = (rateLimit?: keyof typeof authRateLimits) => {
  readInput: typeof readAccountInput;
  config?: { rateLimit: { max: number; timeWindow: number } };
};

function accountRouteOptions({ auth }: AuthDeps): AccountRouteOptions {
  return (name) => ({
    readInput: readAccountInput,
    ...(name && { config: { rateLimit: { max: Math.max(1, Math.round(authRateLimits[name] * auth.rateLimitFactor)), timeWindow: 60_000 } } }),
  });
}

function registerSignInRoutes(app: FastifyInstance, deps: AuthDeps, asAccount: AccountRouteOptions): void {
  const { db, auth } = deps;
  const success = <Data>(request: FastifyRequest, key: Parameters<typeof messageFor>[1], data: Data) => ({ status: statusCodes.ok, message: messageFor(request, key), data });

  for (const entry of [endpoints.captcha, endpoints.legacyCaptcha]) {
    route(app, entry, asAccount('captcha'), async (_request, _input, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: statusCodes.ok, data: await auth.captchas.issue() };
    });
  }

  route(app, endpoints.isRegistered, asAccount('isRegistered'), async (_request, { body: { account } }) => {
    return { status: statusCodes.ok, data: { registered: Boolean(await findMemberByAccount(db, account)) } };
  });

  route(app, endpoints.sendReceiverMessage, asAccount('sendReceiverMessage'), async (request, { body: input }) => {
    const memberId = input.purpose === 'changeMobile' ? await requireMemberId(request, db) : null;
    return success(request, 'codeSent', await sendCode(deps, request, input, memberId));
  });

  route(app, endpoints.register, asAccount('register'), async (request, { body: input }, reply) => {
    if (await findMemberByAccount(db, input.account)) throw accountFailure(request, authStatusCodes.alreadyRegistered, 'alreadyRegistered');
    await requireCode(deps, request, { account: input.account, purpose: 'register' }, input.code);
    const member = await createMember(db, input.account, await hashPassword(input.password));
    if (!member) throw accountFailure(request, authStatusCodes.alreadyRegistered, 'alreadyRegistered');
    return success(request, 'registrationSuccess', await signIn(db, reply, member, auth.now()));
  });

  // An unknown account answers like a wrong password or code: replies must not tell registered accounts from others
  // (issue 16, item 5, overriding spec §8's 'User not found, please register first.' on these three endpoints).
  route(app, endpoints.login, asAccount('login'), async (request, { body: input }, reply) => {
    const found = await findMemberByAccount(db, input.account);
    const member = await requirePassword(request, auth, { account: input.account, source: addressSource(request) }, found, input.password);
    return success(request, 'loginSuccessful', await signIn(db, reply, member, auth.now()));
  });

  route(app, endpoints.loginByMessage, asAccount('loginByMessage'), async (request, { body: input }, reply) => {
    // No code is ever delivered for an unknown account (send-code.ts), so it fails here like a wrong code.
    await requireCode(deps, request, { account: input.account, purpose: 'login' }, input.code);
    const member = await findMemberByAccount(db, input.account);
    if (!member) throw accountFailure(request, authStatusCodes.codeRejected, 'codeWrong');
    return success(request, 'loginSuccessful', await signIn(db, reply, member, auth.now()));
  });

  route(app, endpoints.setNewPwd, asAccount('setNewPwd'), async (request, { body: input }) => {
    const found = await findMemberByAccount(db, input.account);
    // The rules compared the password with the account typed; the member may sign in with another name too.
    if (found && userNamesOf(found).some((name) => passwordContainsUserName(input.password, name))) {
      throw accountFailure(request, statusCodes.badRequest, 'passwordContainsUserName', { httpStatus: 400 });
    }
    await requireCode(deps, request, { account: input.account, purpose: 'reset' }, input.code);
    const member = found ?? (await findMemberByAccount(db, input.account));
    if (!member) throw accountFailure(request, authStatusCodes.codeRejected, 'codeWrong');
    await setMemberPassword(db, member.id, await hashPassword(input.password));
    // Whoever knew the old password is signed out everywhere; a session of this member making the request stays.
    const current = sessionToken(request);
    const keep = current && (await signedInMemberId(request, db)) === member.id ? current : undefined;
    await revokeMemberSessions(db, member.id, keep);
    for (const name of userNamesOf(member)) await auth.loginFailures.clearAccount(name);
    return success(request, 'passwordResetSuccessfully', null);
  });

  route(app, endpoints.logout, async (request, _input, reply) => {
    const token = sessionToken(request);
    if (token) await revokeSession(db, token);
    clearSessionCookies(reply);
    return success(request, 'logoutSuccessful', null);
  });
}
