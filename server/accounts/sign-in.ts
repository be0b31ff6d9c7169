import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginReply } from '../../schemas/account/auth-api.ts';
import { maskUserName } from '../../schemas/account/mask-user-name.ts';
import type { Database } from '../db/tables.ts';
import { createSession } from './member-sessions.ts';
import { userNameOf, type Member } from './members.ts';
import { setSessionCookies } from './session-cookies.ts';

/** Starts a session for the member: the reply carries the token and masked name, and sets the session cookies. */
export async function signIn(db: Kysely<Database>, reply: FastifyReply, member: Pick<Member, 'id' | 'mobile' | 'email'>, now: number): Promise<LoginReply> {
  const token = await createSession(db, member.id, now);
  const userName = maskUserName(userNameOf(member));
  setSessionCookies(reply, token, userName);
  return { token, userName, memberId: member.id };
}
