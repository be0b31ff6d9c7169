import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberMethods,
  memberPaths,
  type AddItemsReply,
  type AlbumItemsReply,
  type AlbumSearchReply,
  type CollectsReply,
  type DownloadsReply,
  type Favourite,
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
import { bmpBytes, executableBytes, gifBytes, jpegBytes, pngBytes, pngOfSize } from '../support/picture-bytes.ts';
import { signInNewMember, type SignedInMember } from '../support/sign-in-member.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed } from './helpers.ts';
import { LocalFolderFileStore } from '../../server/files/local-folder-file-store.ts';

/**
 * The personal centre's endpoints (spec §7 /front/frontMembers/*, /front/personalAlbum/*) against the real server and
 * SQLite: profile, profile picture, favourites, downloads, reading history, subscriptions, albums and their items.
 * Expected messages are the spec's own English texts (§5, §8) or the catalogue's Chinese for a reader without a
 * language; expected ids come from the sample seed.
 */
const captchaAnswer = 'abcd';
const optics = readConfig('optics', 'site.json').siteId as number;
const ecology = readConfig('ecology', 'site.json').siteId as number;
const seed = readSeed('optics');
const [firstArticle, secondArticle, thirdArticle] = seed.articles.map((article) => article.id as number) as [number, number, number, ...number[]];
const journalId = seed.journals[0]!.id as number;
const video = seed.media.find((media) => media.kind === 'video')!.id as number;
const audio = seed.media.find((media) => media.kind === 'audio')!.id as number;
const opticsColumn = seed.columns[0]!.id as number;
const ecologyColumn = readSeed('ecology').columns[0]!.id as number;

let server: TestServer;
let api: ReturnType<typeof memberApi>;
let reader: SignedInMember;
/** An ingested article with a PDF, and one with a table. */
let pdfArticle: number;
let tableArticle: number;

const en = (options: { query?: Record<string, string | number> } = {}) => ({ token: reader.token, language: 'en', siteId: optics, ...options });
const filesDir = () => server.filesDir;
async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>): Promise<T> {
  const database = openDatabase(server.databaseUrl);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
async function captcha(): Promise<string> {
  const { body } = await api.get<{ captchaId: string }>('/rc-pub/api/captcha');
  return body.data!.captchaId;
}

beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'test', SAMPLE_ARTICLES: 'off', CAPTCHA_TEST_ANSWER: captchaAnswer, AUTH_RATE_LIMIT_FACTOR: '1000' });
  api = memberApi(server.url);
  reader = await signInNewMember(server.databaseUrl, { mobile: '13800000001', email: 'reader@example.org', profile: { name: '读者' } });
  await withDatabase(async (db) => {
    const fixtures = join(import.meta.dirname, '..', 'fixtures');
    pdfArticle = (await ingestFile(db, optics, join(fixtures, 'jats-with-images', 'masthead-figures.xml'), { files: new LocalFolderFileStore(filesDir()) })).id;
    tableArticle = (await ingestFile(db, optics, join(fixtures, 'jats', 'elife-02043-v2.xml'), { files: new LocalFolderFileStore(filesDir()) })).id;
  });
});
afterAll(async () => {
  await server?.close();
});

describe('every member endpoint', () => {
  it('answers envelope status 401 without a live session, and with an unknown token', async () => {
    for (const [name, path] of Object.entries(memberPaths)) {
      if (name === 'unSubscribeByToken') continue;
      const url = name === 'memberFile' ? `${path}/0123456789abcdef0123456789abcdef.png` : path;
      for (const token of [undefined, 'not-a-session']) {
        const reply = memberMethods[name as keyof typeof memberMethods] === 'GET' ? await api.get(url, { token }) : await api.post(url, {}, { token });
        expect([name, reply.body.status]).toEqual([name, 401]);
      }
    }
  });
});

