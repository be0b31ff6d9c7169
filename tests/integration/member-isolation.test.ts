import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberPaths,
  type AlbumItemsReply,
  type AlbumSearchReply,
  type CollectsReply,
  type DownloadsReply,
  type HistorysReply,
  type IsSubscribeReply,
  type MemberInfo,
  type PersonalAlbum,
  type Subscription,
  type UploadPhotoReply,
} from '../../schemas/account/member-api.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { ingestFile } from '../../server/ingest/ingest-file.ts';
import { memberApi } from '../support/member-api-client.ts';
import { jpegBytes, pngBytes } from '../support/picture-bytes.ts';
import { signInNewMember, type SignedInMember } from '../support/sign-in-member.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed } from './helpers.ts';
import { LocalFolderFileStore } from '../../server/files/local-folder-file-store.ts';

/**
 * Two members, Ann and Bob. Bob knows (or guesses) the ids of Ann's records and tries every endpoint with them: each
 * attempt is a not-found envelope, Bob's lists never show Ann's records, and Ann's data is the same afterwards.
 */
const captchaAnswer = 'abcd';
const optics = readConfig('optics', 'site.json').siteId as number;
const seed = readSeed('optics');
const [article, otherArticle] = seed.articles.map((entry) => entry.id as number) as [number, number, ...number[]];
const video = seed.media.find((media) => media.kind === 'video')!.id as number;

let server: TestServer;
let api: ReturnType<typeof memberApi>;
let ann: SignedInMember;
let bob: SignedInMember;
let annAlbum: PersonalAlbum;
let annItemIds: number[];
let annSubscription: Subscription;
let annPhotoUrl: string;

const as = (member: SignedInMember, query?: Record<string, string | number>) => ({ token: member.token, language: 'en', siteId: optics, ...(query ? { query } : {}) });
const captcha = async () => ({ captchaId: (await api.get<{ captchaId: string }>('/rc-pub/api/captcha')).body.data!.captchaId, captcha: captchaAnswer });

/** Everything Ann can see of her own data, read through her own session. */
async function annData() {
  const read = async <T>(path: string, query?: Record<string, string | number>) => (await api.get<T>(path, as(ann, query))).body.data;
  return {
    info: await read<MemberInfo>(memberPaths.info),
    favourites: await read<CollectsReply>(memberPaths.collects),
    albums: await read<AlbumSearchReply>(memberPaths.albumSearch),
    items: await read<AlbumItemsReply>(memberPaths.albumItems, { albumId: annAlbum.id }),
    downloads: await read<DownloadsReply>(memberPaths.downloads),
    history: await read<HistorysReply>(memberPaths.historys),
    subscriptions: await read<Subscription[]>(memberPaths.subscribeList),
    photo: Buffer.from(await (await fetch(`${server.url}${annPhotoUrl}`, { headers: { token: ann.token } })).arrayBuffer()).toString('base64'),
  };
}

beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: captchaAnswer, AUTH_RATE_LIMIT_FACTOR: '1000', SAMPLE_ARTICLES: 'off' });
  api = memberApi(server.url);
  ann = await signInNewMember(server.databaseUrl, { mobile: '13800000011', email: 'ann@example.org' });
  bob = await signInNewMember(server.databaseUrl, { mobile: '13800000022', email: 'bob@example.org' });

  await api.post(memberPaths.saveInfo, { name: 'Ann', email: 'ann@example.org', researchField: 'Optics', gender: 'female' }, as(ann));
  annPhotoUrl = (await api.upload<UploadPhotoReply>(memberPaths.uploadPhoto, {}, [['file', pngBytes(), 'ann.png', 'image/png']], as(ann))).body.data!.photoUrl;
  await api.post(memberPaths.collect, { type: 'article', id: article }, as(ann));
  annAlbum = (await api.upload<PersonalAlbum>(memberPaths.saveAlbum, { name: 'Ann’s album' }, [['cover', jpegBytes(), 'c.jpg', 'image/jpeg']], as(ann))).body.data!;
  await api.post(memberPaths.addItems, { items: [{ type: 'article', id: article }, { type: 'video', id: video }], albumIds: [annAlbum.id] }, as(ann));
  annItemIds = (await api.get<AlbumItemsReply>(memberPaths.albumItems, as(ann, { albumId: annAlbum.id }))).body.data!.content.map(({ id }) => id);
  await api.get(`/rc-pub/front/front-article/${article}`, { token: ann.token, siteId: optics });
  const database = openDatabase(server.databaseUrl);
  const fixture = join(import.meta.dirname, '..', 'fixtures', 'jats-with-images', 'masthead-figures.xml');
  const { id: pdfArticle } = await ingestFile(database.db, optics, fixture, { files: new LocalFolderFileStore(server.filesDir) }).finally(() => database.close());
  await (await fetch(`${server.url}/rc-pub/front/front-article/download?id=${pdfArticle}`, { headers: { token: ann.token } })).arrayBuffer();
  annSubscription = (await api.post<Subscription>(memberPaths.subscribe, { email: 'ann@example.org', type: 'keywords', keywords: 'laser', ...(await captcha()) }, as(ann))).body.data!;
  expect(annSubscription.id).toBeGreaterThan(0);
  expect(annItemIds).toHaveLength(2);
  const seen = await annData();
  expect([seen.downloads!.totalElements, seen.history!.totalElements, seen.favourites!.totalElements, seen.subscriptions!.length]).toEqual([1, 1, 1, 1]);
});
afterAll(async () => {
  await server?.close();
});

