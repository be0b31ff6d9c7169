import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database.ts';
import { parseHtml } from '../support/parse-html.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed, type Json } from './helpers.ts';

/**
 * Virtual albums, books, audio and video: the endpoints (`album/detail`, `album/items`, `book/detail`) and the pages
 * (`collectionList/{id}`, `collections/{virtualId}`, `/bookList`, `/audioList` without a search), over the seeded
 * content. Expected values come from the seed files, with the ids the JATS articles were given read from the database.
 */

const siteIdOf = (sld: string) => readConfig(sld, 'site.json').siteId as number;
const optics = siteIdOf('optics');
const ecology = siteIdOf('ecology');
const groupId = siteIdOf('sciencegroup');
const opticsSite = readConfig('optics', 'site.json') as { enName: string };

type SeedArticle = Json & { id: number; title: string; enTitle: string; publishDate: string; visits: number; downloads: number; commentCount: number };
type SeedAlbum = Json & { id: number; name: string; enName: string; items: { kind: string; refId: number }[] };
type SeedPart = { albumId: number; kind: 'picture' | 'table'; doi: string; ordinal: number };
type SeedBook = Json & { id: number; title: string; enTitle: string };
type SeedMedia = Json & { id: number; kind: string; resName: string; enResName: string; url: string; captions?: { src: string; srclang: string }[] };
type Seed = { articles: SeedArticle[]; albums: SeedAlbum[]; albumParts?: SeedPart[]; experts: { id: number }[]; books: SeedBook[]; media: SeedMedia[] };

const opticsSeed = readSeed('optics') as unknown as Seed;
const ecologySeed = readSeed('ecology') as unknown as Seed;
const [metasurfaces] = opticsSeed.albums as [SeedAlbum];
const ecologyAlbum = ecologySeed.albums[0]!;
const unknownId = Math.max(...[...opticsSeed.albums, ...ecologySeed.albums, ...opticsSeed.books, ...ecologySeed.books].map(({ id }) => id)) + 1000;

/** A figure's or table's id as figure search hits carry it: article id × 10,000 + its place. */
const partIdOf = (articleId: number, ordinal: number) => articleId * 10_000 + ordinal;

let server: TestServer;
type ArticleRow = { id: number; site_id: number; doi: string; publish_date: string; visits: number; downloads: number; comment_count: number };
/** The articles as the database holds them once the server has seeded it. */
let articles: ArticleRow[] = [];
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
  const database = openDatabase(server.databaseUrl);
  articles = await database.db
    .selectFrom('article')
    .select(['id', 'site_id', 'doi', 'publish_date', 'visits', 'downloads', 'comment_count'])
    .execute()
    .finally(() => database.close());
});
afterAll(async () => {
  await server?.close();
});

/** The imported article of a site with this DOI (letter case aside). */
const articleByDoi = (siteId: number, doi: string) => articles.find((row) => row.site_id === siteId && row.doi.toLowerCase() === doi.toLowerCase());

/** The parts the seed puts in an album, with their article's row, in the order they were added. */
function partsOf(siteId: number, seed: Seed, albumId: number, kind: 'picture' | 'table') {
  return (seed.albumParts ?? [])
    .filter((part) => part.albumId === albumId && part.kind === kind)
    .map((part) => ({ ...part, article: articleByDoi(siteId, part.doi)! }));
}

const api = async (path: string) => server.get(path);
type PageData<T> = { content: T[]; totalElements: number; totalPages: number; number: number; size: number };
async function data<T>(path: string): Promise<T> {
  const { http, body } = await api(path);
  expect(http, JSON.stringify(body)).toBe(200);
  expect(body.status).toBe(0);
  return body.data as T;
}

const sortFields = { PUBLISH_DATE: 'publishDate', VISITS: 'visits', DOWNLOADS: 'downloads', COMMENT_COUNT: 'commentCount' } as const;
type Sort = keyof typeof sortFields | 'SYS_CREATED';

/** Most first by the sort's field, ties (and SYS_CREATED) in the album's order. */
function ranked<T>(list: T[], sort: Sort, value: (item: T, field: (typeof sortFields)[keyof typeof sortFields]) => string | number): T[] {
  if (sort === 'SYS_CREATED') return list;
  const field = sortFields[sort];
  return list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const x = value(a.item, field);
      const y = value(b.item, field);
      return (x < y ? 1 : x > y ? -1 : 0) || a.index - b.index;
    })
    .map(({ item }) => item);
}

