import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { powersOfRole, type AdminPower } from '../../../schemas/admin/admin-account.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import type { ConfigStore } from '../../config/config-store.ts';
import type { Database } from '../../db/tables.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RouteStep } from '../../http/typed-route.ts';
import { adminAccountById, type StoredAdminAccount } from '../accounts/admin-accounts.ts';
import { adminTokenOf } from '../accounts/admin-cookie.ts';
import { adminSessionOfToken, csrfTokenValid, type AdminSessionRecord } from '../accounts/admin-sessions.ts';
import { recordAudit, requestSource } from '../audit/audit-log.ts';

export type AdminGateDeps = { db: Kysely<Database>; store: ConfigStore };

/** Who is calling, and on which site (the path's `:sld`, when it names one), once the gate let the request through. */
export type AdminCaller = { account: StoredAdminAccount; session: AdminSessionRecord; token: string; siteId: number | undefined };

/** The caller's site, on a route whose path names one. */
export function callerSiteId(request: FastifyRequest, caller: AdminCaller): number {
  if (caller.siteId === undefined) throw new Error(`${request.method} ${request.url}: the route names no site`);
  return caller.siteId;
}

const readingMethods = new Set(['GET', 'HEAD']);

const refused = (message: string) => new ApiError(statusCodes.adminForbidden, message, 403);

export type AdminGateOptions = {
  power: AdminPower;
  /** Reads need no CSRF token; a write does unless this says otherwise (signing out). */
  csrf?: boolean;
};

/**
 * The `before` step of every admin endpoint (server/http/typed-route.ts), run before its input is read so a stranger
 * learns nothing from 400s: a live session (401), its CSRF token on writes (403), the role's power and, where the
 * path names a site by `:sld`, that the account works on it (403; refusals of a signed-in account are audited).
 */
export function adminGate({ db, store }: AdminGateDeps, options: AdminGateOptions): RouteStep<{ caller: AdminCaller }> {
  return async (request) => {
    const token = adminTokenOf(request);
    const session = await adminSessionOfToken(db, token);
    const account = session && (await adminAccountById(db, session.accountId));
    if (!session || !account || account.disabled) throw new ApiError(statusCodes.unauthorized, 'Sign in to the back office first', 401);

    const wantsCsrf = options.csrf ?? !readingMethods.has(request.method);
    if (wantsCsrf && !csrfTokenValid(session, String(request.headers['x-csrf-token'] ?? ''))) {
      throw new ApiError(statusCodes.csrfRefused, 'This change lacks its security token; reload the page and try again', 403);
    }

    const sld = (request.params as { sld?: unknown } | undefined)?.sld;
    const site = typeof sld === 'string' ? store.bySld(sld) : undefined;
    if (typeof sld === 'string' && !site) throw ApiError.notFound(`No site "${sld}"`);
    const siteId = site?.site.siteId;

    const mayPower = powersOfRole[account.role].includes(options.power);
    const maySite = siteId === undefined || account.role === 'owner' || account.siteIds.includes(siteId);
    if (!mayPower || !maySite) {
      await recordAudit(db, {
        actor: account,
        action: 'access.refused',
        siteId: siteId ?? null,
        target: `${request.method} ${request.routeOptions.url ?? request.url}`,
        source: requestSource(request),
      });
      throw refused(mayPower ? 'Your account does not work on this site' : `Your role (${account.role}) may not do this`);
    }
    return { caller: { account, session, token, siteId } };
  };
}