describe('one member’s data, for another member', () => {
  it('is never listed: each list shows only the caller’s own records', async () => {
    const read = async <T>(path: string, query?: Record<string, string | number>) => (await api.get<T>(path, as(bob, query))).body.data;
    expect((await read<MemberInfo>(memberPaths.info))!).toMatchObject({ id: bob.memberId, mobile: '13800000022', name: '', photoUrl: null });
    expect((await read<CollectsReply>(memberPaths.collects))!.totalElements).toBe(0);
    expect((await read<AlbumSearchReply>(memberPaths.albumSearch))!.totalElements).toBe(0);
    expect((await read<DownloadsReply>(memberPaths.downloads))!.totalElements).toBe(0);
    expect((await read<HistorysReply>(memberPaths.historys))!.totalElements).toBe(0);
    expect(await read<Subscription[]>(memberPaths.subscribeList)).toEqual([]);
    expect((await read<IsSubscribeReply>(memberPaths.isSubscribe))!.subscribed).toBe(false);
    expect(await read<boolean>(memberPaths.isCollect, { type: 'article', id: article })).toBe(false);
  });

  it('cannot be read, changed or deleted by its ids: every attempt is not found, and nothing changes', async () => {
    const before = await annData();
    const notFound = (reply: { http: number; body: { status: number } }, what: string) => expect([what, reply.http, reply.body.status]).toEqual([what, 404, 40400]);

    notFound(await api.get(memberPaths.albumInfo, as(bob, { id: annAlbum.id })), 'album info');
    notFound(await api.get(memberPaths.albumItems, as(bob, { albumId: annAlbum.id })), 'album items');
    notFound(await api.post(memberPaths.editAlbum, { id: annAlbum.id, name: 'Bob was here' }, as(bob)), 'edit album');
    notFound(await api.upload(memberPaths.editAlbum, { id: String(annAlbum.id), name: 'Bob' }, [['cover', pngBytes(), 'x.png', 'image/png']], as(bob)), 'edit album cover');
    notFound(await api.post(memberPaths.deleteAlbum, { id: annAlbum.id }, as(bob)), 'delete album');
    notFound(await api.post(memberPaths.addItems, { items: [{ type: 'article', id: otherArticle }], albumIds: [annAlbum.id] }, as(bob)), 'add to album');
    notFound(await api.post(memberPaths.deleteItems, { ids: annItemIds }, as(bob)), 'delete items');
    notFound(await api.post(memberPaths.unCollectByIdAndType, { type: 'article', id: article }, as(bob)), 'uncollect');
    const photoName = annPhotoUrl.split('/').pop()!;
    const coverName = annAlbum.coverUrl!.split('/').pop()!;
    for (const name of [photoName, coverName]) {
      const response = await fetch(`${server.url}${memberPaths.memberFile}/${name}`, { headers: { token: bob.token } });
      expect([name, response.status]).toEqual([name, 404]);
      await response.arrayBuffer();
    }
    notFound(await api.post(memberPaths.unSubscribe, { email: 'ann@example.org', ...(await captcha()) }, as(bob)), 'unsubscribe by e-mail');
    notFound(await api.post(memberPaths.unSubscribe, { email: 'ann@example.org', id: annSubscription.id, ...(await captcha()) }, as(bob)), 'unsubscribe by id');

    // Bob's own album and items beside Ann's: a batch naming one of Ann's changes nothing at all.
    const bobAlbum = (await api.post<PersonalAlbum>(memberPaths.saveAlbum, { name: 'Bob’s album' }, as(bob))).body.data!;
    await api.post(memberPaths.addItems, { items: [{ type: 'article', id: otherArticle }], albumIds: [bobAlbum.id] }, as(bob));
    const bobItems = (await api.get<AlbumItemsReply>(memberPaths.albumItems, as(bob, { albumId: bobAlbum.id }))).body.data!.content.map(({ id }) => id);
    notFound(await api.post(memberPaths.deleteItems, { ids: [...bobItems, annItemIds[0]!] }, as(bob)), 'delete own and other items');
    notFound(await api.post(memberPaths.deleteAlbum, { ids: [bobAlbum.id, annAlbum.id] }, as(bob)), 'delete own and other albums');
    notFound(await api.post(memberPaths.addItems, { items: [{ type: 'video', id: video }], albumIds: [bobAlbum.id, annAlbum.id] }, as(bob)), 'add to own and other');
    expect((await api.get<AlbumItemsReply>(memberPaths.albumItems, as(bob, { albumId: bobAlbum.id }))).body.data!.content.map(({ id }) => id)).toEqual(bobItems);

    // Bob's own changes touch only Bob's records.
    await api.post(memberPaths.saveInfo, { name: 'Bob', email: 'ann@example.org', researchField: 'Lasers' }, as(bob));
    await api.post(memberPaths.collect, { type: 'article', id: article }, as(bob));
    await api.post(memberPaths.unCollectByIdAndType, { type: 'article', id: article }, as(bob));
    await api.upload(memberPaths.uploadPhoto, {}, [['file', pngBytes(), 'same-bytes-as-ann.png', 'image/png']], as(bob));
    await api.post(memberPaths.subscribe, { email: 'ann@example.org', type: 'keywords', keywords: 'laser', ...(await captcha()) }, as(bob));
    await api.post(memberPaths.unSubscribe, { email: 'ann@example.org', ...(await captcha()) }, as(bob));

    expect(await annData()).toEqual(before);
  });
});
