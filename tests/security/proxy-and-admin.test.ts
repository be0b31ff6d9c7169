import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, authStatusCodes } from '../../schemas/account/auth-api.ts';
import { readEnv } from '../../server/env.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * Attacks on the admin endpoints and the per-reader limits through forwarded addresses (issue 16, item 1). Before,
 * with TRUST_PROXY=true and no ADMIN_TOKEN, `X-Forwarded-For: 127.0.0.1, 203.0.113.5` read every verification code in
 * the outbox (a reset code there, then setNewPwd, signed in as the victim), and rotating the header escaped every
 * per-address limit. Each test performs the attack and fails if it works again.
 */

const adminToken = 'an-admin-token-of-32-characters!';
let direct: TestServer;
let proxied: TestServer;
let production: TestServer;
beforeAll(async () => {
  const common = { NODE_ENV: 'test', SAMPLE_ARTICLES: 'off', CAPTCHA_TEST_ANSWER: 'Ab3d' } as const;
  [direct, proxied, production] = await Promise.all([
    startTestServer({ ...common }),
    startTestServer({ ...common, TRUST_PROXY: '127.0.0.1, ::1', ADMIN_TOKEN: adminToken }),
    startTestServer({ SAMPLE_ARTICLES: 'off', NODE_ENV: 'production' }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close(), production?.close()]);
});

const forwarded = (chain: string) => ({ 'x-forwarded-for': chain, language: 'en' });

describe('the admin endpoints', () => {
  it('refuse a forged loopback address in X-Forwarded-For, with or without a trusted proxy', async () => {
    for (const server of [direct, proxied]) {
      for (const chain of ['127.0.0.1', '127.0.0.1, 203.0.113.5', '::1', '203.0.113.5, 127.0.0.1']) {
        const outbox = await server.get('/rc-pub/admin/outbox', { headers: forwarded(chain) });
        expect(outbox.http, `outbox through ${chain}`).toBe(401);
        expect(outbox.body.status).not.toBe(0);
      }
    }
  });

  it('refuse any request a proxy forwarded (Forwarded, X-Real-IP too), though its socket is loopback', async () => {
    for (const headers of [{ forwarded: 'for=127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }] as Record<string, string>[]) {
      expect((await direct.get('/rc-pub/admin/outbox', { headers })).http).toBe(401);
    }
  });

  it('answer the host itself without a token only when no proxy is trusted', async () => {
    expect((await direct.get('/rc-pub/admin/outbox')).http).toBe(200);
    expect((await proxied.get('/rc-pub/admin/outbox')).http).toBe(401);
    expect((await proxied.get('/rc-pub/admin/outbox', { headers: { authorization: `Bearer ${adminToken}` } })).http).toBe(200);
  });

  it('cannot be left open behind a proxy: TRUST_PROXY without ADMIN_TOKEN, or trusting every hop, does not start', () => {
    expect(() => readEnv({ TRUST_PROXY: '127.0.0.1' })).toThrow(/ADMIN_TOKEN: is required when TRUST_PROXY is set/);
    expect(() => readEnv({ TRUST_PROXY: 'true', ADMIN_TOKEN: adminToken })).toThrow(/TRUST_PROXY/);
  });
});

describe('per-reader limits behind a trusted proxy', () => {
  it('hold against a rotated X-Forwarded-For: only the address the proxy saw counts', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index++) {
      // What a reader sends is left of what the proxy appends: the reader rotates it, the proxy's entry stays.
      const { body } = await proxied.get(authPaths.captcha, { headers: forwarded(`198.51.100.${index}, 203.0.113.8`) });
      statuses.push(body.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 0)).toBe(true);
    expect(statuses[30]).toBe(authStatusCodes.tooManyRequests);
    // Another reader behind the same proxy has a limit of their own.
    expect((await proxied.get(authPaths.captcha, { headers: forwarded('203.0.113.9') })).body.status).toBe(0);
  });
});

describe('the scheme of the links the server writes', () => {
  const robotsSitemaps = async (server: TestServer, headers: Record<string, string>) => {
    const text = await (await fetch(`${server.url}/robots.txt`, { headers })).text();
    return text.split('\n').filter((line) => line.startsWith('Sitemap: '));
  };

  it('ignores X-Forwarded-Proto from anyone but a trusted proxy', async () => {
    const sitemaps = await robotsSitemaps(direct, { 'x-forwarded-proto': 'https' });
    expect(sitemaps.length).toBeGreaterThan(0);
    expect(sitemaps.every((line) => line.startsWith(`Sitemap: ${direct.url}/`))).toBe(true);
  });

  it('follows X-Forwarded-Proto from a trusted proxy', async () => {
    const sitemaps = await robotsSitemaps(proxied, { 'x-forwarded-proto': 'https' });
    expect(sitemaps.length).toBeGreaterThan(0);
    expect(sitemaps.every((line) => line.startsWith(`Sitemap: ${proxied.url.replace('http:', 'https:')}/`))).toBe(true);
  });
});

describe('SMS codes in production', () => {
  it('are never kept in an outbox: production has none to read (without a gateway a code by SMS is refused)', async () => {
    const outbox = await production.get('/rc-pub/admin/outbox');
    expect(outbox.http).toBe(200);
    expect(outbox.body.data).toEqual({ mail: [] });
  });
});
