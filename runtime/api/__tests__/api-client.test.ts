import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, defaultRequestTimeoutMs, type ApiClientOptions } from '../api-client.ts';
import { ApiShapeError, ApiStatusError, ApiTimeoutError, ApiTransportError } from '../api-errors.ts';
import { fakeTransport, hangingTransport, jsonResponse } from './fake-transport.ts';

const siteSchema = z.object({ siteId: z.number(), sld: z.string() });

function client(transport: ApiClientOptions['transport'], overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: 'https://api.example.org',
    transport,
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
    getSiteId: () => 101,
    now: () => 1700000000000,
    ...overrides,
  });
}

const okSite = () => jsonResponse({ status: 0, data: { siteId: 101, sld: 'optics' } });

describe('createApiClient: requests', () => {
  it('GET sends the common headers, the query and timestamps, and resolves to parsed data', async () => {
    const transport = fakeTransport(okSite);
    const data = await client(transport).get('/rc-pub/front/site/findBySiteId', { schema: siteSchema, query: { siteId: 101 } });

    expect(data).toEqual({ siteId: 101, sld: 'optics' });
    const [request] = transport.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('https://api.example.org/rc-pub/front/site/findBySiteId?siteId=101&timestamps=1700000000000');
    expect(request?.headers.get('token')).toBe('tok-1');
    expect(request?.headers.get('language')).toBe('en');
    expect(request?.headers.get('siteId')).toBe('101');
    expect(request?.headers.get('captcha')).toBeNull();
  });

  it('reads token, language, siteId and now at each call', async () => {
    const transport = fakeTransport(okSite);
    let token: string | undefined = undefined;
    let siteId: number | undefined = undefined;
    let clock = 1;
    const api = client(transport, { getToken: () => token, getSiteId: () => siteId, getLanguage: () => 'zh', now: () => clock++ });

    await api.get('/a', { schema: siteSchema });
    token = 'tok-2';
    siteId = 102;
    await api.get('/a', { schema: siteSchema });

    const [first, second] = transport.requests;
    expect(first?.headers.get('token')).toBeNull();
    expect(first?.headers.get('siteId')).toBeNull();
    expect(first?.headers.get('language')).toBe('zh');
    expect(first?.url).toBe('https://api.example.org/a?timestamps=1');
    expect(second?.headers.get('token')).toBe('tok-2');
    expect(second?.headers.get('siteId')).toBe('102');
    expect(second?.url).toBe('https://api.example.org/a?timestamps=2');
  });

  it('GET and DELETE send the captcha header when asked', async () => {
    const transport = fakeTransport(() => jsonResponse({ status: 0 }));
    const api = client(transport);
    await api.get('/rc-pub/api/captcha-check', { schema: z.undefined(), captcha: 'x7k2' });
    await api.delete('/rc-pub/api/logout', { schema: z.undefined(), captcha: 'x7k2' });

    expect(transport.requests.map((request) => request.headers.get('captcha'))).toEqual(['x7k2', 'x7k2']);
  });

  it("sends the caller's own headers, asked at each call with the method and path; the common ones win", async () => {
    const transport = fakeTransport(() => jsonResponse({ status: 0 }));
    const asked: { method: string; path: string }[] = [];
    const api = client(transport, {
      headers: (call) => {
        asked.push(call);
        return call.method === 'GET' ? undefined : { 'x-csrf-token': 'csrf-1', language: 'de', token: 'forged' };
      },
    });
    await api.get('/rc-pub/admin/session', { schema: z.undefined() });
    await api.post('/rc-pub/admin/sites/optics/desk/issue', { schema: z.undefined(), body: {} });

    expect(asked).toEqual([
      { method: 'GET', path: '/rc-pub/admin/session' },
      { method: 'POST', path: '/rc-pub/admin/sites/optics/desk/issue' },
    ]);
    const [read, write] = transport.requests;
    expect(read?.headers.get('x-csrf-token')).toBeNull();
    expect(write?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(write?.headers.get('language')).toBe('en');
    expect(write?.headers.get('token')).toBe('tok-1');
    expect(write?.headers.get('content-type')).toBe('application/json');
  });

  it('DELETE and POST carry no timestamps; POST sends a JSON body', async () => {
    const transport = fakeTransport(() => jsonResponse({ status: 0, data: 'secure-token' }));
    const api = client(transport);
    await api.delete('/rc-pub/api/logout', { schema: z.unknown() });
    const token = await api.post('/rc-pub/front/front-article/aiqa/verify/generateSecureParams', {
      schema: z.string(),
      body: { code: 'c', s: 2, host: 'optics.example.org', siteId: 101, lang: 'en' },
    });

    expect(token).toBe('secure-token');
    const [logout, generate] = transport.requests;
    expect(logout?.method).toBe('DELETE');
    expect(logout?.url).toBe('https://api.example.org/rc-pub/api/logout');
    expect(generate?.method).toBe('POST');
    expect(generate?.url).toBe('https://api.example.org/rc-pub/front/front-article/aiqa/verify/generateSecureParams');
    expect(generate?.headers.get('content-type')).toBe('application/json');
    expect(await generate?.text()).toBe('{"code":"c","s":2,"host":"optics.example.org","siteId":101,"lang":"en"}');
  });

  it('uses the page origin for an empty base URL (placeholder outside a browser)', async () => {
    const transport = fakeTransport(okSite);
    await client(transport, { baseUrl: '' }).get('/rc-pub/front/x', { schema: siteSchema });
    expect(transport.requests[0]?.url).toBe('http://localhost/rc-pub/front/x?timestamps=1700000000000');
  });

  it('keeps a path prefix in the base URL', async () => {
    const transport = fakeTransport(okSite);
    await client(transport, { baseUrl: 'https://gateway.example.org/journals/' }).get('/rc-pub/front/x', { schema: siteSchema });
    expect(transport.requests[0]?.url).toBe('https://gateway.example.org/journals/rc-pub/front/x?timestamps=1700000000000');
  });
});

describe('createApiClient: replies', () => {
  it('a successful reply with a message tells onMessage (a search says what it repaired), one without does not', async () => {
    const heard: string[] = [];
    const transport = fakeTransport(() => jsonResponse({ status: 0, message: 'A closing quote is missing.', data: { siteId: 101, sld: 'optics' } }));
    expect(await client(transport).get('/a', { schema: siteSchema, onMessage: (message) => heard.push(message) })).toEqual({ siteId: 101, sld: 'optics' });
    await client(fakeTransport(okSite)).get('/a', { schema: siteSchema, onMessage: (message) => heard.push(message) });
    expect(heard).toEqual(['A closing quote is missing.']);
  });

  it('a non-zero status rejects with ApiStatusError carrying status, message and data', async () => {
    const transport = fakeTransport(() => jsonResponse({ status: 10001, message: 'Site not found', data: { sld: 'nope' } }));
    const onUnauthorized = vi.fn();
    const error = await client(transport, { onUnauthorized }).get('/rc-pub/front/site/findBySld', { schema: siteSchema }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiStatusError);
    const status = error as ApiStatusError;
    expect(status.status).toBe(10001);
    expect(status.message).toBe('Site not found');
    expect(status.serverMessage).toBe('Site not found');
    expect(status.data).toEqual({ sld: 'nope' });
    expect(status.method).toBe('GET');
    expect(status.path).toBe('/rc-pub/front/site/findBySld');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an envelope on an HTTP error status is still read by its status', async () => {
    const transport = fakeTransport(() => jsonResponse({ status: 40000, message: 'query parameter "siteId" is required' }, 400));
    const error = await client(transport).get('/rc-pub/front/x', { schema: siteSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiStatusError);
    expect((error as ApiStatusError).status).toBe(40000);
    expect((error as ApiStatusError).message).toBe('query parameter "siteId" is required');
  });

  it('a status without message gets a generic error message and no serverMessage', async () => {
    const transport = fakeTransport(() => jsonResponse({ status: 50000 }));
    const error = (await client(transport).delete('/rc-pub/api/logout', { schema: z.unknown() }).catch((e: unknown) => e)) as ApiStatusError;
    expect(error.message).toBe('DELETE /rc-pub/api/logout answered status 50000');
    expect(error.serverMessage).toBeUndefined();
  });

  it('status 401 calls onUnauthorized with the message, then rejects with ApiStatusError', async () => {
    const transport = fakeTransport(() => jsonResponse({ status: 401, message: 'Login expired, please log in again' }));
    const onUnauthorized = vi.fn();
    const error = await client(transport, { onUnauthorized }).get('/rc-pub/front/frontMembers/info', { schema: z.unknown() }).catch((e: unknown) => e);

    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('Login expired, please log in again');
    expect(error).toBeInstanceOf(ApiStatusError);
    expect((error as ApiStatusError).status).toBe(401);
  });

  it('status 401 without a message calls onUnauthorized with an empty string', async () => {
    const onUnauthorized = vi.fn();
    await client(fakeTransport(() => jsonResponse({ status: 401 })), { onUnauthorized })
      .get('/x', { schema: z.unknown() })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledWith('');
  });

  it('data that does not match the schema rejects with ApiShapeError naming the call and field', async () => {
    const transport = fakeTransport(() => jsonResponse({ status: 0, data: { siteId: '101', sld: 'optics' } }));
    const error = await client(transport).get('/rc-pub/front/site/findBySiteId', { schema: siteSchema }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiShapeError);
    const shape = error as ApiShapeError;
    expect(shape.path).toBe('/rc-pub/front/site/findBySiteId');
    expect(shape.issues).toEqual([{ path: 'data.siteId', message: 'Invalid input: expected number, received string' }]);
    expect(shape.message).toBe('Unexpected reply from GET /rc-pub/front/site/findBySiteId: data.siteId: Invalid input: expected number, received string');
  });

  it('a missing data on status 0 fails a schema that requires it', async () => {
    const error = await client(fakeTransport(() => jsonResponse({ status: 0 }))).get('/x', { schema: siteSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiShapeError);
    expect((error as ApiShapeError).issues[0]?.path).toBe('data');
  });
});

describe('createApiClient: transport failures', () => {
  it('a rejected transport becomes ApiTransportError with the cause', async () => {
    const cause = new TypeError('fetch failed');
    const transport = fakeTransport(() => Promise.reject(cause));
    const error = await client(transport).get('/rc-pub/front/x', { schema: z.unknown() }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiTransportError);
    const transportError = error as ApiTransportError;
    expect(transportError.message).toBe('GET /rc-pub/front/x failed: fetch failed');
    expect(transportError.cause).toBe(cause);
    expect(transportError.httpStatus).toBeUndefined();
  });

  it('a body that is not JSON becomes ApiTransportError with the HTTP status', async () => {
    const transport = fakeTransport(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await client(transport).get('/rc-pub/front/x', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiTransportError);
    expect((error as ApiTransportError).httpStatus).toBe(502);
    expect((error as ApiTransportError).message).toBe('GET /rc-pub/front/x answered HTTP 502 without a JSON body');
  });

  it('HTTP 500 with JSON that is no envelope becomes ApiTransportError', async () => {
    const transport = fakeTransport(() => jsonResponse({ error: 'Internal Server Error' }, 500));
    const error = await client(transport).post('/rc-pub/front/x', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiTransportError);
    expect((error as ApiTransportError).httpStatus).toBe(500);
    expect((error as ApiTransportError).message).toBe('POST /rc-pub/front/x answered HTTP 500 without an envelope');
  });

  it('an empty body becomes ApiTransportError', async () => {
    const transport = fakeTransport(() => new Response(null, { status: 204 }));
    const error = await client(transport).delete('/rc-pub/api/logout', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiTransportError);
    expect((error as ApiTransportError).httpStatus).toBe(204);
  });
});

describe('createApiClient: timeout and cancellation', () => {
  it('defaults to the spec timeout of 600000 ms', () => {
    expect(defaultRequestTimeoutMs).toBe(600000);
  });

  it('aborts the request after timeoutMs and rejects with ApiTimeoutError', async () => {
    const transport = hangingTransport();
    const error = await client(transport, { timeoutMs: 20 }).get('/rc-pub/front/slow', { schema: z.unknown() }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error).toBeInstanceOf(ApiTransportError);
    expect((error as ApiTimeoutError).timeoutMs).toBe(20);
    expect((error as ApiTimeoutError).message).toBe('GET /rc-pub/front/slow timed out after 20 ms');
    expect(transport.requests[0]?.signal.aborted).toBe(true);
  });

  it('times out even when the transport ignores the abort signal', async () => {
    const transport = fakeTransport(() => new Promise<Response>(() => undefined));
    const error = await client(transport, { timeoutMs: 20 }).get('/rc-pub/front/slow', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiTimeoutError);
  });

  it('times out while the body is still arriving', async () => {
    const neverEndingBody = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"status":')) });
    const transport = fakeTransport(() => new Response(neverEndingBody, { status: 200 }));
    const error = await client(transport, { timeoutMs: 20 }).get('/rc-pub/front/slow', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiTimeoutError);
  });

  it("rejects with the caller's abort reason when the caller's signal aborts", async () => {
    const transport = hangingTransport();
    const controller = new AbortController();
    const pending = client(transport).get('/rc-pub/front/slow', { schema: z.unknown(), signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(transport.requests).toHaveLength(1));
    const reason = new DOMException('The query was cancelled', 'AbortError');
    controller.abort(reason);

    expect(await pending).toBe(reason);
    expect(transport.requests[0]?.signal.aborted).toBe(true);
  });

  it('does not call the transport when the signal is already aborted', async () => {
    const transport = fakeTransport(okSite);
    const controller = new AbortController();
    controller.abort('gone');
    const error = await client(transport).get('/x', { schema: siteSchema, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBe('gone');
    expect(transport.requests).toHaveLength(0);
  });
});
