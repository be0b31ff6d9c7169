import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the provider behaves: as Baidu does, or as a provider that never answers, drops the connection, or talks nonsense. */
export type ProviderMode = 'normal' | 'hang' | 'drop' | 'garbage';

export type LocalTranslationProvider = {
  /** The endpoint, as TRANSLATION_PROVIDER_URL. */
  url: string;
  /** The credentials it accepts; change them to make the next call unauthorised. */
  credentials: { appId: string; secret: string };
  mode: ProviderMode;
  /** The parameters of every call received, in order. */
  requests: Array<Record<string, string>>;
  close: () => Promise<void>;
};

/** A few sentences with a real rendering; anything else comes back as `[to] text`, so a test can tell what was asked. */
const dictionary: Record<string, Record<string, string>> = {
  zh: { 'Hello world': '你好，世界', 'Machine translation': '机器翻译' },
  fra: { 'Hello world': 'Bonjour le monde' },
};

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

async function paramsOf(request: IncomingMessage): Promise<Record<string, string>> {
  const url = new URL(request.url ?? '/', 'http://provider');
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)]);
}

/** Baidu Fanyi's general translation API as its documentation describes it, on a random local port. */
function answer(params: Record<string, string>, credentials: { appId: string; secret: string }): object {
  const { q, from, to, appid, salt, sign } = params;
  if (!q || !from || !to || !appid || !salt || !sign) return { error_code: '54000', error_msg: 'PARAM_FROM_TO_OR_Q_EMPTY' };
  if (appid !== credentials.appId) return { error_code: '52003', error_msg: 'UNAUTHORIZED USER' };
  if (sign !== md5(appid + q + salt + credentials.secret)) return { error_code: '54001', error_msg: 'Invalid Sign' };
  const lines = q.split('\n');
  return {
    from: from === 'auto' ? 'en' : from,
    to,
    trans_result: lines.map((line) => ({ src: line, dst: dictionary[to]?.[line] ?? `[${to}] ${line}` })),
  };
}

export async function startTranslationProvider(credentials = { appId: '20250101000000001', secret: 'local-provider-secret' }): Promise<LocalTranslationProvider> {
  const provider: Omit<LocalTranslationProvider, 'url' | 'close'> = { credentials, mode: 'normal', requests: [] };
  const server = createServer((request, response) => {
    void paramsOf(request).then((params) => {
      provider.requests.push(params);
      if (provider.mode === 'hang') return;
      if (provider.mode === 'drop') return request.socket.destroy();
      if (provider.mode === 'garbage') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Service unavailable</html>');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(params, provider.credentials)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(provider, {
    url: `http://127.0.0.1:${port}/api/trans/vip/translate`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
