import type { FastifyInstance } from 'fastify';
import { passwordContainsUserName } from '../../schemas/account/account-rules.ts';
import { authPaths, authStatusCodes, changeMobileRequest, changePasswordRequest, type AccountReply, type ChangeMobileReply } from '../../schemas/account/auth-api.ts';
import { maskUserName } from '../../schemas/account/mask-user-name.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { accountFailure, messageFor, parseAccountInput } from '../accounts/account-errors.ts';
import type { AuthDeps } from '../accounts/auth-deps.ts';
import { revokeMemberSessions } from '../accounts/member-sessions.ts';
import { findMemberById, findMemberByAccount, setMemberMobile, setMemberPassword, userNameOf, userNamesOf, type Member } from '../accounts/members.ts';
import { hashPassword } from '../accounts/password-hash.ts';
import { requireCode } from '../accounts/require-code.ts';
import { requirePassword, sessionSource } from '../accounts/require-password.ts';
import { setUserNameCookie } from '../accounts/session-cookies.ts';
import { requireMemberId, sessionToken } from '../accounts/signed-in-member.ts';
import type { RateLimited } from './auth-routes.ts';

/** The signed-in member's account page and its changes: password and mobile (spec §4 account menu). */
export function registerAccountSecurityRoutes(app: FastifyInstance, deps: AuthDeps, limit: RateLimited): void {
  const { db, auth } = deps;

  const signedInMember = async (request: Parameters<typeof requireMemberId>[0]): Promise<Member> => {
    const member = await findMemberById(db, await requireMemberId(request, db));
    // A session outlives no member (sessions cascade), so this is only a race with deletion.
    if (!member) throw accountFailure(request, statusCodes.unauthorized, 'sessionExpired', { httpStatus: 401 });
    return member;
  };

  app.get(authPaths.account, async (request) => {
    const member = await signedInMember(request);
    const data: AccountReply = {
      memberId: member.id,
      userName: maskUserName(userNameOf(member)),
      mobile: member.mobile ? maskUserName(member.mobile) : null,
      email: member.email ? maskUserName(member.email) : null,
      mobileStatus: member.mobile ? 'Linked' : 'Unlinked',
      passwordStatus: member.password_hash ? 'Set' : 'UnSet',
    };
    return { status: statusCodes.ok, data };
  });

  app.post(authPaths.changePwd, limit('changePwd'), async (request) => {
    const member = await signedInMember(request);
    const input = parseAccountInput(changePasswordRequest, request.body, request);
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

  app.post(authPaths.changeMobile, async (request, reply) => {
    const member = await signedInMember(request);
    const input = parseAccountInput(changeMobileRequest, request.body, request);
    const owner = await findMemberByAccount(db, input.mobile);
    if (owner && owner.id !== member.id) throw accountFailure(request, authStatusCodes.alreadyRegistered, 'mobileInUse');
    await requireCode(deps, request, { account: input.mobile, purpose: 'changeMobile', memberId: member.id }, input.code);
    if (!(await setMemberMobile(db, member.id, input.mobile))) throw accountFailure(request, authStatusCodes.alreadyRegistered, 'mobileInUse');
    const masked = maskUserName(input.mobile);
    setUserNameCookie(reply, maskUserName(userNameOf({ ...member, mobile: input.mobile })));
    return { status: statusCodes.ok, message: messageFor(request, 'mobileChanged'), data: { mobile: masked } satisfies ChangeMobileReply };
  });
}
