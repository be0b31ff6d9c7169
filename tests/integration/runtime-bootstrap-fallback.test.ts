import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import { siteFeatures } from '../../schemas/site.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { createApiClient, type Transport } from '../../runtime/api/api-client.ts';
import { ApiStatusError } from '../../runtime/api/api-errors.ts';
import { bootstrapQuery } from '../../runtime/bootstrap/bootstrap-query.ts';
import { parseBootstrap } from '../../runtime/bootstrap/parse-bootstrap.ts';

/**
 * The reference server with its bootstrap endpoint hidden is an original-style back end that answers every individual
 * call: the fallback must rebuild what the hidden endpoint says, less what the individual calls cannot carry.
 */

let server: TestServer;
const asked: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const withoutBootstrapEndpoint: Transport = async (request) => {
  const url = new URL(request.url);
  asked.push(url.pathname);
  if (url.pathname === '/rc-pub/front/bootstrap') return Response.json({ status: 40400, message: 'No such endpoint' }, { status: 404 });
  return fetch(new Request(`${server.url}${url.pathname}${url.search}`, request));
};

function fetchBootstrap(sld: string) {
  asked.length = 0;
  const api = createApiClient({ baseUrl: '', transport: withoutBootstrapEndpoint, getToken: () => undefined, getLanguage: () => 'zh', getSiteId: () => undefined });
  return new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(bootstrapQuery(api, { sld }));
}

function enabledOnly(items: MenuItem[]): MenuItem[] {
  return items.filter((item) => item.enable).map((item) => ({ ...item, children: enabledOnly(item.children) }));
}

/** Documented gaps of the original API: disabled menu entries, search-box components, Masthead-only features. */
function lessGaps(bootstrap: Bootstrap): Bootstrap {
  return { ...bootstrap, menu: enabledOnly(bootstrap.menu), searchBoxes: [], features: siteFeatures.parse({}) };
}

describe('bootstrapQuery against the reference server without its bootstrap endpoint', () => {
  it.each(['optics', 'ecology', 'sciencegroup'])('%s: the individual calls give the bootstrap endpoint’s answer', async (sld) => {
    const { bootstrap, diagnostics } = await fetchBootstrap(sld);
    const { body } = await server.get(`/rc-pub/front/bootstrap?sld=${sld}`);

    expect(diagnostics).toEqual([]);
    expect(bootstrap).toEqual(lessGaps(parseBootstrap(body.data).bootstrap));
    expect(asked[0]).toBe('/rc-pub/front/bootstrap');
    expect(asked.filter((path) => path === '/rc-pub/front/bootstrap')).toHaveLength(1);
  });

  it.each([
    ['heritage', 10002],
    ['geoscience', 10003],
    ['nosuchsite', 10001],
  ])('%s: fails with the status and notice the bootstrap endpoint answers (%d)', async (sld, status) => {
    const error = await fetchBootstrap(sld).catch((caught: unknown) => caught);
    const { body } = await server.get(`/rc-pub/front/bootstrap?sld=${sld}`);

    expect(body.status).toBe(status);
    expect(error).toBeInstanceOf(ApiStatusError);
    expect((error as ApiStatusError).status).toBe(status);
    expect((error as ApiStatusError).data).toEqual(body.data);
  });
});
