import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { accountMessage, accountMessages } from '../../schemas/account/account-messages.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import type { Database } from '../db/tables.ts';
import { ApiError } from '../http/api-error.ts';
import { memberIdOfToken } from './member-sessions.ts';

/** The session token a request carries: the spec's `token` header (spec §7), else the `commonToken` cookie. */
export function sessionToken(request: FastifyRequest): string {
  const header = request.headers.token;
  if (typeof header === 'string' && header !== '') return header;
  return request.cookies.commonToken ?? '';
}

/** The id of the member signed in on this request, or null. */
export async function signedInMemberId(request: FastifyRequest, db: Kysely<Database>): Promise<number | null> {
  return memberIdOfToken(db, sessionToken(request));
}

/** Reply of a member endpoint called without a live session: envelope status 401 starts the reader's logout (spec §4). */
export const sessionExpiredMessage = accountMessages.sessionExpired;

/** The signed-in member's id; otherwise a 401 reply in the reader's language (`language` header, spec §7). */
export async function requireMemberId(request: FastifyRequest, db: Kysely<Database>): Promise<number> {
  const memberId = await signedInMemberId(request, db);
  if (memberId !== null) return memberId;
  const language = request.headers.language;
  throw new ApiError(statusCodes.unauthorized, accountMessage('sessionExpired', typeof language === 'string' && language !== '' ? language : undefined), 401);
}

/** A route's step (server/http/typed-route.ts) that answers 401 without a live session, before any input is read. */
export function requireMember(db: Kysely<Database>) {
  return async (request: FastifyRequest) => ({ memberId: await requireMemberId(request, db) });
}