describe('profile (info, saveInfo)', () => {
  it('starts from what registration left, with the sign-in mobile and e-mail', async () => {
    const { body } = await api.get<MemberInfo>(memberPaths.info, en());
    expect(body.data).toMatchObject({ id: reader.memberId, mobile: '13800000001', loginEmail: 'reader@example.org', name: '读者', email: 'reader@example.org', gender: null, photoUrl: null });
  });

  it('checks the spec §5 rules and answers in the reader’s language (no language: Chinese)', async () => {
    const valid = { name: 'Li Hua', email: 'li.hua@example.org', researchField: 'Optics', gender: 'female' };
    const cases: Array<[object, string | undefined, string]> = [
      [{ ...valid, name: '' }, undefined, '请输入姓名'],
      [{ ...valid, name: '' }, 'en', 'Please enter your name'],
      [{ ...valid, name: 'Li <b>' }, 'en', 'Name format is incorrect'],
      [{ ...valid, email: 'not-mail' }, 'en', 'E-mail format is incorrect'],
      [{ ...valid, researchField: ' ' }, 'en', 'Please enter your research field'],
      [{ ...valid, gender: 'other' }, 'en', 'Please choose male or female'],
    ];
    for (const [body, language, message] of cases) {
      const reply = await api.post(memberPaths.saveInfo, body, { token: reader.token, language });
      expect([reply.http, reply.body.status, reply.body.message]).toEqual([400, 40000, message]);
    }
  });

  it('saves the profile; the mobile is read-only here', async () => {
    const profile = { name: 'Li Hua', email: 'Li.Hua@Example.org', region: 'Beijing', major: 'Physics', institution: 'Optics Institute', researchField: 'Metasurfaces', gender: 'female' };
    const saved = await api.post<MemberInfo>(memberPaths.saveInfo, { ...profile, mobile: '13900000000' }, en());
    expect([saved.body.status, saved.body.message]).toEqual([0, 'Submitted successfully']);
    const { body } = await api.get<MemberInfo>(memberPaths.info, en());
    expect(body.data).toMatchObject({ ...profile, email: 'li.hua@example.org', mobile: '13800000001', loginEmail: 'reader@example.org' });
  });
});

describe('profile picture (uploadPhoto)', () => {
  const upload = (bytes: Uint8Array, fileName: string, type: string, language = 'en') =>
    api.upload<UploadPhotoReply>(memberPaths.uploadPhoto, {}, [['file', bytes, fileName, type]], { token: reader.token, language });

  it('takes a PNG, a JPEG or a BMP, served back to its owner with its type', async () => {
    for (const [bytes, name, type] of [
      [pngBytes(), 'me.png', 'image/png'],
      [jpegBytes(), 'me.jpg', 'image/jpeg'],
      [bmpBytes(), 'me.bmp', 'image/bmp'],
    ] as const) {
      const { body } = await upload(bytes, name, type);
      expect(body.status).toBe(0);
      const photoUrl = body.data!.photoUrl;
      expect(photoUrl).toMatch(new RegExp(`^${memberPaths.memberFile}/[0-9a-f]{32}\\.${name.split('.')[1]}$`));
      const response = await fetch(`${server.url}${photoUrl}`, { headers: { token: reader.token } });
      expect([response.status, response.headers.get('content-type'), response.headers.get('x-content-type-options')]).toEqual([200, type, 'nosniff']);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      const cached = await fetch(`${server.url}${photoUrl}`, { headers: { token: reader.token, 'if-none-match': response.headers.get('etag')! } });
      expect([cached.status, response.headers.get('cache-control')]).toEqual([304, 'private, no-cache']);
      expect((await api.get<MemberInfo>(memberPaths.info, en())).body.data!.photoUrl).toBe(photoUrl);
    }
    // Replaced pictures are removed: only the current one is kept.
    expect(readdirSync(join(filesDir(), 'members', String(reader.memberId)))).toHaveLength(1);
  });

  it('refuses a renamed executable, another picture type, a picture of 5M, and no file, with the spec’s message', async () => {
    const before = (await api.get<MemberInfo>(memberPaths.info, en())).body.data!.photoUrl;
    const exe = await upload(executableBytes(), 'photo.png', 'image/png');
    expect([exe.http, exe.body.message]).toEqual([400, 'The profile picture must be a JPG, PNG or BMP image']);
    const gif = await upload(gifBytes(), 'photo.gif', 'image/gif', 'zh');
    expect([gif.http, gif.body.message]).toEqual([400, '头像仅支持JPG、PNG、BMP格式']);
    const large = await upload(pngOfSize(5 * 1024 * 1024), 'large.png', 'image/png');
    expect([large.http, large.body.message]).toEqual([413, 'The profile picture must be smaller than 5M']);
    const none = await api.upload(memberPaths.uploadPhoto, { note: 'x' }, [], { token: reader.token, language: 'en' });
    expect([none.http, none.body.message]).toEqual([400, 'Please choose a picture to upload']);
    const json = await api.post(memberPaths.uploadPhoto, {}, en());
    expect(json.body.message).toBe('Please choose a picture to upload');
    expect((await api.get<MemberInfo>(memberPaths.info, en())).body.data!.photoUrl).toBe(before);
  });

  it('takes a picture just under 5M', async () => {
    const { body } = await upload(pngOfSize(5 * 1024 * 1024 - 1), 'big.png', 'image/png');
    expect(body.status).toBe(0);
  });
});

