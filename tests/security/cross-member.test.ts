import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPaths, type AlbumItemsReply, type PersonalAlbum, type Subscription, type UploadPhotoReply } from '../../schemas/account/member-api.ts';
import type { ArticlePage } from '../../schemas/content/article-page.ts';
import { memberApi } from '../support/member-api-client.ts';
import { bmpBytes, jpegBytes, pngBytes } from '../support/picture-bytes.ts';
import { signInNewMember, type SignedInMember } from '../support/sign-in-member.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { rawGet } from './support/raw-http.ts';

/**
 * One member against another (issue 16), for every member-data route: Bob, signed in, tries to read or change Ann's
 * profile, picture, favourites, downloads, reading history, subscriptions, albums and album items by smuggling her
 * ids where the route takes its owner from the session — extra owner fields, ids as strings, arrays, repeated
 * parameters, prototype keys, climbing paths. An attack worked if Bob's reply carries anything of Ann's, if Ann's data
 * differs afterwards, or if the server failed. tests/integration/member-isolation.test.ts covers the plain attempts
 * (Ann's ids as given); this table covers every route (typed `Record<keyof typeof memberPaths, …>`: a new member
 * route without attacks is a compile error) with the smuggled ones.
 */

const captchaAnswer = 'abcd';
let server: TestServer;
let api: ReturnType<typeof memberApi>;
let ann: SignedInMember;
let bob: SignedInMember;
let article: number;
let otherArticle: number;
let annAlbum: PersonalAlbum;
let bobAlbum: PersonalAlbum;
let annItem: number;
let annSubscription: Subscription;
let annPhoto: string;

/** Text only Ann's records contain: a reply to Bob holding any of it has leaked her data. */
const annSecrets = () => ['Ann Secret', 'ann.secret@example.org', 'Ann secret album', 'annsecretword', annPhoto, annAlbum.coverUrl!.split('/').pop()!];

type Reply = { http: number; text: string };
const asText = async (response: Response): Promise<Reply> => ({ http: response.status, text: await response.text() });
const headers = (token: string) => ({ token, language: 'en', siteId: String(server.store.bySld('optics')!.site.siteId) });
const get = (path: string, query: Array<[string, string | number]> = [], token = bob.token) => {
  const url = new URL(path, server.url);
  for (const [name, value] of query) url.searchParams.append(name, String(value));
  return fetch(url, { headers: headers(token) }).then(asText);
};
const post = (path: string, body: unknown) =>
  fetch(new URL(path, server.url), { method: 'POST', headers: { ...headers(bob.token), 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }).then(asText);
const upload = (path: string, fields: Record<string, string>, file: [string, Uint8Array, string, string]) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file[0], new Blob([new Uint8Array(file[1])], { type: file[3] }), file[2]);
  return fetch(new URL(path, server.url), { method: 'POST', headers: headers(bob.token), body: form }).then(asText);
};
const captcha = async () => ({ captchaId: (await api.get<{ captchaId: string }>('/rc-pub/api/captcha')).body.data!.captchaId, captcha: captchaAnswer });

/** Everything Ann can see of her own data, read through her own session. */
async function annData() {
  const read = async (path: string, query: Array<[string, string | number]> = []) => JSON.parse((await get(path, query, ann.token)).text).data as unknown;
  return {
    info: await read(memberPaths.info),
    favourites: await read(memberPaths.collects),
    albums: await read(memberPaths.albumSearch),
    items: await read(memberPaths.albumItems, [['albumId', annAlbum.id]]),
    downloads: await read(memberPaths.downloads),
    history: await read(memberPaths.historys),
    subscriptions: await read(memberPaths.subscribeList),
    photo: Buffer.from(await (await fetch(`${server.url}${memberPaths.memberFile}/${annPhoto}`, { headers: { token: ann.token } })).arrayBuffer()).toString('base64'),
  };
}

beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: captchaAnswer, AUTH_RATE_LIMIT_FACTOR: '1000' });
  api = memberApi(server.url);
  const siteId = server.store.bySld('optics')!.site.siteId;
  const as = (member: SignedInMember) => ({ token: member.token, language: 'en', siteId });
  const pdfArticle = ((await server.get(`/rc-pub/front/front-article/getHtml?siteId=${siteId}&doi=${encodeURIComponent('10.5555/masthead.figures.1')}`)).body.data as ArticlePage).article.id;
  const hits = (await server.get(`/rc-pub/front/search?siteId=${siteId}&type=article&q=optical`)).body.data as { content: Array<{ id: number }> };
  [article, otherArticle] = hits.content.map(({ id }) => id) as [number, number];
  ann = await signInNewMember(server.databaseUrl, { mobile: '13800000031', email: 'ann.secret@example.org' });
  bob = await signInNewMember(server.databaseUrl, { mobile: '13800000032', email: 'bob@example.org' });

  await api.post(memberPaths.saveInfo, { name: 'Ann Secret', email: 'ann.secret@example.org', researchField: 'Optics' }, as(ann));
  annPhoto = (await api.upload<UploadPhotoReply>(memberPaths.uploadPhoto, {}, [['file', pngBytes(), 'ann.png', 'image/png']], as(ann))).body.data!.photoUrl.split('/').pop()!;
  await api.post(memberPaths.collect, { type: 'article', id: article }, as(ann));
  annAlbum = (await api.upload<PersonalAlbum>(memberPaths.saveAlbum, { name: 'Ann secret album' }, [['cover', jpegBytes(), 'c.jpg', 'image/jpeg']], as(ann))).body.data!;
  await api.post(memberPaths.addItems, { items: [{ type: 'article', id: article }], albumIds: [annAlbum.id] }, as(ann));
  annItem = (await api.get<AlbumItemsReply>(memberPaths.albumItems, { ...as(ann), query: { albumId: annAlbum.id } })).body.data!.content[0]!.id;
  await api.get(`/rc-pub/front/front-article/${article}`, { token: ann.token, siteId });
  await (await fetch(`${server.url}/rc-pub/front/front-article/download?id=${pdfArticle}`, { headers: { token: ann.token } })).arrayBuffer();
  annSubscription = (await api.post<Subscription>(memberPaths.subscribe, { email: 'ann.secret@example.org', type: 'keywords', keywords: 'annsecretword', ...(await captcha()) }, as(ann))).body.data!;
  bobAlbum = (await api.post<PersonalAlbum>(memberPaths.saveAlbum, { name: 'Bob album' }, as(bob))).body.data!;
  const seen = await annData();
  expect(seen.downloads).toMatchObject({ totalElements: 1 });
  expect(seen.history).toMatchObject({ totalElements: 1 });
  expect(seen.subscriptions).toHaveLength(1);
});
afterAll(async () => {
  await server?.close();
});

type Attack = [name: string, send: () => Promise<Reply>];

/**
 * Her picture by a climbing path, sent as raw bytes. A refusal may echo the path Bob sent (her file name, which he
 * already knew): only a picture answered is her data, so the reply's text is what he received of it.
 */
const pictureByRawPath = async (path: string): Promise<Reply> => {
  const { status, body } = await rawGet(server.url, `${memberPaths.memberFile}/${path}`, { token: bob.token });
  return { http: status, text: status === 200 ? `the picture ${annPhoto}: ${body.toString('base64')}` : '' };
};
const annId = () => ann.memberId;

