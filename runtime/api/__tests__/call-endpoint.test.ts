import { describe, expect, it } from 'vitest';
import { articleEndpoints } from '../../../schemas/api/article-endpoints.ts';
import { accountEndpoints } from '../../../schemas/api/account-endpoints.ts';
import { contentListEndpoints } from '../../../schemas/api/content-list-endpoints.ts';
import { siteEndpoints } from '../../../schemas/api/site-endpoints.ts';
import { createApiClient, type ApiClientOptions } from '../api-client.ts';
import { ApiShapeError } from '../api-errors.ts';
import { callEndpoint, endpointPath } from '../call-endpoint.ts';
import { fakeTransport, jsonResponse } from './fake-transport.ts';

function client(transport: ApiClientOptions['transport']) {
  return createApiClient({ baseUrl: 'https://api.example.org', transport, getToken: () => undefined, getLanguage: () => 'en', getSiteId: () => 101, now: () => 1 });
}

const emptyPage = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 5 };

describe('callEndpoint', () => {
  it("sends the entry's method, path and query, and reads the reply with the entry's schema", async () => {
    const transport = fakeTransport(() => jsonResponse({ status: 0, data: emptyPage }));
    const data = await callEndpoint(client(transport), contentListEndpoints.articleList, { query: { status: 'onlineFirst', size: 5 } });
    expect(data).toEqual(emptyPage);
    expect(transport.requests[0]?.method).toBe('GET');
    expect(transport.requests[0]?.url).toBe('https://api.example.org/rc-pub/front/front-article/list?status=onlineFirst&size=5&timestamps=1');
  });

  it('refuses a reply that does not have the shape the entry documents', async () => {
    const transport = fakeTransport(() => jsonResponse({ status: 0, data: { content: 'not a list' } }));
    await expect(callEndpoint(client(transport), contentListEndpoints.articleList)).rejects.toBeInstanceOf(ApiShapeError);
  });

  it('names the site the call is about in the query, beside the page\'s own in the header', async () => {
    const transport = fakeTransport(() => jsonResponse({ status: 0, data: [] }));
    await callEndpoint(client(transport), siteEndpoints.findGroupBySiteId, { siteId: 100 });
    expect(transport.requests[0]?.url).toBe('https://api.example.org/rc-pub/front/front-publication/findGroupBySiteId?siteId=100&timestamps=1');
    expect(transport.requests[0]?.headers.get('siteId')).toBe('101');
  });

  it('posts the body of a POST entry', async () => {
    const transport = fakeTransport(() => jsonResponse({ status: 0, data: { registered: true } }));
    const data = await callEndpoint(client(transport), accountEndpoints.isRegistered, { body: { account: 'reader@example.org' } });
    expect(data).toEqual({ registered: true });
    expect(transport.requests[0]?.method).toBe('POST');
    expect(await transport.requests[0]?.text()).toBe('{"account":"reader@example.org"}');
  });
});

describe('endpointPath', () => {
  it('fills path parameters, dropping their patterns, encoded', () => {
    expect(endpointPath(articleEndpoints.articleVisit, { id: 42 })).toBe('/rc-pub/front/front-article/42');
    expect(endpointPath(articleEndpoints.articleFile, { articleId: 7, name: 'a b.pdf' })).toBe('/rc-pub/files/7/a%20b.pdf');
  });

  it('names a missing parameter', () => {
    expect(() => endpointPath(articleEndpoints.articleVisit)).toThrow('path parameter "id" is missing');
  });
});