describe('favourites (collect, collects, isCollect, unCollectByIdAndType)', () => {
  it('collect articles, journals (publication), audio and video; an unknown one is "Article id is not exist."', async () => {
    for (const [type, id] of [
      ['article', firstArticle],
      ['article', secondArticle],
      ['publication', journalId],
      ['video', video],
      ['audio', audio],
    ] as const) {
      const { body } = await api.post<Favourite>(memberPaths.collect, { type, id }, en());
      expect([body.status, body.message, body.data?.exists, body.data?.resourceId]).toEqual([0, 'collection successful', true, id]);
    }
    const again = await api.post<Favourite>(memberPaths.collect, { type: 'article', id: firstArticle }, en());
    expect(again.body.status).toBe(0);
    for (const [type, id] of [
      ['article', 99_999_999],
      ['audio', video],
    ] as const) {
      const missing = await api.post(memberPaths.collect, { type, id }, en());
      expect([missing.http, missing.body.status, missing.body.message]).toEqual([404, 40400, 'Article id is not exist.']);
    }
    const zh = await api.post(memberPaths.collect, { type: 'article', id: 99_999_999 }, { token: reader.token });
    expect(zh.body.message).toBe('文章id不存在。');
  });

  it('list newest first, by tab, with each tab’s count and the resource to show', async () => {
    const all = await api.get<CollectsReply>(memberPaths.collects, en());
    expect(all.body.data).toMatchObject({ totalElements: 5, counts: { article: 2, journal: 1, audio: 1, video: 1 } });
    const articles = await api.get<CollectsReply>(memberPaths.collects, en({ query: { type: 'article', page: 0, size: 1 } }));
    expect(articles.body.data).toMatchObject({ totalElements: 2, totalPages: 2, size: 1 });
    const [entry] = articles.body.data!.content;
    expect(entry).toMatchObject({ type: 'article', exists: true, goneMessage: null, resource: { siteId: optics, sld: 'optics' } });
    expect(entry!.resource!.title).toBe(seed.articles.find((article) => article.id === entry!.resourceId)!.title);
    const journals = await api.get<CollectsReply>(memberPaths.collects, en({ query: { type: 'publication' } }));
    expect(journals.body.data!.content[0]!.resource).toMatchObject({ type: 'journal', id: journalId, title: seed.journals[0]!.publicationName });
  });

  it('say whether a resource is collected', async () => {
    expect((await api.get(memberPaths.isCollect, en({ query: { type: 'article', id: firstArticle } }))).body.data).toBe(true);
    expect((await api.get(memberPaths.isCollect, en({ query: { type: 'article', id: thirdArticle } }))).body.data).toBe(false);
  });

  it('flag a favourite whose article has been deleted since, so the client can offer to delete the record', async () => {
    await api.post(memberPaths.collect, { type: 'article', id: thirdArticle }, en());
    await withDatabase((db) => db.deleteFrom('article').where('id', '=', thirdArticle).execute());
    const { body } = await api.get<CollectsReply>(memberPaths.collects, en({ query: { type: 'article' } }));
    const gone = body.data!.content.find((entry) => entry.resourceId === thirdArticle)!;
    expect(gone).toMatchObject({ exists: false, resource: null, goneMessage: 'The paper no longer exists, shall we delete this record?' });
    const removed = await api.post(memberPaths.unCollectByIdAndType, { type: 'article', id: thirdArticle }, en());
    expect([removed.body.status, removed.body.message, removed.body.data]).toEqual([0, 'cancellation successful', { deleted: 1 }]);
  });

  it('uncollect one or a batch; an empty batch is "No data selected"; one not collected changes nothing', async () => {
    const empty = await api.post(memberPaths.unCollectByIdAndType, { items: [] }, en());
    expect([empty.http, empty.body.message]).toEqual([400, 'No data selected']);
    const notCollected = await api.post(memberPaths.unCollectByIdAndType, { items: [{ type: 'video', id: video }, { type: 'article', id: 99_999_999 }] }, en());
    expect([notCollected.http, notCollected.body.status]).toEqual([404, 40400]);
    expect((await api.get(memberPaths.isCollect, en({ query: { type: 'video', id: video } }))).body.data).toBe(true);
    const batch = await api.post(memberPaths.unCollectByIdAndType, { items: [{ type: 'video', id: video }, { type: 'audio', id: audio }] }, en());
    expect(batch.body.data).toEqual({ deleted: 2 });
    const { body } = await api.get<CollectsReply>(memberPaths.collects, en());
    expect(body.data!.counts).toEqual({ article: 2, journal: 1, audio: 0, video: 0 });
  });
});

