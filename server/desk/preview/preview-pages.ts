import type { Kysely } from 'kysely';
import { articleEndpoints } from '../../../schemas/api/article-endpoints.ts';
import { catalogueEndpoints } from '../../../schemas/api/catalogue-endpoints.ts';
import { contentListEndpoints } from '../../../schemas/api/content-list-endpoints.ts';
import type { Endpoint } from '../../../schemas/api/endpoint.ts';
import type { MediaItem } from '../../../schemas/content/media.ts';
import type { DeskItemOf } from '../../../schemas/desk/desk-kinds.ts';
import type { PreviewedKind } from '../../../schemas/desk/desk-preview.ts';
import type { Envelope } from '../../../schemas/envelope.ts';
import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import type { MenuItem } from '../../../schemas/menu.ts';
import type { Page } from '../../../schemas/page.ts';
import type { DirectGet, DirectGetReply } from '../../../schemas/render-contract.ts';
import { familyPrefix } from '../../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../../schemas/routes/screen-href.ts';
import { standaloneHref } from '../../../schemas/routes/standalone-href.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { enabledMenuItem } from '../../content/info-pages.ts';
import type { Database } from '../../db/tables.ts';
import { articlePagePreview } from './article-page-preview.ts';
import { issueContentsPreview } from './issue-contents-preview.ts';

/** Where the item's page is read: the site (by sld, with its menu) in one language. */
export type PreviewPlace = { sld: string; lang: LanguageSegment; menu: MenuItem[] };

/** What answering the page's GETs may read: the database, the site, and the GET as it would go without the preview. */
export type PreviewReads = { db: Kysely<Database>; siteId: number; sld: string; next: (call: DirectGet) => Promise<DirectGetReply | undefined> };

type PreviewPage<K extends PreviewedKind> = {
  /** The reader's address of the item's page, from the route table. */
  address(item: DeskItemOf<K>, place: PreviewPlace): string;
  /** The data of the page's GET that reads the item: the item as saved, in place of what readers get. Undefined: another GET. */
  answer(call: DirectGet, item: DeskItemOf<K>, reads: PreviewReads): unknown;
};

/** Whether the page's GET is this endpoint's, with these query values. */
function asks(call: DirectGet, entry: Endpoint, query: Record<string, string | undefined> = {}): boolean {
  return call.path === entry.path && Object.entries(query).every(([name, value]) => (call.query.get(name) ?? undefined) === value);
}

/** The first enabled menu item of a code (its id names the page a heading: the editorial board's, the journal's). */
function menuItemOfCode(items: MenuItem[], code: string): MenuItem | undefined {
  for (const item of items) {
    if (!item.enable) continue;
    if (item.code === code) return item;
    const found = menuItemOfCode(item.children, code);
    if (found) return found;
  }
  return undefined;
}

/** A list's first page with the saved recording first: the rest of the page as readers have it, less the recording. */
async function mediaListWith(call: DirectGet, item: DeskItemOf<'media'>, reads: PreviewReads): Promise<Page<MediaItem>> {
  const size = Number(call.query.get('size') ?? 10);
  const reply = await reads.next(call);
  const envelope = reply?.envelope as Envelope<Page<MediaItem>> | undefined;
  const published = envelope?.status === statusCodes.ok ? envelope.data : undefined;
  const others = (published?.content ?? []).filter((one) => one.id !== item.id);
  const totalElements = (published?.totalElements ?? others.length) + (item.status === 'published' ? 0 : 1);
  return { content: [item.data, ...others].slice(0, size), totalElements, totalPages: Math.ceil(totalElements / size), number: 0, size };
}

/** Each previewed kind: its reader's page, and the GET of that page the saved item answers. */
export const previewPages: { [K in PreviewedKind]: PreviewPage<K> } = {
  article: {
    address: (item, { sld, lang }) => screenHref(familyPrefix(lang, sld), 'article', { thesisId: item.id }),
    answer: (call, item, { db, sld }) => {
      const byDoi = item.data.doi !== '' && call.query.get('doi')?.toLowerCase() === item.data.doi.toLowerCase();
      return asks(call, articleEndpoints.articlePage) && (call.query.get('id') === String(item.id) || byDoi) ? articlePagePreview(db, sld, item.data) : undefined;
    },
  },
  issue: {
    address: ({ data }, { sld, lang }) => screenHref(familyPrefix(lang, sld), 'issue', { year: data.year, issue: data.issue }),
    answer: (call, { data }, { db, siteId, sld }) => {
      const asked = asks(call, catalogueEndpoints.issueToc, { periodId: String(data.id) }) || asks(call, catalogueEndpoints.issueToc, { year: String(data.year), issue: data.issue });
      return asked ? issueContentsPreview(db, siteId, sld, data) : undefined;
    },
  },
  news: {
    address: (item, { sld, lang }) => screenHref(familyPrefix(lang, sld), 'newsDetails', { id: item.id }),
    answer: (call, item) => (asks(call, catalogueEndpoints.newsDetail, { id: String(item.id) }) ? item.data : undefined),
  },
  expert: {
    // The board's page with the member shown in detail, under the menu's editorial board item (0: none).
    address: (item, { sld, lang, menu }) => screenHref(familyPrefix(lang, sld), 'editorialBoard', { id: menuItemOfCode(menu, 'editorial')?.id ?? 0, editorialId: item.id }),
    answer: (call, item) => (asks(call, catalogueEndpoints.expertDetail, { id: String(item.id) }) ? item.data : undefined),
  },
  book: {
    address: (item, { sld, lang }) => standaloneHref('bookList', [['id', item.id], ['slds', sld], ['lang', lang]]),
    answer: (call, item) => (asks(call, catalogueEndpoints.bookDetail, { id: String(item.id) }) ? item.data : undefined),
  },
  media: {
    address: (item, { sld, lang }) => standaloneHref('audioList', [['type', item.data.kind], ['slds', sld], ['lang', lang]]),
    answer: (call, item, reads) =>
      asks(call, contentListEndpoints.mediaList, { kind: item.data.kind }) && Number(call.query.get('page') ?? 0) === 0 ? mediaListWith(call, item, reads) : undefined,
  },
  page: {
    // A composite page's item opens `newcomposite/{id}`; every other item's page is `info/{id}`.
    address: (item, { sld, lang, menu }) =>
      enabledMenuItem(menu, item.id)?.code === 'newComposite' ? screenHref(familyPrefix(lang, sld), 'newcomposite', { id: item.id }) : screenHref(familyPrefix(lang, sld), 'info', { id: item.id }),
    answer: (call, item) => (asks(call, catalogueEndpoints.channelInfo, { id: String(item.id) }) ? item.data : undefined),
  },
  journal: {
    address: (_item, { sld, lang, menu }) => screenHref(familyPrefix(lang, sld), 'about', { id: menuItemOfCode(menu, 'periodIntroduce')?.id }),
    answer: (call, item) => {
      const asked = call.query.get('publicationId');
      return call.path === contentListEndpoints.publicationDetail.path && (asked === null || asked === String(item.id)) ? item.data : undefined;
    },
  },
};
