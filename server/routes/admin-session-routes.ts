import { randomBytes } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { adminEndpoints as endpoints } from '../../schemas/api/admin-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { createAuthSettings } from '../accounts/auth-settings.ts';
import { requirePassword } from '../accounts/require-password.ts';
import { adminGate, callerSiteId } from '../admin/access/admin-gate.ts';
import { adminAccountByEmail, publicAdminAccount } from '../admin/accounts/admin-accounts.ts';
import { clearAdminCookie, setAdminCookie } from '../admin/accounts/admin-cookie.ts';
import { adminSessionOfToken, createAdminSession, csrfTokenFor, revokeAdminSession } from '../admin/accounts/admin-sessions.ts';
import { readAudit, recordAudit, requestSource } from '../admin/audit/audit-log.ts';
import { ok } from '../http/reply.ts';
import { databaseRateLimitStore } from '../http/rate-limit-store.ts';
import { route } from '../http/typed-route.ts';

/** Sign-ins per address per minute, before the per-account lockout of require-password.ts. */
const signInsPerMinute = 10;

/** Signing in and out of the back office, the caller's sites, and a site's audit log. */
export function registerAdminSessionRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const auth = context.auth ?? createAuthSettings(db, randomBytes(32));

  void app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db) });
    route(
      scope,
      endpoints.adminSignIn,
      { config: { rateLimit: { max: Math.max(1, Math.round(signInsPerMinute * auth.rateLimitFactor)), timeWindow: 60_000 } } },
      async (request, { body }, reply) => {
        const source = requestSource(request);
        const stored = await adminAccountByEmail(db, body.email);
        const account = await requirePassword(request, auth, { account: `admin:${body.email}`, source }, stored?.disabled ? undefined : stored && { ...stored, password_hash: stored.passwordHash }, body.password);
        const token = await createAdminSession(db, account.id);
        const session = await adminSessionOfToken(db, token);
        if (!session) throw new Error('a session just made was not found');
        setAdminCookie(reply, token);
        void reply.header('cache-control', 'no-store');
        await recordAudit(db, { actor: account, action: 'session.signIn', source });
        return ok({ account: publicAdminAccount(account), csrfToken: csrfTokenFor(session) });
      },
    );
  });

  route(app, endpoints.adminWhoAmI, { before: adminGate(context, { power: 'content' }) }, async (_request, { caller }, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok({ account: publicAdminAccount(caller.account), csrfToken: csrfTokenFor(caller.session) });
  });

  route(app, endpoints.adminSignOut, { before: adminGate(context, { power: 'content' }) }, async (request, { caller }, reply) => {
    await revokeAdminSession(db, caller.token);
    clearAdminCookie(reply);
    await recordAudit(db, { actor: caller.account, action: 'session.signOut', source: requestSource(request) });
    return ok(null);
  });

  route(app, endpoints.adminSites, { before: adminGate(context, { power: 'content' }) }, async (_request, { caller }) => {
    const { account } = caller;
    const sites = [...context.store.snapshot.sites.values()]
      .map(({ site }) => site)
      .filter((site) => account.role === 'owner' || account.siteIds.includes(site.siteId))
      .sort((a, b) => a.sld.localeCompare(b.sld));
    return ok(sites.map((site) => ({ id: site.siteId, sld: site.sld, name: site.name, enName: site.enName, groupSite: site.groupSite })));
  });

  route(app, endpoints.adminAudit, { before: adminGate(context, { power: 'configuration' }) }, async (request, { caller, query }) =>
    ok(await readAudit(db, { siteId: callerSiteId(request, caller), beforeId: query.beforeId, limit: query.limit })),
  );
}
