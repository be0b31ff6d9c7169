import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { isOn, readConfig, type Json } from './helpers.ts';

/**
 * checkPower (spec §6): a reader referred by one of the site's referrerGrantHosts may visit even when visitPower is
 * off. The sample ecology site lists a granting host; this test's private config copy turns its visitPower off.
 */

const ecology = readConfig('ecology', 'site.json').siteId as number;
const access = readConfig('ecology', 'access.json') as Json & { referrerGrantHosts: string[] };
const grantingHost = access.referrerGrantHosts[0]!;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CONFIG_WATCH: 'off' });
  const edited = { ...JSON.parse(JSON.stringify(readConfig('ecology', 'access.json'))), visitPower: 0 };
  writeFileSync(join(server.configDir, 'ecology', 'access.json'), JSON.stringify(edited, null, 2));
  const { body } = await server.get('/rc-pub/admin/reload-config', { method: 'POST' });
  expect(body.status).toBe(0);
});
afterAll(async () => {
  await server?.close();
});

const checkPower = (referer?: string) =>
  server.get(`/rc-pub/front/site/checkPower?siteId=${ecology}`, referer ? { headers: { referer } } : undefined);

describe('checkPower with visitPower off', () => {
  it('the sample ecology site lists a granting host', () => {
    expect(grantingHost).toEqual(expect.any(String));
  });

  it('without a Referer, visitPower is false (and downloadPower is as configured)', async () => {
    const { body } = await checkPower();
    expect(body).toEqual({ status: 0, data: { visitPower: false, downloadPower: isOn(access.downloadPower) } });
  });

  it('a Referer from a referrerGrantHosts host grants visitPower', async () => {
    const { body } = await checkPower(`https://${grantingHost}/catalogue/search?q=ecology`);
    expect(body).toEqual({ status: 0, data: { visitPower: true, downloadPower: isOn(access.downloadPower) } });
  });

  it('a Referer from a subdomain of a granting host grants visitPower', async () => {
    const { body } = await checkPower(`http://proxy.${grantingHost}/`);
    expect((body.data as Json).visitPower).toBe(true);
  });

  it('the grant does not extend to downloadPower', async () => {
    expect(isOn(access.downloadPower)).toBe(false);
    const { body } = await checkPower(`https://${grantingHost}/`);
    expect((body.data as Json).downloadPower).toBe(false);
  });

  it.each([
    ['another host', 'https://www.example.com/'],
    ['a host that merely ends with the same letters', `https://not${grantingHost}/`],
    ['the granting host as a prefix of another domain', `https://${grantingHost}.evil.example/`],
    ['the granting host only in the path', `https://evil.example/${grantingHost}/`],
    ['the granting host only in the user info', `https://${grantingHost}@evil.example/`],
    ['a Referer that is not a URL', 'not a url at all'],
  ])('%s does not grant visitPower', async (_label, referer) => {
    const { http, body } = await checkPower(referer);
    expect(http).toBe(200);
    expect(body).toEqual({ status: 0, data: { visitPower: false, downloadPower: isOn(access.downloadPower) } });
  });

  it('the bootstrap applies the same grant', async () => {
    const plain = await server.get('/rc-pub/front/bootstrap?sld=ecology');
    expect((plain.body.data as { access: Json }).access.visitPower).toBe(false);
    const referred = await server.get('/rc-pub/front/bootstrap?sld=ecology', { headers: { referer: `https://${grantingHost}/` } });
    expect((referred.body.data as { access: Json }).access.visitPower).toBe(true);
  });
});
