import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DirectGet } from '../../../schemas/render-contract.ts';
import { createApiClient, type ApiClientOptions } from '../api-client.ts';
import { ApiStatusError, ApiTransportError } from '../api-errors.ts';
import { fakeTransport, jsonResponse } from './fake-transport.ts';

const schema = z.object({ names: z.array(z.string()) });
const things = { names: ['ants', 'bees'] };

function client(overrides: Partial<ApiClientOptions>) {
  const transport = fakeTransport(() => jsonResponse({ status: 0, data: { names: ['over HTTP'] } }));
  const api = createApiClient({ baseUrl: '', transport, getToken: () => 'tok-1', getLanguage: () => 'en', getSiteId: () => 101, now: () => 1700000000000, ...overrides });
  return { api, transport };
}

describe('createApiClient: a back end called in process (direct)', () => {
  it('answers a GET with the envelope handed over as it is, with no request through the transport', async () => {
    const calls: DirectGet[] = [];
    const { api, transport } = client({
      direct: async (call) => {
        calls.push(call);
        return { status: 200, envelope: { status: 0, data: things } };
      },
      extraHeaders: { Cookie: 'commonToken=abc', referer: 'https://library.example.edu/' },
    });
    const data = await api.get('/rc-pub/front/things', { schema, query: { size: 4, type: ['a', 'b'], none: undefined } });
    expect(data).toBe(things);
    expect(transport.requests).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/rc-pub/front/things');
    expect(calls[0]!.query.toString()).toBe('size=4&type=a&type=b&timestamps=1700000000000');
    expect(calls[0]!.headers).toEqual({ accept: 'application/json', language: 'en', token: 'tok-1', siteid: '101', cookie: 'commonToken=abc', referer: 'https://library.example.edu/' });
  });

  it('sends the same headers over the transport when the back end does not answer the route, and every POST', async () => {
    const { api, transport } = client({ direct: async () => undefined, extraHeaders: { cookie: 'commonToken=abc' } });
    expect(await api.get('/rc-pub/front/search', { schema, query: { q: 'x' } })).toEqual({ names: ['over HTTP'] });
    await api.post('/rc-pub/front/advSearch', { schema, body: { rows: [] } });
    expect(transport.requests.map((request) => [request.method, request.url, request.headers.get('cookie'), request.headers.get('siteId')])).toEqual([
      ['GET', 'http://localhost/rc-pub/front/search?q=x&timestamps=1700000000000', 'commonToken=abc', '101'],
      ['POST', 'http://localhost/rc-pub/front/advSearch', 'commonToken=abc', '101'],
    ]);
  });

  it('reads a refusal by its status', async () => {
    const { api } = client({ direct: async () => ({ status: 404, envelope: { status: 40400, message: 'period 9 is not part of this site' } }) });
    const refusal = api.get('/rc-pub/front/front-article/list', { schema });
    await expect(refusal).rejects.toThrow(ApiStatusError);
    await expect(refusal).rejects.toThrow('period 9 is not part of this site');
  });

  it('lets the auditor see what was handed over beside the schema’s reading of it, as the in-process transport does', async () => {
    const audits: unknown[][] = [];
    const handing = (data: unknown) => async () => ({ status: 200, envelope: { status: 0, data } });
    const auditHandOver = (handedOver: unknown, checked: unknown) => audits.push([handedOver, checked]);
    expect(await client({ direct: handing(things), auditHandOver }).api.get('/rc-pub/front/things', { schema })).toBe(things);
    expect(audits).toEqual([[things, things]]);
    await expect(client({ direct: handing({ names: [1] }), auditHandOver }).api.get('/rc-pub/front/things', { schema })).rejects.toThrow(/names/);
  });

  it('makes a failure of the back end a transport error', async () => {
    const { api } = client({
      direct: async () => {
        throw new Error('database is locked');
      },
    });
    const failure = api.get('/rc-pub/front/things', { schema });
    await expect(failure).rejects.toThrow(ApiTransportError);
    await expect(failure).rejects.toThrow(/database is locked/);
  });
});