const seedTheses = (seed: Seed, album: SeedAlbum) =>
  album.items.filter((item) => item.kind === 'thesis').map((item) => seed.articles.find((article) => article.id === item.refId)!);

describe('album/detail', () => {
  it('answers an album with how many articles, figures, tables and experts each tab lists', async () => {
    const detail = await data<Json & { counts: Record<string, number>; itemCount: number }>(`/rc-pub/front/album/detail?siteId=${optics}&id=${metasurfaces.id}`);
    const { items, ...rest } = metasurfaces;
    const counts = {
      thesis: items.filter((item) => item.kind === 'thesis').length,
      picture: partsOf(optics, opticsSeed, metasurfaces.id, 'picture').length,
      table: partsOf(optics, opticsSeed, metasurfaces.id, 'table').length,
      experts: items.filter((item) => item.kind === 'experts').length,
    };
    expect(counts.picture).toBeGreaterThan(0);
    expect(counts.table).toBeGreaterThan(0);
    expect(detail).toEqual({ ...rest, counts, itemCount: counts.thesis + counts.picture + counts.table + counts.experts });
  });

  it('refuses an album of another site, and one that does not exist, as not found (HTTP 404)', async () => {
    for (const path of [`/rc-pub/front/album/detail?siteId=${optics}&id=${ecologyAlbum.id}`, `/rc-pub/front/album/detail?siteId=${optics}&id=${unknownId}`]) {
      const { http, body } = await api(path);
      expect([http, body.status], path).toEqual([404, 40400]);
      expect(body.data).toBeUndefined();
    }
  });

  it('shows a group site its members’ albums', async () => {
    expect((await data<{ id: number }>(`/rc-pub/front/album/detail?siteId=${groupId}&id=${ecologyAlbum.id}`)).id).toBe(ecologyAlbum.id);
  });

  it('answers 400 naming id for an id that is not a number', async () => {
    const { http, body } = await api(`/rc-pub/front/album/detail?siteId=${optics}&id=abc`);
    expect(http).toBe(400);
    expect(body.message).toContain('"id"');
  });
});

