import { describe, expect, it } from 'vitest';
import { buildRequest, buildUrl } from '../build-request.ts';

const base = { method: 'GET', baseUrl: 'https://api.example.org', path: '/rc-pub/front/x', language: 'en', now: 1700000000000 } as const;

describe('buildUrl', () => {
  it('joins the base URL and path with exactly one slash', () => {
    expect(buildUrl('https://api.example.org/', '/rc-pub/a').href).toBe('https://api.example.org/rc-pub/a');
    expect(buildUrl('https://api.example.org', 'rc-pub/a').href).toBe('https://api.example.org/rc-pub/a');
    expect(buildUrl('https://api.example.org/prefix', '/rc-pub/a').href).toBe('https://api.example.org/prefix/rc-pub/a');
  });

  it('resolves an empty base URL outside a browser against the placeholder origin', () => {
    expect(buildUrl('', '/rc-pub/a').href).toBe('http://localhost/rc-pub/a');
  });

  it('encodes query values, skips undefined and null, and repeats list values', () => {
    const url = buildUrl('https://api.example.org', '/s', {
      q: '光学 & optics',
      page: 0,
      precise: true,
      missing: undefined,
      empty: null,
      type: ['article', 'book'],
    });
    expect(url.search).toBe('?q=%E5%85%89%E5%AD%A6+%26+optics&page=0&precise=true&type=article&type=book');
  });

  it('keeps a query already in the path', () => {
    expect(buildUrl('https://api.example.org', '/s?filter=true', { siteId: 7 }).search).toBe('?filter=true&siteId=7');
  });
});

describe('buildRequest', () => {
  it('adds timestamps to a GET and sends language, token and siteId headers', () => {
    const request = buildRequest({ ...base, token: 'tok-1', siteId: 101 });
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://api.example.org/rc-pub/front/x?timestamps=1700000000000');
    expect(request.headers.get('language')).toBe('en');
    expect(request.headers.get('token')).toBe('tok-1');
    expect(request.headers.get('siteId')).toBe('101');
    expect(request.headers.get('captcha')).toBeNull();
  });

  it('leaves out token and siteId when unknown, and an empty token', () => {
    const request = buildRequest({ ...base, token: '' });
    expect(request.headers.get('token')).toBeNull();
    expect(request.headers.get('siteId')).toBeNull();
  });

  it('adds no timestamps to POST and DELETE', () => {
    expect(buildRequest({ ...base, method: 'POST' }).url).toBe('https://api.example.org/rc-pub/front/x');
    expect(buildRequest({ ...base, method: 'DELETE' }).url).toBe('https://api.example.org/rc-pub/front/x');
  });

  it('sends the captcha header when given', () => {
    expect(buildRequest({ ...base, captcha: 'ab12' }).headers.get('captcha')).toBe('ab12');
    expect(buildRequest({ ...base, method: 'DELETE', captcha: 'ab12' }).headers.get('captcha')).toBe('ab12');
  });

  it('sends an object body as JSON and a string body as text/plain', async () => {
    const json = buildRequest({ ...base, method: 'POST', body: { code: 'x', s: 2 } });
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(await json.text()).toBe('{"code":"x","s":2}');

    const text = buildRequest({ ...base, method: 'POST', body: 'U2FsdGVkX1+abc=' });
    expect(text.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(await text.text()).toBe('U2FsdGVkX1+abc=');
  });

  it('sends URLSearchParams as a form', async () => {
    const form = buildRequest({ ...base, method: 'POST', body: new URLSearchParams({ a: '1 2' }) });
    expect(form.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(await form.text()).toBe('a=1+2');
  });
});
