import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPaths, type UploadPhotoReply } from '../../schemas/account/member-api.ts';
import type { ArticlePage } from '../../schemas/content/article-page.ts';
import { memberApi } from '../support/member-api-client.ts';
import { pngBytes } from '../support/picture-bytes.ts';
import { signInNewMember, type SignedInMember } from '../support/sign-in-member.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { inBatches, rawGet, type RawReply } from './support/raw-http.ts';
import { traversalVariants } from './support/traversal-variants.ts';

/**
 * Path traversal (issue 16): every way of writing a climb out of a folder (tests/security/support/traversal-variants.ts),
 * aimed at files outside every served root — /etc/passwd, the process environment, the repository's package.json and
 * site-configs, the server's own database and configuration copy — through every route that reads a file or names
 * one: static assets, article package files, member pictures, the PDF and table downloads, config-driven pages and
 * site lookups. No answer may carry any of those files, and none may be a server error.
 */

let server: TestServer;
let member: SignedInMember;
let figureArticle: number;
let figureFile: string;
let photoName: string;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', NODE_ENV: 'test' });
  const optics = server.store.bySld('optics')!.site.siteId;
  const { body } = await server.get(`/rc-pub/front/front-article/getHtml?siteId=${optics}&doi=${encodeURIComponent('10.5555/masthead.figures.1')}`);
  const page = body.data as ArticlePage;
  figureArticle = page.article.id;
  figureFile = page.assets['fig1.tif']!.url.split('/').pop()!;
  member = await signInNewMember(server.databaseUrl, { email: 'traveller@example.org' });
  const upload = await memberApi(server.url).upload<UploadPhotoReply>(memberPaths.uploadPhoto, {}, [['file', pngBytes(), 'me.png', 'image/png']], { token: member.token });
  photoName = upload.body.data!.photoUrl.split('/').pop()!;
});
afterAll(async () => {
  await server?.close();
});

/** Files no route may ever answer with, each known by text only it contains. */
const secrets: Array<{ name: string; found: (body: string) => boolean }> = [
  { name: '/etc/passwd', found: (body) => /root:[^:\n]*:0:0:/.test(body) },
  { name: 'the process environment', found: (body) => /MASTHEAD_TEST_TEMPLATES=|\0PATH=\/|^PATH=\//.test(body) },
  { name: 'package.json', found: (body) => /"devDependencies"\s*:/.test(body) },
  { name: 'the SQLite database', found: (body) => body.includes('SQLite format 3') },
  { name: 'a site-configs file', found: (body) => body.includes('../_schema/') },
  { name: 'the page template', found: (body) => body.includes('<!--app-') || body.includes('<!--ssr-') },
  { name: 'server source', found: (body) => /from '\.\.?\/[\w/-]+\.ts'/.test(body) },
];

/** Where each climb is aimed: absolute files by many ups; the database and configuration copy of this test's folder. */
const targets = () => {
  const folder = dirname(server.configDir).slice(1);
  return [
    { ups: 12, path: 'etc/passwd' },
    { ups: 12, path: 'proc/self/environ' },
    { ups: 12, path: 'proc/self/cwd/package.json' },
    { ups: 12, path: `${folder}/masthead.db` },
    { ups: 12, path: `${folder}/site-configs/optics/site.json` },
    { ups: 2, path: 'masthead.db' },
    { ups: 2, path: 'package.json' },
  ];
};

/** `pages`: the route renders a whole page per request, so it gets that many of the deepest climbs only. */
type Route = { name: string; address: (climb: string) => string; headers?: () => Record<string, string>; pages?: number };
const routes: Route[] = [
  { name: 'static assets', address: (climb) => `/assets/${climb}` },
  { name: 'static site files', address: (climb) => `/static/${climb}` },
  { name: 'static media', address: (climb) => `/media/${climb}` },
  { name: "the back office's assets", address: (climb) => `/admin/assets/${climb}` },
  // Every other address below /admin/ is the back office's page.
  { name: "the back office's page", address: (climb) => `/admin/${climb}`, pages: 3 },
  // Only files that exist have routes of their own (wildcard: false): anything else at the root is a page.
  { name: 'the static root', address: (climb) => `/${climb}`, pages: 3 },
  { name: 'article package files', address: (climb) => `/rc-pub/files/${figureArticle}/${climb}` },
  { name: 'article package files (article id)', address: (climb) => `/rc-pub/files/${climb}` },
  { name: 'member pictures', address: (climb) => `${memberPaths.memberFile}/${climb}`, headers: () => ({ token: member.token }) },
  { name: 'the PDF download', address: (climb) => `/rc-pub/front/front-article/download?id=${climb}` },
  { name: 'the table export', address: (climb) => `/rc-pub/front/front-article/downloadTable?tableId=${figureArticle}:${climb}&type=xls&siteId=101` },
  { name: 'the site sitemap', address: (climb) => `/${climb}/sitemap.xml` },
  { name: 'the bootstrap by sld', address: (climb) => `/rc-pub/front/bootstrap?sld=${climb}` },
  { name: 'the search configuration by site', address: (climb) => `/rc-pub/front/site/${climb}/search-config` },
  { name: 'an information page', address: (climb) => `/optics/en/info/${climb}`, pages: 1 },
  { name: 'the catch-all page of a site', address: (climb) => `/optics/${climb}`, pages: 1 },
  { name: 'an article by DOI', address: (climb) => `/optics/en/article/doi/${climb}`, pages: 1 },
];

type Outcome = { route: string; variant: string; target: string; status: number; leaked: string[] };
const outcomes: Outcome[] = [];

describe('path traversal', () => {
  it('the routes answer their own files (the attacks below aim at something that works)', async () => {
    expect((await rawGet(server.url, `/rc-pub/files/${figureArticle}/${figureFile}`)).status).toBe(200);
    expect((await rawGet(server.url, `${memberPaths.memberFile}/${photoName}`, { token: member.token })).status).toBe(200);
    expect((await rawGet(server.url, '/favicon.svg')).status).toBe(200);
    expect((await rawGet(server.url, '/admin/sites/optics/desk/article')).status).toBe(200);
  });

  it.each(routes)('through $name reads nothing outside its root', async (route) => {
    const aimed = route.pages ? targets().slice(0, route.pages) : targets();
    const attempts = traversalVariants.flatMap((variant) => aimed.map((target) => ({ variant, target })));
    const replies: RawReply[] = await inBatches(attempts, 8, ({ variant, target }) => rawGet(server.url, route.address(variant.write(target.ups, target.path)), route.headers?.()));
    replies.forEach((reply, index) => {
      const { variant, target } = attempts[index]!;
      const body = reply.body.toString('latin1');
      outcomes.push({ route: route.name, variant: variant.name, target: target.path, status: reply.status, leaked: secrets.filter(({ found }) => found(body)).map(({ name }) => name) });
    });
    const worked = outcomes.filter((outcome) => outcome.route === route.name && (outcome.status >= 500 || outcome.status === 0 || outcome.leaked.length > 0));
    expect(worked).toEqual([]);
  });

  it(`tried at least 37 ways of climbing on every route, and none worked`, () => {
    expect(traversalVariants.length).toBeGreaterThanOrEqual(37);
    const worked = outcomes.filter((outcome) => outcome.status >= 500 || outcome.leaked.length > 0);
    console.info(`path traversal: ${traversalVariants.length} variants, ${routes.length} routes, ${outcomes.length} attacks tried / ${worked.length} worked`);
    expect(worked).toEqual([]);
  });
});
