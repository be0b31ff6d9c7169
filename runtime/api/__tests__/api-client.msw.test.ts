import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../api-client.ts';
import { ApiStatusError, ApiTransportError } from '../api-errors.ts';

/** The client with its default transport (the global fetch), against a mocked HTTP back end. */
const origin = 'https://api.masthead.test';
const seen: { url: string; method: string; headers: Record<string, string | null>; body: string }[] = [];

const server = setupServer(
  http.get(`${origin}/rc-pub/front/hisSearch/hotWords`, ({ request }) => {
    record(request, '');
    return HttpResponse.json({ status: 0, data: { content: [{ word: '光学' }], totalElements: 1 } });
  }),
  http.post(`${origin}/rc-pub/front/front-article/translate/getAiTranslateResult`, async ({ request }) => {
    record(request, await request.text());
    return HttpResponse.json({ status: 0, data: { trans_result: [{ dst: '光' }] } });
  }),
  http.delete(`${origin}/rc-pub/api/logout`, ({ request }) => {
    record(request, '');
    return HttpResponse.json({ status: 401, message: 'Not logged in' }, { status: 401 });
  }),
  http.get(`${origin}/rc-pub/front/broken`, () => HttpResponse.error()),
);

function record(request: Request, body: string) {
  seen.push({
    url: request.url,
    method: request.method,
    headers: { token: request.headers.get('token'), language: request.headers.get('language'), siteid: request.headers.get('siteid'), 'content-type': request.headers.get('content-type') },
    body,
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const onUnauthorized = vi.fn();
const api = createApiClient({
  baseUrl: origin,
  getToken: () => 'tok-msw',
  getLanguage: () => 'kor',
  getSiteId: () => 102,
  onUnauthorized,
  now: () => 1234,
});

describe('createApiClient over the global fetch (msw)', () => {
  it('GET: common headers and timestamps reach the server; data is parsed', async () => {
    const schema = z.object({ content: z.array(z.object({ word: z.string() })), totalElements: z.number() });
    const data = await api.get('/rc-pub/front/hisSearch/hotWords', { schema, query: { page: 0, size: 10 } });

    expect(data).toEqual({ content: [{ word: '光学' }], totalElements: 1 });
    expect(seen).toEqual([
      {
        url: 'https://api.masthead.test/rc-pub/front/hisSearch/hotWords?page=0&size=10&timestamps=1234',
        method: 'GET',
        headers: { token: 'tok-msw', language: 'kor', siteid: '102', 'content-type': null },
        body: '',
      },
    ]);
  });

  it('POST: a text body goes as text/plain without timestamps', async () => {
    const data = await api.post('/rc-pub/front/front-article/translate/getAiTranslateResult', {
      schema: z.object({ trans_result: z.array(z.object({ dst: z.string() })) }),
      body: 'ENCRYPTED==',
    });

    expect(data).toEqual({ trans_result: [{ dst: '光' }] });
    expect(seen[0]?.url).toBe('https://api.masthead.test/rc-pub/front/front-article/translate/getAiTranslateResult');
    expect(seen[0]?.body).toBe('ENCRYPTED==');
    expect(seen[0]?.headers['content-type']).toBe('text/plain;charset=UTF-8');
  });

  it('DELETE answered 401: onUnauthorized runs, then ApiStatusError', async () => {
    const error = await api.delete('/rc-pub/api/logout', { schema: z.unknown() }).catch((e: unknown) => e);

    expect(onUnauthorized).toHaveBeenCalledWith('Not logged in');
    expect(error).toBeInstanceOf(ApiStatusError);
    expect((error as ApiStatusError).status).toBe(401);
  });

  it('a network error becomes ApiTransportError', async () => {
    const error = await api.get('/rc-pub/front/broken', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiTransportError);
    expect((error as ApiTransportError).message).toBe('GET /rc-pub/front/broken failed: Failed to fetch');
  });
});
