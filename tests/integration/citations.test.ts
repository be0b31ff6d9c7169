import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed, type Envelope } from './helpers.ts';

/** "Cite this article": the three copyable styles, and the reference as a file for reference managers. */

const optics = readConfig('optics', 'site.json').siteId as number;
const ecology = readConfig('ecology', 'site.json').siteId as number;
const group = readConfig('sciencegroup', 'site.json').siteId as number;
const chineseArticle = readSeed('optics').articles.find((entry) => entry.id === 10001)!;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const download = async (query: string) => {
  const response = await fetch(`${server.url}/rc-pub/front/front-article/downloadCitation?${query}`);
  return { http: response.status, headers: response.headers, text: await response.text() };
};

describe('getCitation', () => {
  it('answers APA, Vancouver and GB/T 7714 of a Chinese article', async () => {
    const { http, body } = await server.get(`/rc-pub/front/front-article/getCitation?id=10001&siteId=${optics}`);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    const data = body.data as Record<string, string>;
    expect(Object.keys(data).sort()).toEqual(['apa', 'gbt7714', 'vancouver']);
    expect(data.gbt7714).toBe(`陈思远, 林雨桐, 韩志宏, 等. ${chineseArticle.title}[J]. 光学前沿, 2025, 45(10): 1-11. DOI: 10.3788/OF202545.1001001`);
    expect(data.apa).toMatch(/^陈思远, 林雨桐, 韩志宏, & 孟若愚\. \(2025\)\. /);
    expect(data.vancouver).toMatch(/^陈思远, 林雨桐, 韩志宏, 孟若愚\. /);
  });

  it('cites an imported full text by its own journal and names', async () => {
    const html = await server.get(`/rc-pub/front/front-article/getHtml?doi=10.7717/peerj.182&siteId=${ecology}`);
    const id = (html.body.data as { article: { id: number } }).article.id;
    const { body } = await server.get(`/rc-pub/front/front-article/getCitation?id=${id}&siteId=${ecology}`);
    expect((body.data as Record<string, string>).gbt7714).toMatch(/^Farke A A, Chok D J, Herrero A, et al\. Ontogeny .+\[J\]\. PeerJ, 2013, 1: e182\. DOI: 10\.7717\/peerj\.182$/);
  });

  it('serves a group site its members’ articles', async () => {
    const { body } = await server.get(`/rc-pub/front/front-article/getCitation?id=20001&siteId=${group}`);
    expect(body.status).toBe(0);
  });

  it.each([
    ['no id', '', /query parameter "id" is required/],
    ['an id that is not a number', 'id=abc', /query parameter "id"/],
  ])('refuses %s with 400', async (_case, query, message) => {
    const { http, body } = await server.get(`/rc-pub/front/front-article/getCitation?${query}&siteId=${optics}`);
    expect(http).toBe(400);
    expect(body.status).not.toBe(0);
    expect(body.message).toMatch(message);
  });

  it.each([
    ['an unknown article', `id=99999999&siteId=${optics}`],
    ['another site’s article', `id=20001&siteId=${optics}`],
  ])('answers 404 for %s', async (_case, query) => {
    const { http, body } = await server.get(`/rc-pub/front/front-article/getCitation?${query}`);
    expect(http).toBe(404);
    expect(body.status).toBe(40400);
    expect(body.data).toBeUndefined();
  });
});

describe('downloadCitation', () => {
  it('sends RIS as an attachment named after the DOI, in UTF-8', async () => {
    const { http, headers, text } = await download(`id=10001&type=ris&siteId=${optics}`);
    expect(http).toBe(200);
    expect(headers.get('content-type')).toBe('application/x-research-info-systems; charset=utf-8');
    expect(headers.get('content-disposition')).toBe('attachment; filename="10.3788_OF202545.1001001.ris"');
    const lines = text.split('\n');
    expect(lines[0]).toBe('TY  - JOUR');
    expect(lines).toEqual(expect.arrayContaining(['AU  - 陈思远', `TI  - ${chineseArticle.title}`, 'DO  - 10.3788/OF202545.1001001', 'ER  - ']));
  });

  it('sends BibTeX that reads back as the article', async () => {
    const { headers, text } = await download(`id=10001&type=bibtex&siteId=${optics}`);
    expect(headers.get('content-type')).toBe('application/x-bibtex; charset=utf-8');
    expect(headers.get('content-disposition')).toBe('attachment; filename="10.3788_OF202545.1001001.bib"');
    const [entry] = new Cite(text).data;
    expect(entry).toMatchObject({ 'citation-key': 'chen2025broadband', title: chineseArticle.title, DOI: '10.3788/OF202545.1001001' });
  });

  it('sends EndNote and the styles as text', async () => {
    const enw = await download(`id=10001&type=enw&siteId=${optics}`);
    expect(enw.headers.get('content-type')).toBe('application/x-endnote-refer; charset=utf-8');
    expect(enw.headers.get('content-disposition')).toBe('attachment; filename="10.3788_OF202545.1001001.enw"');
    expect(enw.text).toMatch(/^%0 Journal Article\n/);
    expect(enw.text).toContain('\n%A 陈思远\n');

    const gbt = await download(`id=10001&type=gbt7714&siteId=${optics}`);
    expect(gbt.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(gbt.headers.get('content-disposition')).toBe('attachment; filename="10.3788_OF202545.1001001-gbt7714.txt"');
    expect(gbt.text).toMatch(/^陈思远, 林雨桐, 韩志宏, 等\. /);
  });

  it('refuses a type it does not make, naming the parameter', async () => {
    const { http, text } = await download(`id=10001&type=docx&siteId=${optics}`);
    const body = JSON.parse(text) as Envelope;
    expect(http).toBe(400);
    expect(body.status).not.toBe(0);
    expect(body.message).toMatch(/query parameter "type"/);
  });

  it('answers 404 in an envelope for an unknown article', async () => {
    const { http, text } = await download(`id=99999999&type=ris&siteId=${optics}`);
    expect(http).toBe(404);
    expect((JSON.parse(text) as Envelope).status).toBe(40400);
  });
});