describe('downloads and reading history', () => {
  const rowsOf = (table: 'download_history' | 'browse_history') => withDatabase((db) => db.selectFrom(table).selectAll().execute());

  it('record a signed-in reader’s PDF and table downloads, counting repeats', async () => {
    for (let time = 0; time < 2; time += 1) {
      const pdf = await fetch(`${server.url}/rc-pub/front/front-article/download?id=${pdfArticle}`, { headers: { token: reader.token } });
      expect(pdf.status).toBe(200);
      await pdf.arrayBuffer();
    }
    const table = await fetch(`${server.url}/rc-pub/front/front-article/downloadTable?siteId=${optics}&tableId=${tableArticle}:%230&type=xls`, {
      headers: { cookie: `commonToken=${reader.token}` },
    });
    expect(table.status).toBe(200);
    await table.arrayBuffer();
    const { body } = await api.get<DownloadsReply>(memberPaths.downloads, en());
    expect(body.data!.totalElements).toBe(2);
    expect(body.data!.content.map(({ resourceId, part, tableKey, count }) => ({ resourceId, part, tableKey, count }))).toEqual(
      expect.arrayContaining([
        { resourceId: pdfArticle, part: 'pdf', tableKey: null, count: 2 },
        { resourceId: tableArticle, part: 'table', tableKey: '#0', count: 1 },
      ]),
    );
    expect(body.data!.content.find(({ part }) => part === 'pdf')!.resource).toMatchObject({ type: 'article', id: pdfArticle, sld: 'optics' });
  });

  it('record a signed-in reader’s visit (the visit beacon)', async () => {
    for (const id of [firstArticle, secondArticle, firstArticle]) {
      expect((await api.get(`/rc-pub/front/front-article/${id}`, { token: reader.token, siteId: optics })).body.status).toBe(0);
    }
    const { body } = await api.get<HistorysReply>(memberPaths.historys, en());
    expect(body.data!.content.map(({ resourceId, count }) => ({ resourceId, count }))).toEqual(
      expect.arrayContaining([
        { resourceId: firstArticle, count: 2 },
        { resourceId: secondArticle, count: 1 },
      ]),
    );
    expect(body.data!.totalElements).toBe(2);
  });

  it('record nothing for an anonymous reader', async () => {
    const [downloads, visits] = [await rowsOf('download_history'), await rowsOf('browse_history')];
    await (await fetch(`${server.url}/rc-pub/front/front-article/download?id=${pdfArticle}`)).arrayBuffer();
    await api.get(`/rc-pub/front/front-article/${secondArticle}`, { siteId: optics });
    await api.get(`/rc-pub/front/front-article/${secondArticle}`, { siteId: optics, token: 'not-a-session' });
    expect(await rowsOf('download_history')).toEqual(downloads);
    expect(await rowsOf('browse_history')).toEqual(visits);
  });
});

