import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, authStatusCodes } from '../../schemas/account/auth-api.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * A reverse proxy on the same host makes every reader arrive from loopback. With TRUST_PROXY naming it, the server
 * reads the reader's address from X-Forwarded-For: the admin outbox (open to loopback when ADMIN_TOKEN is unset) is
 * closed to a reader on the internet, and each reader has a rate limit of their own.
 */
let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  const common = { NODE_ENV: 'test', SAMPLE_ARTICLES: 'off', CAPTCHA_TEST_ANSWER: 'Ab3d' } as const;
  [direct, proxied] = await Promise.all([startTestServer({ ...common }), startTestServer({ ...common, TRUST_PROXY: '127.0.0.1, ::1' })]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

const fromReader = (address: string) => ({ 'x-forwarded-for': address, language: 'en' });

describe('behind a proxy on the same host', () => {
  it('without TRUST_PROXY, a forwarded reader counts as loopback and may read the outbox', async () => {
    const { http } = await direct.get('/rc-pub/admin/outbox', { headers: fromReader('203.0.113.7') });
    expect(http).toBe(200);
  });

  it('with TRUST_PROXY, the outbox is closed to a reader on the internet, and still open on the host itself', async () => {
    const outside = await proxied.get('/rc-pub/admin/outbox', { headers: fromReader('203.0.113.7') });
    expect(outside.http).not.toBe(200);
    expect(outside.body.status).not.toBe(0);
    expect((await proxied.get('/rc-pub/admin/outbox')).http).toBe(200);
  });

  it('with TRUST_PROXY, each forwarded reader has a rate limit of their own', async () => {
    const statuses = [];
    for (let index = 0; index < 31; index++) statuses.push((await proxied.get(authPaths.captcha, { headers: fromReader('203.0.113.8') })).body.status);
    expect(statuses.slice(0, 30).every((status) => status === 0)).toBe(true);
    expect(statuses[30]).toBe(authStatusCodes.tooManyRequests);
    expect((await proxied.get(authPaths.captcha, { headers: fromReader('198.51.100.9') })).body.status).toBe(0);
  });
});
