import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMethods, authPaths } from '../../schemas/account/auth-api.ts';
import { memberMethods, memberPaths } from '../../schemas/account/member-api.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { readConfig } from '../integration/helpers.ts';
import { signedInCookie } from '../support/signed-in-session.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * Issue 16, item 4: a page on another port of the same host created an album with a multipart form post carrying
 * the reader's cookie (SameSite=Lax lets that through: it is the same site), and `Origin: http://evil.example` was
 * accepted. Each attack below sends what Chromium sends for such a page.
 */
const siteId = String(readConfig('optics', 'site.json').siteId);
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signedInCookie(server);
});
afterAll(async () => {
  await server?.close();
});

const albumForm = (name: string) => {
  const form = new FormData();
  form.set('name', name);
  return form;
};
const albumNames = async () => {
  const response = await fetch(`${server.url}${memberPaths.albumSearch}?pageSize=50`, { headers: { cookie, siteId } });
  const reply = (await response.json()) as { data: { content: { name: string }[] } };
  return reply.data.content.map((album) => album.name);
};
const postAlbum = (name: string, headers: Record<string, string>) =>
  fetch(`${server.url}${memberPaths.saveAlbum}`, { method: 'POST', body: albumForm(name), headers: { cookie, siteId, ...headers } });

describe('a form another site’s page posts with the reader’s cookie', () => {
  const attacks: [string, Record<string, string>][] = [
    ['from another port of the same host (same-site)', { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:1' }],
    ['from another site', { 'sec-fetch-site': 'cross-site', origin: 'http://evil.example' }],
    ['from an older browser that sends only Origin', { origin: 'http://evil.example' }],
    ['from a sandboxed frame (Origin: null)', { origin: 'null' }],
  ];

  it.each(attacks)('is refused %s, and creates nothing', async (_how, headers) => {
    const response = await postAlbum(`planted ${JSON.stringify(headers)}`, headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: statusCodes.crossSiteRefused });
    expect((await albumNames()).filter((name) => name.startsWith('planted'))).toEqual([]);
  });

  it('still works from our own pages, and from a client that is no browser page', async () => {
    expect((await postAlbum('from our page', { 'sec-fetch-site': 'same-origin', origin: server.url })).status).toBe(200);
    expect((await postAlbum('from an older browser on our page', { origin: server.url })).status).toBe(200);
    expect((await postAlbum('from a script', {})).status).toBe(200);
    expect(await albumNames()).toEqual(expect.arrayContaining(['from our page', 'from an older browser on our page', 'from a script']));
  });
});

describe('every request that changes something', () => {
  const writes = [
    ...Object.entries(authPaths).flatMap(([name, path]) => (authMethods[name as keyof typeof authMethods] === 'GET' ? [] : [[authMethods[name as keyof typeof authMethods], path]])),
    ...Object.entries(memberPaths).flatMap(([name, path]) => (memberMethods[name as keyof typeof memberMethods] === 'GET' ? [] : [['POST', path]])),
    ['POST', '/rc-pub/admin/reload-config'],
    ['POST', '/rc-pub/front/front-article/translate/getAiTranslateResult'],
  ] as [string, string][];

  it.each(writes)('%s %s is refused from another site before it runs', async (method, path) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', origin: 'http://evil.example' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: statusCodes.crossSiteRefused });
  });

  it('reads stay open to links from other sites', async () => {
    const response = await fetch(`${server.url}/rc-pub/front/site/findBySld?sld=ecology`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(200);
  });
});
