import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passwordContainsUserName } from '../../schemas/account/account-rules.ts';
import { authStatusCodes } from '../../schemas/account/auth-api.ts';
import { maskUserName } from '../../schemas/account/mask-user-name.ts';
import { accountEndpoints as endpoints } from '../../schemas/api/account-endpoints.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { accountFailure, messageFor } from '../accounts/account-errors.ts';
import type { AuthDeps } from '../accounts/auth-deps.ts';
import { revokeMemberSessions } from '../accounts/member-sessions.ts';
import { findMemberById, findMemberByAccount, setMemberMobile, setMemberPassword, userNameOf, userNamesOf, type Member } from '../accounts/members.ts';
import { hashPassword } from '../accounts/password-hash.ts';
import { requireCode } from '../accounts/require-code.ts';
import { requirePassword, sessionSource } from '../accounts/require-password.ts';
import { setUserNameCookie } from '../accounts/session-cookies.ts';
import { requireMemberId, sessionToken } from '../accounts/signed-in-member.ts';
import { route } from '../http/typed-route.ts';
import type { AccountRouteOptions } from './auth-routes.ts';

/** The signed-in member's account page and its changes: password and mobile (spec §4 account menu). */
export function registerAccountSecurityRoutes(app: FastifyInstance, deps: AuthDeps, asAccount: AccountRouteOptions): void {
  const { db, auth } = deps;

  /** The signed-in member's record, before any input is read (401 otherwise). */
  const signedInMember = async (request: FastifyRequest): Promise<{ member: Member }> => {
    const member = await findMemberById(db, await requireMemberId(request, db));
    // A session outlives no member (sessions cascade), so this is only a race with deletion.
    if (!member) throw accountFailure(request, statusCodes.unauthorized, 'sessionExpired', { httpStatus: 401 });
    return { member };
  };

  route(app, endpoints.account, { before: signedInMember }, async (_request, { member }) => {
    return {
      status: statusCodes.ok,
      data: {
        memberId: member.id,
        userName: maskUserName(userNameOf(member)),
        mobile: member.mobile ? maskUserName(member.mobile) : null,
        email: member.email ? maskUserName(member.email) : null,
        mobileStatus: member.mobile ? 'Linked' : 'Unlinked',
        passwordStatus: member.password_hash ? 'Set' : 'UnSet',
      },
    };
  });

  route(app, endpoints.changePwd, { ...asAccount('changePwd'), before: signedInMember }, async (request, { member, body: input }) => {
    if (userNamesOf(member).some((name) => passwordContainsUserName(input.password, name))) {
      throw accountFailure(request, statusCodes.badRequest, 'passwordContainsUserName', { httpStatus: 400 });
    }
    // Counted against this session alone: others' wrong passwords never keep the signed-in owner from changing it.
    const attempt = { account: userNameOf(member), source: sessionSource(sessionToken(request)) };
    await requirePassword(request, auth, attempt, member, input.originalPassword, 'originalPasswordWrong');
    await setMemberPassword(db, member.id, await hashPassword(input.password));
    await revokeMemberSessions(db, member.id, sessionToken(request));
    return { status: statusCodes.ok, message: messageFor(request, 'passwordChanged'), data: null };
  });

  route(app, endpoints.changeMobile, { ...asAccount(), before: signedInMember }, async (request, { member, body: input }, reply) => {
    const owner = await findMemberByAccount(db, input.mobile);
    if (owner && owner.id !== member.id) throw accountFailure(request, authStatusCodes.alreadyRegistered, 'mobileInUse');
    await requireCode(deps, request, { account: input.mobile, purpose: 'changeMobile', memberId: member.id }, input.code);
    if (!(await setMemberMobile(db, member.id, input.mobile))) throw accountFailure(request, authStatusCodes.alreadyRegistered, 'mobileInUse');
    const masked = maskUserName(input.mobile);
    setUserNameCookie(reply, maskUserName(userNameOf({ ...member, mobile: input.mobile })));
    return { status: statusCodes.ok, message: messageFor(request, 'mobileChanged'), data: { mobile: masked } };
  });
}
