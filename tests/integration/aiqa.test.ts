import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiqaAnswer } from '../../schemas/aiqa-api.ts';
import { aiqaAskPath, aiqaFramePath, aiqaSecureParamsPath, aiqaTokenLifetimeSeconds } from '../../schemas/aiqa-frame.ts';
import { issueAiqaToken } from '../../server/aiqa/aiqa-token.ts';
import { aiqaRateLimits } from '../../server/routes/aiqa-routes.ts';
import { parseHtml } from '../support/parse-html.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed, type Envelope, type Json } from './helpers.ts';

/**
 * The AI Q&A panel's server side: spec §7 generateSecureParams, and the development frame it opens (the page and its
 * answers). Expected names, titles and links are read from the sample configuration and seed.
 */

const authSecret = 'aiqa-test-secret-aiqa-test-secret-0123';
const siteIdOf = (sld: string) => readConfig(sld, 'site.json').siteId as number;
const optics = siteIdOf('optics');
const ecology = siteIdOf('ecology');
const group = siteIdOf('sciencegroup');
const opticsAiqa = readConfig('optics', 'aiqa.json');

type Article = Json & { id: number; periodId: number | null; title: string; enTitle: string };
const opticsArticles = readSeed('optics').articles as Article[];
const byId = new Map(opticsArticles.map((article) => [article.id, article]));

/** A word of one published article's English title that no other article's title has: a question only it answers best. */
function distinctiveTitleWord(): { article: Article; word: string } {
  const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{9,}/gu) ?? [];
  for (const article of opticsArticles.filter((candidate) => candidate.periodId !== null)) {
    for (const word of wordsOf(article.enTitle)) {
      const others = opticsArticles.filter((other) => other !== article && `${other.title} ${other.enTitle}`.toLowerCase().includes(word));
      if (others.length === 0) return { article, word };
    }
  }
  throw new Error('the optics seed has no article with a distinctive title word');
}

let server: TestServer;
let host: string;
beforeAll(async () => {
  server = await startTestServer({ SAMPLE_ARTICLES: 'off', AUTH_SECRET: authSecret });
  host = new URL(server.url).host;
});
afterAll(async () => {
  await server?.close();
});

const validBody = (overrides: Json = {}) => ({ code: 'portal', s: 2, host, siteId: optics, lang: 'en', ...overrides });