/** Every member route, with the ways Bob tries to reach Ann's records through it. */
const attacks: Record<keyof typeof memberPaths, Attack[]> = {
  info: [
    ['her member id in the query', () => get(memberPaths.info, [['memberId', annId()], ['id', annId()], ['userId', annId()]])],
    ['her member id in headers', () => fetch(new URL(memberPaths.info, server.url), { headers: { ...headers(bob.token), memberId: String(annId()), userId: String(annId()) } }).then(asText)],
  ],
  saveInfo: [
    ['owner fields in the body', () => post(memberPaths.saveInfo, { id: annId(), memberId: annId(), userId: annId(), name: 'Bob was here', email: 'bob@example.org' })],
    ['a __proto__ owner in the body', () => post(memberPaths.saveInfo, `{"__proto__":{"memberId":${annId()},"id":${annId()}},"constructor":{"prototype":{"memberId":${annId()}}},"name":"Bob was here"}`)],
  ],
  // Another picture than hers: a stored name is its content's hash, so her bytes would give her name back.
  uploadPhoto: [['owner fields beside the picture', () => upload(memberPaths.uploadPhoto, { memberId: String(annId()), id: String(annId()) }, ['file', bmpBytes(), '../ann.bmp', 'image/bmp'])]],
  memberFile: [
    ['her folder by ../', () => pictureByRawPath(`../${annId()}/${annPhoto}`)],
    ['her folder by %2e%2e%2f', () => pictureByRawPath(`%2e%2e%2f${annId()}%2f${annPhoto}`)],
    ['her folder by ..%5c', () => pictureByRawPath(`..%5c${annId()}%5c${annPhoto}`)],
    ['her picture with her id in the query', () => get(`${memberPaths.memberFile}/${annPhoto}`, [['memberId', annId()]])],
  ],
  collect: [['an owner field in the body', () => post(memberPaths.collect, { type: 'article', id: otherArticle, memberId: annId(), userId: annId() })]],
  collects: [['her member id in the query', () => get(memberPaths.collects, [['memberId', annId()], ['userId', annId()], ['type', 'article']])]],
  isCollect: [['her member id in the query', () => get(memberPaths.isCollect, [['type', 'article'], ['id', article], ['memberId', annId()]])]],
  unCollectByIdAndType: [
    ['an owner field beside a batch', () => post(memberPaths.unCollectByIdAndType, { items: [{ type: 'article', id: article }], memberId: annId() })],
    ['the id as a string, by its spec name', () => post(memberPaths.unCollectByIdAndType, { id: String(article), type: 'thesis', memberId: annId() })],
  ],
  downloads: [['her member id in the query', () => get(memberPaths.downloads, [['memberId', annId()], ['size', 1000]])]],
  historys: [['her member id in the query', () => get(memberPaths.historys, [['memberId', annId()], ['userId', annId()]])]],
  jumpBookCloud: [['her member id in the query', () => get(memberPaths.jumpBookCloud, [['memberId', annId()], ['userId', annId()]])]],
  subscribe: [['owner fields in the body', async () => post(memberPaths.subscribe, { email: 'bob@example.org', type: 'keywords', keywords: 'bobword', memberId: annId(), id: annSubscription.id, ...(await captcha()) })]],
  unSubscribe: [
    ['her subscription id as a string', async () => post(memberPaths.unSubscribe, { email: 'ann.secret@example.org', id: String(annSubscription.id), ...(await captcha()) })],
    ['her e-mail in capitals', async () => post(memberPaths.unSubscribe, { email: 'ANN.SECRET@EXAMPLE.ORG', type: 'keywords', ...(await captcha()) })],
    ['her e-mail and her member id', async () => post(memberPaths.unSubscribe, { email: 'ann.secret@example.org', memberId: annId(), ...(await captcha()) })],
  ],
  isSubscribe: [['her e-mail and member id in the query', () => get(memberPaths.isSubscribe, [['email', 'ann.secret@example.org'], ['memberId', annId()], ['type', 'keywords']])]],
  subscribeList: [['her member id in the query', () => get(memberPaths.subscribeList, [['memberId', annId()], ['email', 'ann.secret@example.org']])]],
  unSubscribeByToken: [
    ['her session token as the unsubscribe token', () => get(memberPaths.unSubscribeByToken, [['token', ann.token]])],
    ['a token made of her subscription id', () => get(memberPaths.unSubscribeByToken, [['token', String(annSubscription.id).padStart(32, '0')]])],
    ['a guessed token', () => get(memberPaths.unSubscribeByToken, [['token', 'A'.repeat(43)]])],
  ],
  albumSearch: [['her member id and album name in the query', () => get(memberPaths.albumSearch, [['memberId', annId()], ['name', 'Ann secret album']])]],
  saveAlbum: [['her album id and member id in the body', () => post(memberPaths.saveAlbum, { name: 'Bob overwrote', id: annAlbum.id, memberId: annId() })]],
  editAlbum: [
    ['her album id as a string', () => post(memberPaths.editAlbum, { id: String(annAlbum.id), name: 'Bob was here' })],
    ['her album id in an array', () => post(memberPaths.editAlbum, { id: [annAlbum.id], name: 'Bob was here' })],
    ['her album id with a leading zero', () => post(memberPaths.editAlbum, { id: `0${annAlbum.id}`, name: 'Bob was here' })],
    ['his own album id, her member id', () => post(memberPaths.editAlbum, { id: bobAlbum.id, memberId: annId(), name: 'Bob album' })],
  ],
  deleteAlbum: [
    ['her album id as a string in a batch', () => post(memberPaths.deleteAlbum, { ids: [String(annAlbum.id)] })],
    ['her album id twice', () => post(memberPaths.deleteAlbum, { ids: [annAlbum.id, annAlbum.id] })],
    ['her album id with her member id', () => post(memberPaths.deleteAlbum, { id: annAlbum.id, memberId: annId() })],
  ],
  albumInfo: [
    ['his album id then hers', () => get(memberPaths.albumInfo, [['id', bobAlbum.id], ['id', annAlbum.id]])],
    ['her album id and member id', () => get(memberPaths.albumInfo, [['id', annAlbum.id], ['memberId', annId()]])],
    ['her album id in brackets', () => get(memberPaths.albumInfo, [['id[]', annAlbum.id]])],
  ],
  addItems: [
    ['her album id as a string', () => post(memberPaths.addItems, { items: [{ type: 'article', id: otherArticle }], albumIds: [String(annAlbum.id)] })],
    ['her album id not in an array', () => post(memberPaths.addItems, { items: [{ type: 'article', id: otherArticle }], albumIds: annAlbum.id, albumId: annAlbum.id })],
  ],
  albumItems: [
    ['his album id then hers', () => get(memberPaths.albumItems, [['albumId', bobAlbum.id], ['albumId', annAlbum.id]])],
    ['her album id and member id', () => get(memberPaths.albumItems, [['albumId', annAlbum.id], ['memberId', annId()]])],
    ['her album id with a trailing null byte', () => get(memberPaths.albumItems, [['albumId', `${annAlbum.id}\u0000`]])],
  ],
  deleteItems: [
    ['her item id as a string', () => post(memberPaths.deleteItems, { ids: [String(annItem)] })],
    ['her item id not in an array', () => post(memberPaths.deleteItems, { ids: annItem, id: annItem })],
    ['her item id with her member id', () => post(memberPaths.deleteItems, { ids: [annItem], memberId: annId() })],
  ],
};

const table = Object.entries(attacks).flatMap(([route, list]) => list.map(([name, send]) => ({ route, name, send })));
const worked: string[] = [];

describe('member A’s data, attacked by member B through every member route', () => {
  it.each(table)('$route: $name', async ({ route, name, send }) => {
    const before = await annData();
    const reply = await send();
    const after = await annData();
    const leaked = annSecrets().filter((secret) => reply.text.includes(secret));
    const problems = [...(reply.http >= 500 ? [`HTTP ${reply.http}`] : []), ...leaked.map((secret) => `reply shows "${secret}"`), ...(JSON.stringify(after) === JSON.stringify(before) ? [] : ['Ann’s data changed'])];
    if (problems.length > 0) worked.push(`${route}: ${name}: ${problems.join(', ')}`);
    expect(problems).toEqual([]);
  });

  it('reports what was tried', () => {
    console.info(`cross-member: ${Object.keys(attacks).length} routes, ${table.length} attacks tried / ${worked.length} worked`);
    expect(worked).toEqual([]);
  });
});
