import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiStatusError } from '../../runtime/api/api-errors.ts';
import { createApiClient } from '../../runtime/api/api-client.ts';
import { createTranslateCall, encryptTranslationRequest } from '../../blocks/article-reader/translate/translate-call.ts';
import { articleEndpoints } from '../../schemas/api/article-endpoints.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { startTranslationProvider, type LocalTranslationProvider } from '../support/translation-provider.ts';
import { isOn, readConfig } from './helpers.ts';

/**
 * Machine translation end to end: the reader's own request code (key, encryption, envelope) against the real server,
 * which forwards to a local provider speaking Baidu Fanyi's protocol.
 */
const credentials = { appId: '20250101000000001', secret: 'local-provider-secret' };
const aesKey = randomBytes(32).toString('hex');
const siteIdOf = (sld: string) => Number(readConfig(sld, 'site.json').siteId);
const translating = 'optics';
const notTranslating = 'ecology';

let provider: LocalTranslationProvider;
let server: TestServer;
let unconfigured: TestServer;

beforeAll(async () => {
  expect(isOn(readConfig(translating, 'aggregated.json').enableTranslation)).toBe(true);
  expect(isOn(readConfig(notTranslating, 'aggregated.json').enableTranslation)).toBe(false);
  provider = await startTranslationProvider({ ...credentials });
  [server, unconfigured] = await Promise.all([
    startTestServer({
      SAMPLE_ARTICLES: 'off',
      TRANSLATION_PROVIDER_URL: provider.url,
      TRANSLATION_APP_ID: credentials.appId,
      TRANSLATION_SECRET: credentials.secret,
      TRANSLATION_AES_KEY: aesKey,
      TRANSLATION_TIMEOUT_MS: '500',
    }),
    startTestServer({ SAMPLE_ARTICLES: 'off' }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), unconfigured?.close(), provider?.close()]);
});
beforeEach(() => {
  provider.mode = 'normal';
  provider.credentials = { ...credentials };
  provider.requests.length = 0;
});

function translator(target: TestServer, sld = translating) {
  const api = createApiClient({ baseUrl: target.url, getToken: () => undefined, getLanguage: () => 'en', getSiteId: () => siteIdOf(sld) });
  return createTranslateCall(api);
}

const post = async (body: string, contentType = 'text/plain', sld = translating) => {
  const response = await fetch(`${server.url}${articleEndpoints.translate.path}`, { method: 'POST', headers: { 'content-type': contentType, siteId: String(siteIdOf(sld)) }, body });
  return { http: response.status, body: (await response.json()) as { status: number; message?: string; data?: unknown } };
};

describe('getAesKey', () => {
  it('hands out the configured key, or a random one of 64 hex digits', async () => {
    expect((await server.get('/rc-pub/front/getAesKey')).body).toEqual({ status: 0, data: { aesKey } });
    const random = (await unconfigured.get('/rc-pub/front/getAesKey')).body.data as { aesKey: string };
    expect(random.aesKey).toMatch(/^[0-9a-f]{64}$/);
    expect(random.aesKey).not.toBe(aesKey);
  });
});