async function secureParams(body: unknown, siteId: number = optics, contentType = 'application/json'): Promise<{ http: number; body: Envelope }> {
  const response = await fetch(`${server.url}${aiqaSecureParamsPath}`, {
    method: 'POST',
    headers: { 'content-type': contentType, siteId: String(siteId), language: 'en' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { http: response.status, body: (await response.json()) as Envelope };
}

async function tokenFor(overrides: Json = {}): Promise<string> {
  const { body } = await secureParams(validBody(overrides));
  expect(body.status, body.message).toBe(0);
  return body.data as string;
}

async function frame(token: string | undefined, headers: Record<string, string> = {}) {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  const response = await fetch(`${server.url}${aiqaFramePath}${query}`, { headers });
  return { http: response.status, headers: response.headers, document: await parseHtml(await response.text()) };
}

async function ask(token: string, q: string): Promise<{ http: number; body: Envelope }> {
  const response = await fetch(`${server.url}${aiqaAskPath}?token=${encodeURIComponent(token)}&q=${encodeURIComponent(q)}`);
  return { http: response.status, body: (await response.json()) as Envelope };
}

describe('generateSecureParams (spec §7)', () => {
  it('answers a token string for the serving site', async () => {
    const { http, body } = await secureParams(validBody());
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(typeof body.data).toBe('string');
    expect((body.data as string).length).toBeGreaterThan(20);
  });

  it('accepts the optional question and content', async () => {
    const token = await tokenFor({ query: 'metasurfaces?', content: 'Some text the question is about.' });
    const { document } = await frame(token);
    expect(document.querySelector('#aiqa-frame-config')?.textContent).toContain('metasurfaces?');
  });

  it('refuses a siteId that is not the serving site’s, with a non-zero status and no 500', async () => {
    const { http, body } = await secureParams(validBody({ siteId: ecology }), optics);
    expect(http).toBe(400);
    expect(body.status).not.toBe(0);
    expect(body.message).toContain('siteId');
  });

  it('refuses a host the site is not served at', async () => {
    const { http, body } = await secureParams(validBody({ host: 'evil.example.com' }));
    expect(http).toBe(400);
    expect(body.status).not.toBe(0);
    expect(body.message).toContain('host');
  });

  it('answers not found for a site without an AI panel', async () => {
    const { http, body } = await secureParams(validBody({ siteId: group }), group);
    expect(http).toBeLessThan(500);
    expect(body.status).not.toBe(0);
  });

  it.each([
    ['an empty body', {}],
    ['a missing code', { s: 2, host: 'x', siteId: 101, lang: 'en' }],
    ['s other than 2', { code: 'portal', s: 3, host: 'localhost', siteId: 101, lang: 'en' }],
    ['an unknown language', { code: 'portal', s: 2, host: 'localhost', siteId: 101, lang: 'xx' }],
    ['a host with markup', { code: 'portal', s: 2, host: '<script>', siteId: 101, lang: 'en' }],
    ['a siteId that is not a number', { code: 'portal', s: 2, host: 'localhost', siteId: 'optics', lang: 'en' }],
    ['an array', [1, 2, 3]],
  ])('answers %s with a non-zero status, never a 500', async (_name, body) => {
    const reply = await secureParams(body);
    expect(reply.http).toBe(400);
    expect(reply.body.status).not.toBe(0);
    expect(reply.body.message).toBeTruthy();
  });

  it.each([
    ['malformed JSON', '{"code": ', 'application/json'],
    ['a text body', 'code=portal', 'text/plain'],
  ])('answers %s with a non-zero status, never a 500', async (_name, body, contentType) => {
    const reply = await secureParams(body, optics, contentType);
    expect(reply.http).toBeGreaterThanOrEqual(400);
    expect(reply.http).toBeLessThan(500);
    expect(reply.body.status).not.toBe(0);
  });
});

describe('the development frame', () => {
  it('shows the question page for a valid token, named by the config in the token’s language', async () => {
    const { http, headers, document } = await frame(await tokenFor());
    expect(http).toBe(200);
    expect(document.querySelector('h1')?.textContent).toBe(opticsAiqa.enAppName);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.querySelector('label[for="aiqa-question"]')?.textContent).toBeTruthy();
    expect(document.querySelector('#aiqa-question')).not.toBeNull();
    const csp = headers.get('content-security-policy') ?? '';
    const nonce = document.querySelector('script[nonce]')?.getAttribute('nonce');
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`script-src 'nonce-${nonce}'`);
    expect(csp).toContain(`frame-ancestors 'self' http://${host} https://${host}`);
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('speaks Chinese to a Chinese page', async () => {
    const { document } = await frame(await tokenFor({ lang: 'zh' }));
    expect(document.querySelector('h1')?.textContent).toBe(opticsAiqa.appName);
    expect(document.documentElement.getAttribute('lang')).toBe('zh-CN');
  });

  it.each([
    ['no token', undefined],
    ['a made-up token', 'not-a-token'],
    ['a token signed with another secret', issueAiqaToken(Buffer.from('another-secret-another-secret-0123'), { siteId: optics, lang: 'en', host }, Date.now() + 60_000)],
  ])('refuses %s with a clear message', async (_name, token) => {
    const { http, document } = await frame(token);
    expect(http).toBe(403);
    expect(document.querySelector('[role="alert"]')?.textContent).toMatch(/not valid/);
    expect(document.querySelector('form')).toBeNull();
  });

  it('refuses a tampered token', async () => {
    const token = await tokenFor();
    const [body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as Json;
    const forged = `${Buffer.from(JSON.stringify({ ...claims, siteId: ecology })).toString('base64url')}.${signature}`;
    expect((await frame(forged)).http).toBe(403);
  });

  it('says an expired token has expired, in the language it was issued for', async () => {
    const issuedLongAgo = Date.now() - aiqaTokenLifetimeSeconds * 1000 - 1000;
    const expired = issueAiqaToken(Buffer.from(authSecret), { siteId: optics, lang: 'zh', host }, issuedLongAgo + aiqaTokenLifetimeSeconds * 1000);
    const { http, document } = await frame(expired);
    expect(http).toBe(403);
    expect(document.documentElement.getAttribute('lang')).toBe('zh-CN');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('过期');
  });

  it('words a refusal by the browser’s language when the token says none', async () => {
    const { document } = await frame('garbage', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(document.documentElement.getAttribute('lang')).toBe('zh-CN');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('无效');
  });
});

describe('/aiqa/ask', () => {
  it('cites the seeded article whose title matches a question taken from the seed', async () => {
    const { article, word } = distinctiveTitleWord();
    const { http, body } = await ask(await tokenFor(), `What is known about ${word}?`);
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    const answer = aiqaAnswer.parse(body.data);
    expect(answer.answer).toBeTruthy();
    const cited = answer.citations.find((citation) => citation.id === article.id);
    expect(cited, JSON.stringify(answer)).toBeDefined();
    expect(cited).toMatchObject({ title: article.enTitle, url: `/optics/en/article/${article.id}/` });
    for (const citation of answer.citations) {
      const source = byId.get(citation.id);
      expect(source, `citation ${citation.id} is an optics article`).toBeDefined();
      expect([source!.title, source!.enTitle]).toContain(citation.title);
      expect(citation.url).toBe(`/optics/en/article/${citation.id}/`);
    }
  });

  it('answers a Chinese question with Chinese titles and Chinese pages', async () => {
    const article = opticsArticles.find((candidate) => candidate.periodId !== null && candidate.language === 'zh')!;
    const { body } = await ask(await tokenFor({ lang: 'zh' }), `${article.title}有哪些进展？`);
    const answer = aiqaAnswer.parse(body.data);
    expect(answer.citations.find((citation) => citation.id === article.id)).toMatchObject({ title: article.title, url: `/optics/zh/article/${article.id}/` });
  });

  it('says nothing was found when no article matches', async () => {
    const { body } = await ask(await tokenFor(), 'zqxjvw qqvvzz');
    expect(body.status).toBe(0);
    const answer = aiqaAnswer.parse(body.data);
    expect(answer.citations).toEqual([]);
    expect(answer.answer).toMatch(/Nothing found/);
  });

  it('keeps a hostile question as text in its JSON reply', async () => {
    const hostile = '<img src=x onerror=alert(1)> "unclosed ( OR';
    const { http, body } = await ask(await tokenFor(), hostile);
    expect(http).toBe(200);
    expect(aiqaAnswer.parse(body.data).question).toBe(hostile);
  });

  it('refuses an invalid or expired token with a non-zero status and the reason', async () => {
    const invalid = await ask('forged.token', 'lasers');
    expect(invalid.http).toBe(403);
    expect(invalid.body).toMatchObject({ data: { reason: 'invalid' } });
    expect(invalid.body.status).not.toBe(0);
    const expired = await ask(issueAiqaToken(Buffer.from(authSecret), { siteId: optics, lang: 'en', host }, Date.now() - 1), 'lasers');
    expect(expired.body).toMatchObject({ data: { reason: 'expired' } });
  });

  it('refuses an empty question as bad input', async () => {
    const { http, body } = await ask(await tokenFor(), '   ');
    expect(http).toBe(400);
    expect(body.status).not.toBe(0);
  });
});

describe('rate limit', () => {
  it('answers too many secure-parameter requests from one address with an envelope, not a 500', async () => {
    const replies: number[] = [];
    for (let i = 0; i <= aiqaRateLimits.secureParams; i += 1) replies.push((await secureParams(validBody())).http);
    expect(replies.at(-1)).toBe(429);
    const { body } = await secureParams(validBody());
    expect(body.status).not.toBe(0);
    expect(body.message).toMatch(/Too many/);
  });
});