describe('subscriptions (subscribe, isSubscribe, subscribeList, unSubscribe, unSubscribeByToken)', () => {
  const form = async (fields: object) => ({ email: 'alerts@example.org', captchaId: await captcha(), captcha: captchaAnswer, ...fields });

  it('check the e-mail, the captcha and the rule (spec §5)', async () => {
    const cases: Array<[object, string | undefined, string, number]> = [
      [{ email: '' }, undefined, '请输入邮箱', 40000],
      [{ email: 'nope' }, 'en', 'Please enter the correct email format', 40000],
      [{ captcha: '' }, 'en', 'Please enter the captcha', 40000],
      [{ type: 'weekly' }, 'en', 'Please choose a subscription type', 40000],
      [{ type: 'keywords', keywords: ' ; ;' }, 'en', 'Please enter keywords, separated by ;', 40000],
      [{ type: 'column' }, 'en', 'Please choose a column', 40000],
      [{ type: 'current', captcha: 'wxyz' }, 'en', 'The captcha is incorrect', 40012],
      [{ type: 'column', columnId: ecologyColumn }, 'en', 'The column does not exist', 40400],
    ];
    for (const [fields, language, message, status] of cases) {
      const reply = await api.post(memberPaths.subscribe, await form({ type: 'current', ...fields }), { token: reader.token, siteId: optics, language });
      expect([JSON.stringify(fields), reply.body.status, reply.body.message]).toEqual([JSON.stringify(fields), status, message]);
    }
    // A captcha answers once.
    const used = await form({ type: 'current' });
    expect((await api.post(memberPaths.subscribe, used, en())).body.status).toBe(0);
    expect((await api.post(memberPaths.subscribe, used, en())).body.message).toBe('The captcha has expired, please refresh it');
  });

  it('subscribe to keywords and to a column; the same rule again is the same subscription', async () => {
    const keywords = await api.post<Subscription>(memberPaths.subscribe, await form({ type: 'keywords', keywords: 'metasurface; LiDAR；metasurface ;' }), en());
    // Not the reader's own address: pending until its owner confirms (double opt-in; tests/security/alert-opt-in.test.ts).
    expect([keywords.body.status, keywords.body.message]).toEqual([0, 'Please open the link sent to this e-mail to confirm the subscription']);
    expect(keywords.body.data).toMatchObject({ siteId: optics, sld: 'optics', email: 'alerts@example.org', type: 'keywords', keywords: ['metasurface', 'LiDAR'], columnId: null, language: 'en', confirmed: false });
    const again = await api.post<Subscription>(memberPaths.subscribe, await form({ type: 'keywords', keywords: ['metasurface', 'LiDAR'] }), en());
    expect(again.body.data!.id).toBe(keywords.body.data!.id);
    const column = await api.post<Subscription>(memberPaths.subscribe, await form({ type: 'column', columnId: opticsColumn }), en());
    expect(column.body.data).toMatchObject({ type: 'column', columnId: opticsColumn, columnName: seed.columns[0]!.enName || seed.columns[0]!.name });
  });

  it('say whether the reader subscribes on this site, and list every subscription', async () => {
    const keywords = await api.get<IsSubscribeReply>(memberPaths.isSubscribe, en({ query: { type: 'keywords' } }));
    expect(keywords.body.data).toMatchObject({ subscribed: true, email: 'alerts@example.org' });
    const elsewhere = await api.get<IsSubscribeReply>(memberPaths.isSubscribe, { token: reader.token, siteId: ecology });
    expect(elsewhere.body.data).toEqual({ subscribed: false, email: null, subscriptions: [] });
    const list = await api.get<Subscription[]>(memberPaths.subscribeList, en());
    expect(list.body.data!.map(({ type }) => type).sort()).toEqual(['column', 'current', 'keywords']);
  });

  it('unsubscribe by entering the e-mail again (with a captcha)', async () => {
    const wrong = await api.post(memberPaths.unSubscribe, await form({ email: 'someone@example.org', type: 'column' }), en());
    expect([wrong.http, wrong.body.message]).toEqual([404, 'No subscription found for this e-mail']);
    const right = await api.post(memberPaths.unSubscribe, await form({ type: 'column' }), en());
    expect([right.body.status, right.body.message, right.body.data]).toEqual([0, 'Unsubscription successfully', { deleted: 1 }]);
    expect((await api.get<IsSubscribeReply>(memberPaths.isSubscribe, en({ query: { type: 'column' } }))).body.data!.subscribed).toBe(false);
  });

  it('end a subscription from the e-mail’s link, once, without signing in', async () => {
    const { unsubscribe_token: token } = await withDatabase((db) => db.selectFrom('subscription').select('unsubscribe_token').where('type', '=', 'current').executeTakeFirstOrThrow());
    const page = await fetch(`${server.url}${memberPaths.unSubscribeByToken}?token=${token}`, { headers: { accept: 'text/html' } });
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(await page.text()).toContain('Unsubscription successfully');
    const again = await api.get(memberPaths.unSubscribeByToken, { query: { token }, language: 'en' });
    expect([again.http, again.body.message]).toEqual([404, 'This unsubscribe link is invalid or has already been used']);
    expect((await api.get<Subscription[]>(memberPaths.subscribeList, en())).body.data!.map(({ type }) => type)).toEqual(['keywords']);
  });
});

