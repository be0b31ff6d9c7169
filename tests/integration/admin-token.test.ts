import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { siteFolderNames } from './helpers.ts';

/** With ADMIN_TOKEN set, the admin endpoints want `Authorization: Bearer <token>`, even from loopback. */

const token = 'integration-test-admin-token-0123456789';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_TOKEN: token, CONFIG_WATCH: 'off' });
});
afterAll(async () => {
  await server?.close();
});

describe('ADMIN_TOKEN', () => {
  it('shorter than 16 characters is refused when the environment is read', () => {
    expect(() => readEnv({ ADMIN_TOKEN: 'fifteen-chars!!' })).toThrow(/ADMIN_TOKEN/);
    expect(() => readEnv({ ADMIN_TOKEN: token })).not.toThrow();
  });

  it('reload-config without the Bearer token is a 401 envelope', async () => {
    const { http, body } = await server.get('/rc-pub/admin/reload-config', { method: 'POST' });
    expect(http).toBe(401);
    expect(body.status).toBe(401);
    expect(body.message).toEqual(expect.any(String));
    expect(body.data).toBeUndefined();
  });

  it.each([
    ['a wrong token', `Bearer ${token.slice(0, -1)}x`],
    ['a longer token', `Bearer ${token}x`],
    ['the token without "Bearer"', 'Basic dXNlcjpwYXNz'],
    ['an empty Bearer', 'Bearer '],
  ])('reload-config with %s is a 401', async (_label, authorization) => {
    const { http, body } = await server.get('/rc-pub/admin/reload-config', { method: 'POST', headers: { authorization } });
    expect(http).toBe(401);
    expect(body.status).toBe(401);
  });

  it('config-diagnostics without the token is a 401 and reveals nothing', async () => {
    const { http, body } = await server.get('/rc-pub/admin/config-diagnostics');
    expect(http).toBe(401);
    expect(body.status).toBe(401);
    expect(body.data).toBeUndefined();
  });

  it('reload-config with the Bearer token reloads', async () => {
    const { http, body } = await server.get('/rc-pub/admin/reload-config', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(http).toBe(200);
    expect(body).toEqual({ status: 0, data: { diagnostics: [], sites: siteFolderNames(server.configDir).length } });
  });

  it('config-diagnostics with the Bearer token answers', async () => {
    const { http, body } = await server.get('/rc-pub/admin/config-diagnostics', { headers: { authorization: `Bearer ${token}` } });
    expect(http).toBe(200);
    expect(body).toEqual({ status: 0, data: [] });
  });

  it('the public endpoints still need no token', async () => {
    const { http, body } = await server.get('/rc-pub/front/commonResource/getCommonCodes');
    expect(http).toBe(200);
    expect(body.status).toBe(0);
  });
});