describe('album/items', () => {
  const items = <T>(query: string, site = optics, album = metasurfaces.id) => data<PageData<T>>(`/rc-pub/front/album/items?siteId=${site}&id=${album}${query}`);
  type ThesisEntry = { kind: 'thesis'; article: { id: number; title: string; visits: number; columnName: string } };
  type PartEntry = { kind: 'picture' | 'table'; part: { id: number; articleId: number; ordinal: number; anchor: string; label: string; imageUrl: string } };

  it.each(['SYS_CREATED', 'PUBLISH_DATE', 'VISITS', 'DOWNLOADS', 'COMMENT_COUNT'] as const)('orders the articles by %s, ties in the album’s order', async (sort) => {
    const reply = await items<ThesisEntry>(`&tab=thesis&sort=${sort}`);
    const expected = ranked(seedTheses(opticsSeed, metasurfaces), sort, (article, field) => article[field]);
    expect(reply.content.map((entry) => entry.article.id)).toEqual(expected.map(({ id }) => id));
    expect(reply.content.every((entry) => entry.kind === 'thesis')).toBe(true);
    expect(reply.totalElements).toBe(expected.length);
  });

  it('lists articles by default, as the album has them, with their column and counts', async () => {
    const reply = await items<ThesisEntry>('');
    expect(reply.content.map((entry) => entry.article.id)).toEqual(seedTheses(opticsSeed, metasurfaces).map(({ id }) => id));
    const [first] = reply.content;
    const seedFirst = seedTheses(opticsSeed, metasurfaces)[0]!;
    expect(first!.article).toMatchObject({ title: seedFirst.title, visits: seedFirst.visits });
    expect(reply).toMatchObject({ number: 0, size: 20 });
  });

  it('pages: size 2, page 1 holds the third and fourth article', async () => {
    const reply = await items<ThesisEntry>('&tab=thesis&size=2&page=1');
    const all = seedTheses(opticsSeed, metasurfaces);
    expect(reply.content.map((entry) => entry.article.id)).toEqual(all.slice(2, 4).map(({ id }) => id));
    expect(reply).toMatchObject({ totalElements: all.length, totalPages: Math.ceil(all.length / 2), number: 1, size: 2 });
  });

  it.each(['picture', 'table'] as const)('lists the %s items by the id search gives them, located in their article', async (kind) => {
    const expected = partsOf(optics, opticsSeed, metasurfaces.id, kind);
    const reply = await items<PartEntry>(`&tab=${kind}`);
    expect(reply.content.map((entry) => entry.part.id)).toEqual(expected.map((part) => partIdOf(part.article.id, part.ordinal)));
    for (const [index, entry] of reply.content.entries()) {
      expect(entry.kind).toBe(kind);
      expect(entry.part).toMatchObject({ articleId: expected[index]!.article.id, ordinal: expected[index]!.ordinal });
      expect(entry.part.anchor).not.toBe('');
      expect(entry.part.label).not.toBe('');
    }
  });

  it('lists each site’s own imported figures: the same article imported into two sites has an id in each', async () => {
    const expected = partsOf(ecology, ecologySeed, ecologyAlbum.id, 'picture');
    expect(expected.length).toBeGreaterThan(0);
    const reply = await items<PartEntry>('&tab=picture', ecology, ecologyAlbum.id);
    expect(reply.content.map((entry) => entry.part.id)).toEqual(expected.map((part) => partIdOf(part.article.id, part.ordinal)));
  });

  it('sorts figures by their article’s date, ties in the album’s order', async () => {
    const expected = ranked(partsOf(optics, opticsSeed, metasurfaces.id, 'picture'), 'PUBLISH_DATE', (part) => part.article.publish_date);
    const reply = await items<PartEntry>('&tab=picture&sort=PUBLISH_DATE');
    expect(reply.content.map((entry) => entry.part.id)).toEqual(expected.map((part) => partIdOf(part.article.id, part.ordinal)));
  });

  it('gives each figure that has a screen image its served thumbnail', async () => {
    const reply = await items<PartEntry>('&tab=picture');
    const withImages = reply.content.filter((entry) => entry.part.imageUrl !== '');
    expect(withImages.length).toBeGreaterThan(0);
    for (const { part } of withImages) {
      expect(part.imageUrl.startsWith(`/rc-pub/files/${part.articleId}/`)).toBe(true);
      const response = await fetch(`${server.url}${part.imageUrl}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it('lists the experts in the album’s order whatever the sort', async () => {
    const expected = metasurfaces.items.filter((item) => item.kind === 'experts').map((item) => item.refId);
    for (const sort of ['SYS_CREATED', 'VISITS']) {
      const reply = await items<{ kind: string; expert: { id: number } }>(`&tab=experts&sort=${sort}`);
      expect(reply.content.map((entry) => entry.expert.id)).toEqual(expected);
    }
  });

  it('refuses another site’s album as not found, and an unknown tab or sort as bad input', async () => {
    const other = await api(`/rc-pub/front/album/items?siteId=${optics}&id=${ecologyAlbum.id}`);
    expect([other.http, other.body.status]).toEqual([404, 40400]);
    for (const [query, name] of [
      ['&tab=videos', '"tab"'],
      ['&sort=random', '"sort"'],
    ]) {
      const { http, body } = await api(`/rc-pub/front/album/items?siteId=${optics}&id=${metasurfaces.id}${query}`);
      expect(http).toBe(400);
      expect(body.message).toContain(name);
    }
  });
});

describe('book/detail', () => {
  it('answers a book as the seed has it', async () => {
    const [book] = opticsSeed.books;
    expect(await data(`/rc-pub/front/book/detail?siteId=${optics}&id=${book!.id}`)).toEqual(book);
  });

  it('refuses another site’s book and an unknown one as not found', async () => {
    for (const id of [ecologySeed.books[0]!.id, unknownId]) {
      const { http, body } = await api(`/rc-pub/front/book/detail?siteId=${optics}&id=${id}`);
      expect([http, body.status]).toEqual([404, 40400]);
    }
  });
});

async function page(path: string): Promise<{ status: number; document: Document }> {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, document: await parseHtml(await response.text()) };
}
/** What a reader reads of an element: its text without the style sheets server rendering puts beside elements. */
function text(element: Element | null | undefined): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  for (const style of copy.querySelectorAll('style')) style.remove();
  return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

describe('the collection list page (collectionList/{id})', () => {
  const menu = readConfig('optics', 'menu.json') as { items: { id: number; code: string; enName: string; children?: { id: number; code: string; enName: string }[] }[] };
  const entry = menu.items.flatMap((item) => [item, ...(item.children ?? [])]).find((item) => item.code === 'virtualAlbum')!;

  it('lists the site’s albums under the menu entry’s name, each linking to its page, covers with alt text', async () => {
    const { status, document } = await page(`/optics/en/collectionList/${entry.id}/`);
    expect(status).toBe(200);
    expect(document.title).toBe(`${entry.enName} – ${opticsSite.enName}`);
    expect(text(document.querySelector('main h1'))).toBe(entry.enName);
    const links = [...document.querySelectorAll<HTMLAnchorElement>('main li[data-album] h2 a')];
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(opticsSeed.albums.map(({ id }) => `/optics/en/collections/${id}/`).sort());
    for (const image of document.querySelectorAll('main img')) expect(image.getAttribute('alt')).not.toBe('');
  });

  it('stands with the default heading when the id names no menu entry', async () => {
    const { status, document } = await page('/optics/en/collectionList/');
    expect(status).toBe(200);
    expect(document.querySelectorAll('main h1')).toHaveLength(1);
    expect(document.querySelectorAll('main li[data-album]')).toHaveLength(opticsSeed.albums.length);
  });
});

describe('the album page (collections/{virtualId})', () => {
  it('heads the page with the album and opens its first tab that has items', async () => {
    const { status, document } = await page(`/optics/en/collections/${metasurfaces.id}/`);
    expect(status).toBe(200);
    expect(document.title).toBe(`${metasurfaces.enName} – ${opticsSite.enName}`);
    expect(text(document.querySelector('main h1'))).toBe(metasurfaces.enName);
    const tabs = [...document.querySelectorAll('[role="tab"]')];
    expect(tabs).toHaveLength(4);
    expect(tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent).toMatch(/^Articles/);
    const hrefs = [...document.querySelectorAll('[role="tabpanel"] li h3 a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(seedTheses(opticsSeed, metasurfaces).map(({ id }) => `/optics/en/article/${id}/`));
  });

  it('shows the tab and sort its URL names, with links to the other sorts', async () => {
    const { document } = await page(`/optics/en/collections/${metasurfaces.id}/?tab=thesis&sort=VISITS`);
    const hrefs = [...document.querySelectorAll('[role="tabpanel"] li h3 a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(ranked(seedTheses(opticsSeed, metasurfaces), 'VISITS', (article, field) => article[field]).map(({ id }) => `/optics/en/article/${id}/`));
    const current = document.querySelector('.mh-album-sort a[aria-current="true"]');
    expect(current?.getAttribute('data-sort')).toBe('VISITS');
    expect(document.querySelector('.mh-album-sort a[data-sort="DOWNLOADS"]')?.getAttribute('href')).toBe(`/optics/en/collections/${metasurfaces.id}/?tab=thesis&sort=DOWNLOADS`);
  });

  it('shows figures as thumbnails whose alt text is their caption, linking to their place in the article', async () => {
    const { document } = await page(`/optics/en/collections/${metasurfaces.id}/?tab=picture`);
    const parts = partsOf(optics, opticsSeed, metasurfaces.id, 'picture');
    const cards = [...document.querySelectorAll('[role="tabpanel"] li[data-part]')];
    expect(cards.map((card) => Number(card.getAttribute('data-part')))).toEqual(parts.map((part) => partIdOf(part.article.id, part.ordinal)));
    const images = [...document.querySelectorAll<HTMLImageElement>('[role="tabpanel"] li[data-part] img')];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      const card = image.closest('li')!;
      expect(image.getAttribute('alt')).toBe(text(card.querySelector('h3')));
      expect(image.getAttribute('alt')).not.toBe('');
    }
    const link = cards[0]!.querySelector('h3 a')!.getAttribute('href')!;
    expect(link).toMatch(new RegExp(`^/optics/en/article/${parts[0]!.article.id}/#.+`));
  });

  it.each([
    ['an unknown album', `/optics/en/collections/${unknownId}/`],
    ['another site’s album', `/optics/en/collections/${ecologyAlbum.id}/`],
    ['an id that is not a number', '/optics/en/collections/abc/'],
    ['no id', '/optics/en/collections/'],
  ])('answers 404 for %s', async (_what, path) => {
    expect((await page(path)).status).toBe(404);
  });

  it('reads a tab or sort the URL gets wrong as none', async () => {
    const { status, document } = await page(`/optics/en/collections/${metasurfaces.id}/?tab=nonsense&sort=%3Cscript%3E&page=-3`);
    expect(status).toBe(200);
    expect(document.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toMatch(/^Articles/);
  });
});

describe('books (/bookList without a search)', () => {
  it('lists the site’s books with cover, title, chief editor and publisher, each linking to its details', async () => {
    const { status, document } = await page('/bookList?slds=optics&lang=en');
    expect(status).toBe(200);
    expect(text(document.querySelector('main h1'))).toBe('Books');
    const entries = [...document.querySelectorAll('main li[data-book]')];
    expect(entries.map((entry) => Number(entry.getAttribute('data-book'))).sort()).toEqual(opticsSeed.books.map(({ id }) => id).sort());
    for (const entry of entries) {
      const book = opticsSeed.books.find(({ id }) => id === Number(entry.getAttribute('data-book')))!;
      expect(text(entry.querySelector('h2'))).toBe(book.enTitle);
      expect(entry.querySelector('h2 a')?.getAttribute('href')).toBe(`/bookList?slds=optics&lang=en&id=${book.id}`);
      expect(entry.querySelector('img')?.getAttribute('alt')).toContain(book.enTitle);
    }
  });

  it('shows one book’s details at its own address', async () => {
    const book = opticsSeed.books[0]! as SeedBook & { isbn: string; publisher: string; catalogue: string[] };
    const { status, document } = await page(`/bookList?slds=optics&lang=en&id=${book.id}`);
    expect(status).toBe(200);
    expect(document.title).toBe(`${book.enTitle} – ${opticsSite.enName}`);
    expect(text(document.querySelector('main h1'))).toBe(book.enTitle);
    const facts = text(document.querySelector('main dl'));
    expect(facts).toContain(book.isbn);
    expect(facts).toContain(book.publisher);
    expect([...document.querySelectorAll('main li')].map((item) => text(item))).toEqual(book.catalogue);
  });

  it.each([
    ['an unknown book', `/bookList?slds=optics&lang=en&id=${unknownId}`],
    ['another site’s book', `/bookList?slds=optics&lang=en&id=${ecologySeed.books[0]!.id}`],
    ['an id that is not a number', '/bookList?slds=optics&lang=en&id=x1'],
  ])('answers 404 for %s', async (_what, path) => {
    expect((await page(path)).status).toBe(404);
  });
});

describe('audio and video (/audioList without a search)', () => {
  it('plays the site’s videos in labelled players with their captions, newest first', async () => {
    const { status, document } = await page('/audioList?type=video&index=-1&slds=optics&lang=en');
    expect(status).toBe(200);
    expect(text(document.querySelector('main h1'))).toBe('Videos');
    const videos = opticsSeed.media
      .filter((item) => item.kind === 'video')
      .sort((a, b) => String(b.publishDate).localeCompare(String(a.publishDate)) || b.id - a.id);
    const players = [...document.querySelectorAll('main video')];
    expect(players.map((player) => player.getAttribute('aria-label'))).toEqual(videos.map((item) => item.enResName));
    expect(document.querySelector('main audio')).toBeNull();
    for (const player of players) {
      const item = videos.find((video) => video.enResName === player.getAttribute('aria-label'))!;
      expect(player.hasAttribute('controls')).toBe(true);
      expect(player.getAttribute('src')).toBe(item.url);
      expect([...player.querySelectorAll('track')].map((track) => track.getAttribute('src'))).toEqual((item.captions ?? []).map((track) => track.src));
    }
    expect(opticsSeed.media.some((item) => (item.captions ?? []).length > 0)).toBe(true);
  });

  it('plays audio when the type says so', async () => {
    const { document } = await page('/audioList?type=audio&index=-1&slds=optics&lang=en');
    const audio = opticsSeed.media.filter((item) => item.kind === 'audio');
    expect([...document.querySelectorAll('main audio')].map((player) => player.getAttribute('aria-label'))).toEqual(audio.map((item) => item.enResName));
    expect(document.querySelector('main video')).toBeNull();
  });

  it('is still a search when the URL has a keyword', async () => {
    const { status, document } = await page('/audioList?type=video&index=-1&q=metasurface&slds=optics&lang=en');
    expect(status).toBe(200);
    expect(document.querySelector('[data-block="search-results"]')).not.toBeNull();
    expect(document.querySelector('main video')).toBeNull();
  });
});
