import { describe, expect, it } from 'vitest';
import { createApiClient, type Transport } from '../../../runtime/api/api-client.ts';
import { analyzePath, createAnalyzeCall } from '../analyze-call.ts';

function apiAnswering(transport: Transport) {
  return createApiClient({ baseUrl: 'http://localhost', transport, getToken: () => undefined, getLanguage: () => 'en', getSiteId: () => 101 });
}

describe('createAnalyzeCall (spec §7 analyze service)', () => {
  it('asks GET /rc-pub/front/search/analyze?q=&type= and answers status 0 with the terms', async () => {
    const asked: URL[] = [];
    const analyze = createAnalyzeCall(
      apiAnswering(async (request) => {
        asked.push(new URL(request.url));
        return Response.json({ status: 0, data: { terms: ['超构', '表面'] } });
      }),
    );
    expect(await analyze({ q: '超构表面', type: 'picture' })).toEqual({ status: 0, terms: ['超构', '表面'] });
    expect(asked[0]?.pathname).toBe(analyzePath);
    expect(asked[0]?.searchParams.get('q')).toBe('超构表面');
    expect(asked[0]?.searchParams.get('type')).toBe('picture');
  });

  it('answers another status (no terms: 40000) instead of throwing, so the machine can stop silently', async () => {
    const analyze = createAnalyzeCall(apiAnswering(async () => Response.json({ status: 40000, message: 'Please enter the search term.' }, { status: 400 })));
    expect(await analyze({ q: '', type: 'thesis' })).toEqual({ status: 40000, terms: [] });
  });

  it('rejects when no reply comes', async () => {
    const analyze = createAnalyzeCall(
      apiAnswering(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(analyze({ q: 'laser', type: 'thesis' })).rejects.toThrow(/failed/);
  });
});
