import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTranslationProvider, type LocalTranslationProvider } from '../../../tests/support/translation-provider.ts';
import { baiduSign, createBaiduProvider } from '../baidu-provider.ts';
import { ProviderFailure } from '../translation-provider.ts';
import { translationSettingsFromEnv } from '../translation-settings.ts';

let provider: LocalTranslationProvider;
const credentials = { appId: '20250101000000001', secret: 'local-provider-secret' };
beforeAll(async () => {
  provider = await startTranslationProvider({ ...credentials });
});
afterAll(async () => {
  await provider?.close();
});
beforeEach(() => {
  provider.mode = 'normal';
  provider.requests.length = 0;
});

const client = (timeoutMs = 2000) => createBaiduProvider({ url: provider.url, ...credentials, timeoutMs });
const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Baidu Fanyi provider', () => {
  it('signs as Baidu documents it: md5(appid + q + salt + secret)', () => {
    // The worked example of Baidu's general translation API documentation.
    expect(baiduSign('2015063000000001', 'apple', '1435660288', '12345678')).toBe('f89f9594663708c1605f3d736d01d2d4');
  });

  it('sends a signed request from auto and answers the provider’s trans_result', async () => {
    const reply = await client().translate({ q: 'Hello world', from: 'auto', to: 'fra', salt: 1700000000000 });
    expect(reply).toEqual({ trans_result: [{ src: 'Hello world', dst: 'Bonjour le monde' }] });
    expect(provider.requests[0]).toMatchObject({ q: 'Hello world', from: 'auto', to: 'fra', appid: credentials.appId, salt: '1700000000000' });
  });

  it('passes the provider’s own error codes on', async () => {
    const wrongApp = createBaiduProvider({ url: provider.url, appId: 'someone-else', secret: credentials.secret, timeoutMs: 2000 });
    expect(await wrongApp.translate({ q: 'Hello', from: 'auto', to: 'zh', salt: 1 })).toEqual({ error_code: '52003', error_msg: 'UNAUTHORIZED USER' });
  });

  it('fails with 52001 when the provider does not answer in time', async () => {
    provider.mode = 'hang';
    const failure = await failureOf(client(200).translate({ q: 'Hello', from: 'auto', to: 'zh', salt: 1 }));
    expect(failure).toBeInstanceOf(ProviderFailure);
    expect((failure as ProviderFailure).code).toBe('52001');
  });

  it.each(['drop', 'garbage'] as const)('fails with 52002 when the provider is %s', async (mode) => {
    provider.mode = mode;
    const failure = await failureOf(client().translate({ q: 'Hello', from: 'auto', to: 'zh', salt: 1 }));
    expect((failure as ProviderFailure).code).toBe('52002');
  });

  it('fails with 52002 when nothing listens at the address', async () => {
    const down = createBaiduProvider({ url: `http://127.0.0.1:${await closedPort()}/api/trans/vip/translate`, ...credentials, timeoutMs: 2000 });
    const failure = await failureOf(down.translate({ q: 'Hello', from: 'auto', to: 'zh', salt: 1 }));
    expect((failure as ProviderFailure).code).toBe('52002');
  });
});

describe('translationSettingsFromEnv', () => {
  it('configures no provider without the variables, and refuses half a configuration', () => {
    expect(translationSettingsFromEnv({}).provider).toBeUndefined();
    expect(() => translationSettingsFromEnv({ TRANSLATION_PROVIDER_URL: provider.url, TRANSLATION_APP_ID: 'x' })).toThrow(/TRANSLATION_SECRET/);
  });

  it('uses the configured body key, else a random one per call', () => {
    const key = 'ab'.repeat(32);
    expect(translationSettingsFromEnv({ TRANSLATION_AES_KEY: key }).aesKey.toString('hex')).toBe(key);
    expect(translationSettingsFromEnv({}).aesKey.equals(translationSettingsFromEnv({}).aesKey)).toBe(false);
  });
});