describe('personal albums (search, saveAlbum, editAlbum, delete, info, res/addList, res/search, res/delete)', () => {
  let first: PersonalAlbum;
  let second: PersonalAlbum;
  const memberFolder = () => join(filesDir(), 'members', String(reader.memberId));

  it('create an album from JSON or a form with a JPG or PNG cover of at most 3M', async () => {
    const nameless = await api.post(memberPaths.saveAlbum, { name: '  ' }, en());
    expect([nameless.http, nameless.body.message]).toEqual([400, 'Please enter the album name']);
    const plain = await api.post<PersonalAlbum>(memberPaths.saveAlbum, { name: '超构表面', enName: 'Metasurfaces' }, en());
    expect([plain.body.message, plain.body.data]).toEqual(['Submitted successfully', expect.objectContaining({ name: '超构表面', enName: 'Metasurfaces', coverUrl: null, itemCount: 0 })]);
    first = plain.body.data!;
    const withCover = await api.upload<PersonalAlbum>(memberPaths.saveAlbum, { name: '激光雷达', enName: 'LiDAR' }, [['cover', jpegBytes(), 'cover.jpg', 'image/jpeg']], en());
    expect(withCover.body.data!.coverUrl).toMatch(/\.jpg$/);
    second = withCover.body.data!;
    const cover = await fetch(`${server.url}${second.coverUrl}`, { headers: { token: reader.token } });
    expect([cover.status, cover.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const bmp = await api.upload(memberPaths.saveAlbum, { name: 'BMP' }, [['cover', bmpBytes(), 'cover.png', 'image/png']], en());
    expect([bmp.http, bmp.body.message]).toEqual([400, 'The album cover must be a JPG or PNG image']);
    const large = await api.upload(memberPaths.saveAlbum, { name: 'Large' }, [['cover', pngOfSize(3 * 1024 * 1024 + 1), 'cover.png', 'image/png']], en());
    expect([large.http, large.body.message]).toEqual([413, 'The album cover must be at most 3M']);
    const atLimit = await api.upload<PersonalAlbum>(memberPaths.saveAlbum, { name: 'At the limit' }, [['cover', pngOfSize(3 * 1024 * 1024), 'cover.png', 'image/png']], en());
    expect(atLimit.body.status).toBe(0);
    expect((await api.post(memberPaths.deleteAlbum, { id: atLimit.body.data!.id }, en())).body.status).toBe(0);
  });

  it('rename an album, replace and remove its cover; search by name; show one', async () => {
    const renamed = await api.upload<PersonalAlbum>(memberPaths.editAlbum, { id: String(first.id), name: '超构表面与超透镜', enName: 'Metasurfaces and metalenses' }, [['cover', pngBytes(), 'c.png', 'image/png']], en());
    expect(renamed.body.data).toMatchObject({ id: first.id, name: '超构表面与超透镜', coverUrl: expect.stringMatching(/\.png$/) });
    const removed = await api.post<PersonalAlbum>(memberPaths.editAlbum, { id: first.id, name: '超构表面与超透镜', removeCover: 1 }, en());
    expect(removed.body.data).toMatchObject({ coverUrl: null, enName: '' });
    expect(readdirSync(memberFolder()).filter((name) => name.endsWith('.png') && renamed.body.data!.coverUrl!.endsWith(name))).toEqual([]);
    const missing = await api.post(memberPaths.editAlbum, { id: 99_999, name: 'x' }, en());
    expect([missing.http, missing.body.message]).toEqual([404, 'The album does not exist']);
    const found = await api.get<AlbumSearchReply>(memberPaths.albumSearch, en({ query: { name: 'lidar' } }));
    expect(found.body.data!.content.map(({ id }) => id)).toEqual([second.id]);
    const all = await api.get<AlbumSearchReply>(memberPaths.albumSearch, en());
    expect(all.body.data!.content.map(({ id }) => id)).toEqual([second.id, first.id]);
    expect((await api.get<PersonalAlbum>(memberPaths.albumInfo, en({ query: { id: second.id } }))).body.data!.name).toBe('激光雷达');
  });

  it('add resources to favourites and albums, with the spec’s messages for a missing choice', async () => {
    const items = [
      { type: 'article', id: firstArticle },
      { type: 'video', id: video },
    ];
    const cases: Array<[object, string]> = [
      [{ items }, 'Please choose favorites or my albums'],
      [{ items, albums: 1 }, 'Please select one of the albums'],
      [{ items: [], favourites: 1 }, 'No data selected'],
    ];
    for (const [body, message] of cases) {
      const reply = await api.post(memberPaths.addItems, body, en());
      expect([reply.http, reply.body.message]).toEqual([400, message]);
    }
    const zh = await api.post(memberPaths.addItems, { items }, { token: reader.token });
    expect(zh.body.message).toBe('请选择收藏夹或我的专辑');
    const unknown = await api.post(memberPaths.addItems, { items: [...items, { type: 'article', id: 99_999_999 }], albumIds: [first.id] }, en());
    expect([unknown.http, unknown.body.message]).toEqual([404, 'Article id is not exist.']);
    expect((await api.get<PersonalAlbum>(memberPaths.albumInfo, en({ query: { id: first.id } }))).body.data!.itemCount).toBe(0);

    const added = await api.post<AddItemsReply>(memberPaths.addItems, { items, favourites: 1, albumIds: [first.id, second.id] }, en());
    expect([added.body.message, added.body.data]).toEqual([
      'Added to album',
      { favouritesAdded: 1, albums: [{ albumId: first.id, added: 2 }, { albumId: second.id, added: 2 }] },
    ]);
    const more = await api.post<AddItemsReply>(memberPaths.addItems, { items: [...items, { type: 'publication', id: journalId }], albums: 1, albumIds: [first.id] }, en());
    expect(more.body.data).toEqual({ favouritesAdded: 0, albums: [{ albumId: first.id, added: 1 }] });
    expect((await api.get(memberPaths.isCollect, en({ query: { type: 'video', id: video } }))).body.data).toBe(true);
  });

  it('list an album’s items by tab, and delete a batch of them', async () => {
    const all = await api.get<AlbumItemsReply>(memberPaths.albumItems, en({ query: { albumId: first.id } }));
    expect(all.body.data).toMatchObject({ totalElements: 3, counts: { article: 1, journal: 1, audio: 0, video: 1 } });
    const videos = await api.get<AlbumItemsReply>(memberPaths.albumItems, en({ query: { albumId: first.id, type: 'video' } }));
    expect(videos.body.data!.content).toEqual([expect.objectContaining({ albumId: first.id, type: 'video', resourceId: video, exists: true })]);
    expect(videos.body.data!.content[0]!.resource).toMatchObject({ type: 'video', title: seed.media.find((media) => media.id === video)!.resName });
    const empty = await api.post(memberPaths.deleteItems, { ids: [] }, en());
    expect([empty.http, empty.body.message]).toEqual([400, 'No data selected']);
    const ids = all.body.data!.content.filter(({ type }) => type !== 'journal').map(({ id }) => id);
    const deleted = await api.post(memberPaths.deleteItems, { ids }, en());
    expect([deleted.body.message, deleted.body.data]).toEqual(['Deleted successfully!', { deleted: 2 }]);
    expect((await api.get<PersonalAlbum>(memberPaths.albumInfo, en({ query: { id: first.id } }))).body.data!.counts).toEqual({ article: 0, journal: 1, audio: 0, video: 0 });
  });

  it('delete albums with their items and covers', async () => {
    const coverName = second.coverUrl!.split('/').pop()!;
    expect(existsSync(join(memberFolder(), coverName))).toBe(true);
    const { body } = await api.post(memberPaths.deleteAlbum, { ids: [first.id, second.id] }, en());
    expect([body.message, body.data]).toEqual(['Deleted successfully!', { deleted: 2 }]);
    expect(existsSync(join(memberFolder(), coverName))).toBe(false);
    expect(await withDatabase((db) => db.selectFrom('personal_album_item').select('id').where('member_id', '=', reader.memberId).execute())).toEqual([]);
    const again = await api.post(memberPaths.deleteAlbum, { id: first.id }, en());
    expect([again.http, again.body.message]).toEqual([404, 'The album does not exist']);
    const none = await api.post(memberPaths.deleteAlbum, {}, en());
    expect(none.body.message).toBe('No data selected');
  });
});
