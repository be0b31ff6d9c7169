import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { isOn, readConfig, siteFolderNames, type Json } from './helpers.ts';

/** Site lookups (spec §7): findBySiteId, findBySld, findByDomain, findGroupBySiteId, and the siteId header. */

type SiteJson = Json & {
  siteId: number;
  sld: string;
  name: string;
  enName: string;
  domains: string[];
  status: string;
  groupSite?: number;
  members?: string[];
  topicId: number;
  colour: number;
  logo1: string;
  defaultLanguage: string;
};

const sites = siteFolderNames().map((sld) => readConfig(sld, 'site.json') as SiteJson);
const bySld = (sld: string) => sites.find((site) => site.sld === sld)!;

/** What a lookup should answer for a site.json, checked field by field against the file. */
function expectSummaryOf(data: unknown, site: SiteJson) {
  expect(data).toMatchObject({
    siteId: site.siteId,
    sld: site.sld,
    name: site.name,
    enName: site.enName,
    status: site.status,
    groupSite: isOn(site.groupSite ?? 0),
    topicId: site.topicId,
    colour: site.colour,
    logo1: site.logo1,
    defaultLanguage: site.defaultLanguage,
    domain: site.domains[0],
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('site lookup', () => {
  it('has the five sample sites to look up', () => {
    expect(sites.map((site) => site.sld).sort()).toEqual(['ecology', 'geoscience', 'heritage', 'optics', 'sciencegroup']);
  });

  it.each(sites.map((site) => [site.sld, site] as const))('findBySiteId answers %s from its site.json', async (_sld, site) => {
    const { http, body } = await server.get(`/rc-pub/front/site/findBySiteId?siteId=${site.siteId}`);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expectSummaryOf(body.data, site);
  });

  it.each(sites.map((site) => [site.sld, site] as const))('findBySld answers %s', async (_sld, site) => {
    const { http, body } = await server.get(`/rc-pub/front/site/findBySld?sld=${encodeURIComponent(site.sld)}`);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expectSummaryOf(body.data, site);
  });

  it.each(sites.map((site) => [site.sld, site] as const))('findByDomain answers %s for its first domain', async (_sld, site) => {
    const { http, body } = await server.get(`/rc-pub/front/site/findByDomain?domain=${encodeURIComponent(site.domains[0]!)}`);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expectSummaryOf(body.data, site);
  });

  it('findByDomain ignores a port on the host name', async () => {
    const optics = bySld('optics');
    const { body } = await server.get(`/rc-pub/front/site/findByDomain?domain=${encodeURIComponent(`${optics.domains[0]}:8080`)}`);
    expect(body.status).toBe(0);
    expect(body.data).toMatchObject({ siteId: optics.siteId, sld: 'optics' });
  });

  it.each([
    ['findBySiteId', '/rc-pub/front/site/findBySiteId?siteId=987654'],
    ['findBySld', '/rc-pub/front/site/findBySld?sld=no-such-journal'],
    ['findByDomain', '/rc-pub/front/site/findByDomain?domain=unknown.example.org'],
  ])('%s of an unknown site answers status 10001 "Site not found"', async (_name, path) => {
    const { http, body } = await server.get(path);
    expect(http).toBe(200);
    expect(body).toEqual({ status: 10001, message: 'Site not found' });
  });
});

describe('findGroupBySiteId', () => {
  it('answers a group site with its members, in the configured order', async () => {
    const group = sites.find((site) => isOn(site.groupSite))!;
    expect(group.members?.length).toBeGreaterThan(1);
    const { http, body } = await server.get(`/rc-pub/front/front-publication/findGroupBySiteId?siteId=${group.siteId}`);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    const expected = group.members!.map((sld) => {
      const member = bySld(sld);
      return { siteId: member.siteId, sld: member.sld, name: member.name, enName: member.enName, logo: member.logo1 };
    });
    expect(body.data).toEqual(expected);
  });

  it('answers a single site with itself alone', async () => {
    const optics = bySld('optics');
    const { body } = await server.get(`/rc-pub/front/front-publication/findGroupBySiteId?siteId=${optics.siteId}`);
    expect(body.status).toBe(0);
    expect(body.data).toEqual([{ siteId: optics.siteId, sld: 'optics', name: optics.name, enName: optics.enName, logo: optics.logo1 }]);
  });

  it('answers an unknown site with 10001', async () => {
    const { body } = await server.get('/rc-pub/front/front-publication/findGroupBySiteId?siteId=987654');
    expect(body).toEqual({ status: 10001, message: 'Site not found' });
  });
});

describe('the siteId header', () => {
  it('is honoured when the query has no siteId', async () => {
    const ecology = bySld('ecology');
    const aggregated = readConfig('ecology', 'aggregated.json');
    const { http, body } = await server.get('/rc-pub/front/site/getAggregatedConfig', { headers: { siteId: String(ecology.siteId) } });
    expect(http).toBe(200);
    expect(body).toEqual({
      status: 0,
      data: { enableComment: isOn(aggregated.enableComment), enableTranslation: isOn(aggregated.enableTranslation) },
    });
  });

  it('gives way to the query siteId when both are sent', async () => {
    const optics = bySld('optics');
    const ecology = bySld('ecology');
    const { body } = await server.get(`/rc-pub/front/front-publication/findGroupBySiteId?siteId=${optics.siteId}`, {
      headers: { siteId: String(ecology.siteId) },
    });
    expect(body.status).toBe(0);
    expect((body.data as Array<{ sld: string }>).map((entry) => entry.sld)).toEqual(['optics']);
  });

  it('naming an unknown site answers 10001', async () => {
    const { body } = await server.get('/rc-pub/front/site/getConfigHeader', { headers: { siteId: '987654' } });
    expect(body).toEqual({ status: 10001, message: 'Site not found' });
  });
});
