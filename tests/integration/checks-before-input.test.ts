import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessage } from '../../schemas/account/account-messages.ts';
import { authPaths, authStatusCodes } from '../../schemas/account/auth-api.ts';
import { memberPaths } from '../../schemas/account/member-api.ts';
import { aiqaSecureParamsPath } from '../../schemas/aiqa-frame.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * A route's check of who is calling, or of what they call about, comes before its input is read
 * (server/http/typed-route.ts, `before`): a signed-out caller with a bad body is told to sign in, in their language; a
 * caller without the admin token learns nothing from a 400; an unknown site answers so whatever the query says.
 */

const adminToken = 'checks-before-input-token';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_TOKEN: adminToken, CONFIG_WATCH: 'off' });
});
afterAll(async () => {
  await server?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.get(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('a signed-out caller with bad input', () => {
  const badBodies = [
    [authPaths.changePwd, { password: 1 }],
    [authPaths.changeMobile, { mobile: 'not a number' }],
    [memberPaths.saveInfo, { email: 'not an address' }],
    [memberPaths.subscribe, { type: 'nonsense' }],
    [memberPaths.saveAlbum, { name: 7 }],
  ] as const;

  it('is told the session expired (401), in the language it asked for, not what was wrong with the input', async () => {
    for (const [path, body] of badBodies) {
      for (const language of ['en', 'zh']) {
        const reply = await post(path, body, { language });
        expect([path, reply.http, reply.body]).toEqual([path, 401, { status: statusCodes.unauthorized, message: accountMessage('sessionExpired', language) }]);
      }
    }
    const query = await server.get(`${memberPaths.collects}?size=100000`, { headers: { language: 'en' } });
    expect(query).toMatchObject({ http: 401, body: { status: statusCodes.unauthorized } });
  });
});

describe('third-party login where none is configured', () => {
  it('says it is unavailable, whatever the query or body', async () => {
    const unavailable = { status: authStatusCodes.thirdPartyFailed, message: 'Third-party login is not available' };
    expect((await server.get(`${authPaths.getUmtLoginUrl}?returnUrl=${'x'.repeat(5000)}`, { headers: { language: 'en' } })).body).toMatchObject(unavailable);
    expect((await server.get(authPaths.loginByThirdLoginUrl, { headers: { language: 'en' } })).body).toMatchObject(unavailable);
    expect((await post(authPaths.thirdBind, {}, { language: 'en' })).body).toMatchObject(unavailable);
  });
});

describe('the admin endpoints', () => {
  it('refuse a caller without the token (401) before reading the query, and read it for one with it (400)', async () => {
    const path = `/rc-pub/admin/outbox?to=${'x'.repeat(300)}`;
    expect(await server.get(path)).toEqual({ http: 401, body: { status: 401, message: 'Admin token required' } });
    const admitted = await server.get(path, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(admitted.http).toBe(400);
    expect(admitted.body.message).toMatch(/query parameter "to"/);
  });
});

describe('a route about a site', () => {
  it('answers an unknown site so, whatever its query or body', async () => {
    const unknown = { status: statusCodes.siteNotFound };
    for (const path of ['/rc-pub/front/search', '/rc-pub/front/search/clusters', '/rc-pub/front/front-article/quickSearch']) {
      expect((await server.get(`${path}?siteId=999999&page=-1`)).body, path).toMatchObject(unknown);
    }
    expect((await post(aiqaSecureParamsPath, { s: 'x' }, { siteId: '999999' })).body).toMatchObject(unknown);
  });
});
