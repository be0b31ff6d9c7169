import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authStatusCodes, type BindRequiredData, type ThirdLoginReply } from '../../schemas/account/auth-api.ts';
import { accountEndpoints as endpoints } from '../../schemas/api/account-endpoints.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { accountFailure, messageFor } from '../accounts/account-errors.ts';
import type { AuthDeps } from '../accounts/auth-deps.ts';
import { findMemberByAccount, findMemberById } from '../accounts/members.ts';
import { addressSource, requirePassword } from '../accounts/require-password.ts';
import { signIn } from '../accounts/sign-in.ts';
import { signToken, verifyToken } from '../accounts/third-party/signed-token.ts';
import { linkIdentity, memberIdOfIdentity } from '../accounts/third-party/third-party-identities.ts';
import { ThirdPartyRefused, type ThirdPartyLoginProvider } from '../accounts/third-party/third-party-login-provider.ts';
import { route } from '../http/typed-route.ts';
import type { AccountRouteOptions } from './auth-routes.ts';

/** How long the reader may take at the third party, and then to bind. */
const stateLifetimeMs = 10 * 60 * 1000;
const bindTicketLifetimeMs = 10 * 60 * 1000;
/**
 * The state's nonce is also kept in this browser's cookie, so a callback URL crafted by someone else (login CSRF)
 * does not sign this browser in.
 */
const nonceCookie = 'umtNonce';

/**
 * Third-party (UMT) login (spec §7 getUmtLoginUrl, loginByThirdLoginUrl, thirdBind) through a
 * {@link ThirdPartyLoginProvider}. An identity not linked yet answers 'User not found, please bind first.' with a
 * short-lived bind ticket; thirdBind links it to an existing member who proves their password.
 */
export function registerThirdPartyLoginRoutes(app: FastifyInstance, deps: AuthDeps, asAccount: AccountRouteOptions): void {
  const { db, auth } = deps;

  /** The provider, before any input is read: without one every call answers that third-party login is unavailable. */
  const requireProvider = (request: FastifyRequest): { provider: ThirdPartyLoginProvider } => {
    if (!auth.thirdParty) throw accountFailure(request, authStatusCodes.thirdPartyFailed, 'thirdPartyUnavailable');
    return { provider: auth.thirdParty };
  };
  const refused = (request: FastifyRequest, reply: FastifyReply) => {
    void reply.clearCookie(nonceCookie, { path: '/' });
    return accountFailure(request, authStatusCodes.thirdPartyFailed, 'thirdPartyFailed');
  };

  route(app, endpoints.getUmtLoginUrl, { ...asAccount(), before: requireProvider }, async (request, { provider, query: { returnUrl } }, reply) => {
    const nonce = randomBytes(16).toString('base64url');
    const state = signToken(auth.secret, 'state', { nonce, ...(returnUrl ? { returnUrl } : {}) }, auth.now() + stateLifetimeMs);
    void reply.setCookie(nonceCookie, nonce, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: stateLifetimeMs / 1000, secure: request.protocol === 'https' });
    return { status: statusCodes.ok, data: { url: provider.authorizeUrl(state) } };
  });

  route(app, endpoints.loginByThirdLoginUrl, { ...asAccount('loginByThirdLoginUrl'), before: requireProvider }, async (request, { provider, query }, reply) => {
    const state = verifyToken(auth.secret, 'state', query.state, auth.now());
    if (!state || state.nonce !== request.cookies[nonceCookie]) throw refused(request, reply);
    const identity = await provider.identify(query.code).catch((error: unknown) => {
      if (error instanceof ThirdPartyRefused) throw refused(request, reply);
      throw error;
    });
    void reply.clearCookie(nonceCookie, { path: '/' });
    const returnUrl = typeof state.returnUrl === 'string' ? state.returnUrl : undefined;
    const memberId = await memberIdOfIdentity(db, provider.name, identity.subject);
    const member = memberId === null ? undefined : await findMemberById(db, memberId);
    if (!member) {
      const bindTicket = signToken(auth.secret, 'bind', { provider: provider.name, subject: identity.subject, returnUrl }, auth.now() + bindTicketLifetimeMs);
      const data: BindRequiredData = { bindTicket, displayName: identity.displayName, ...(returnUrl ? { returnUrl } : {}) };
      throw accountFailure(request, authStatusCodes.bindRequired, 'userNotFoundBind', { data });
    }
    const data: ThirdLoginReply = { ...(await signIn(db, reply, member, auth.now())), ...(returnUrl ? { returnUrl } : {}) };
    return { status: statusCodes.ok, message: messageFor(request, 'loginSuccessful'), data };
  });

  route(app, endpoints.thirdBind, { ...asAccount('thirdBind'), before: requireProvider }, async (request, { provider, body: input }, reply) => {
    const ticket = verifyToken(auth.secret, 'bind', input.bindTicket, auth.now());
    if (!ticket || ticket.provider !== provider.name || typeof ticket.subject !== 'string') {
      throw accountFailure(request, authStatusCodes.thirdPartyFailed, 'bindTicketExpired');
    }
    // An unknown account fails like a wrong password (issue 16, item 5; see require-password.ts).
    const found = await findMemberByAccount(db, input.account);
    const member = await requirePassword(request, auth, { account: input.account, source: addressSource(request) }, found, input.password);
    await linkIdentity(db, provider.name, ticket.subject, member.id, auth.now());
    const returnUrl = typeof ticket.returnUrl === 'string' ? ticket.returnUrl : undefined;
    const data: ThirdLoginReply = { ...(await signIn(db, reply, member, auth.now())), ...(returnUrl ? { returnUrl } : {}) };
    return { status: statusCodes.ok, message: messageFor(request, 'bindSuccessful'), data };
  });
}