describe('getAiTranslateResult', () => {
  it('answers the provider’s translation, line by line, asked from auto into the chosen language', async () => {
    const reply = await translator(server)({ q: 'Hello world\nMachine translation', to: 'zh' });
    expect(reply).toEqual({
      trans_result: [
        { src: 'Hello world', dst: '你好，世界' },
        { src: 'Machine translation', dst: '机器翻译' },
      ],
    });
    expect(provider.requests).toHaveLength(1);
    expect(provider.requests[0]).toMatchObject({ q: 'Hello world\nMachine translation', from: 'auto', to: 'zh', appid: credentials.appId });
    expect(provider.requests[0]!.salt).toMatch(/^\d{13}$/);
  });

  it('passes each of the spec’s languages to the provider under Baidu’s code', async () => {
    const translate = translator(server);
    for (const to of ['ara', 'kor', 'jp'] as const) {
      expect(await translate({ q: 'Open ecology', to })).toEqual({ trans_result: [{ src: 'Open ecology', dst: `[${to}] Open ecology` }] });
    }
    expect(provider.requests.map((request) => request.to)).toEqual(['ara', 'kor', 'jp']);
  });

  it('answers error code 52003 when the provider does not know the app', async () => {
    provider.credentials = { appId: 'another-app', secret: credentials.secret };
    expect(await translator(server)({ q: 'Hello world', to: 'zh' })).toEqual({ error_code: '52003', error_msg: 'UNAUTHORIZED USER' });
  });

  it('answers the provider’s other codes too (a wrong secret is Baidu’s 54001)', async () => {
    provider.credentials = { appId: credentials.appId, secret: 'another-secret' };
    expect(await translator(server)({ q: 'Hello world', to: 'zh' })).toEqual({ error_code: '54001', error_msg: 'Invalid Sign' });
  });

  it.each([
    ['drops the connection', 'drop', '52002'],
    ['answers something that is not its protocol', 'garbage', '52002'],
    ['does not answer in time', 'hang', '52001'],
  ] as const)('answers an error code (not a failure) when the provider %s', async (_, mode, code) => {
    provider.mode = mode;
    const reply = await translator(server)({ q: 'Hello world', to: 'zh' });
    expect(reply).toMatchObject({ error_code: code });
  });

  it('answers a clear non-zero status when no provider is configured', async () => {
    const failure = await translator(unconfigured)({ q: 'Hello world', to: 'zh' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiStatusError);
    expect((failure as ApiStatusError).status).toBe(50300);
    expect((failure as ApiStatusError).serverMessage).toMatch(/not configured/);
  });

  it('is not offered where no provider is configured, though the site enables it: no control that could only fail', async () => {
    const offered = async (target: TestServer) =>
      ((await target.get(`/rc-pub/front/bootstrap?sld=${translating}`)).body.data as { aggregated: { enableTranslation: boolean } }).aggregated.enableTranslation;
    expect(await offered(server)).toBe(true);
    expect(await offered(unconfigured)).toBe(false);
  });

  it('refuses a site whose aggregated config does not enable translation', async () => {
    const failure = await translator(server, notTranslating)({ q: 'Hello world', to: 'zh' }).catch((error: unknown) => error);
    expect((failure as ApiStatusError).status).toBe(40300);
    expect((failure as ApiStatusError).serverMessage).toMatch(/not enabled for this site/);
    expect(provider.requests).toEqual([]);
  });

  it('answers 400 for a body that is not the encrypted request', async () => {
    const plain = await post('{"from":"auto","to":"zh","salt":1,"q":"Hello"}');
    expect(plain.http).toBe(400);
    expect(plain.body.status).toBe(40000);
    const asJson = await post('{"from":"auto","to":"zh","salt":1,"q":"Hello"}', 'application/json');
    expect(asJson.http).toBe(400);
    const otherKey = await post(encryptTranslationRequest({ from: 'auto', to: 'zh', salt: 1, q: 'Hello' }, randomBytes(32).toString('hex')));
    expect(otherKey.http).toBe(400);
    expect(otherKey.body.message).toMatch(/could not be decrypted/);
    const garbled = await post(`${randomBytes(16).toString('base64')}:${randomBytes(48).toString('base64')}`);
    expect(garbled.http).toBe(400);
    expect(provider.requests).toEqual([]);
  });

  it('answers 400 naming the field for a request the schema refuses', async () => {
    const send = (request: object) => post(encryptTranslationRequest(request as never, aesKey));
    const empty = await send({ from: 'auto', to: 'zh', salt: 1, q: '   ' });
    expect(empty.http).toBe(400);
    expect(empty.body.message).toMatch(/"q"/);
    expect((await send({ from: 'auto', to: 'xx', salt: 1, q: 'Hello' })).body.message).toMatch(/"to"/);
    expect((await send({ from: 'auto', to: 'zh', salt: 1, q: 'a'.repeat(5001) })).body.message).toMatch(/"q"/);
    expect((await send({ from: 'auto', to: 'zh', salt: 1, q: 'a'.repeat(5000) })).http).toBe(200);
  });
});
