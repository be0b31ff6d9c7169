import { z } from 'zod';
import { page, pagingQuery } from '../page.ts';
import { flag, numericId } from '../primitives.ts';
import { captchaRule, emailRule, nameRule, researchFieldRule, subscriptionEmailRule } from './account-rules.ts';
import type { MessageKey } from './member-messages.ts';
import type { AnySchema } from '../any-schema.ts';

/**
 * The member endpoints of spec §7 (`/front/frontMembers/*`, `/front/personalAlbum/*`): their queries or bodies and
 * the `data` of their replies. Every reply is the usual envelope `{ status, message?, data? }`. Every endpoint but
 * unSubscribeByToken needs a signed-in member (`token` header or `commonToken` cookie; otherwise envelope status
 * 401) and serves only that member's own records: another member's id answers {@link memberStatusCodes.notFound}.
 *
 * Validation messages are keys of member-messages.ts or account-messages.ts; the server answers the text in the
 * reader's language (`language` header; absent = zh) with status 40000, and success replies carry the spec's
 * success message (e.g. 'collection successful') in `message`.
 *
 * Additive only: a client helper is written against this file.
 */
export const memberPaths = {
  info: '/rc-pub/front/frontMembers/info',
  saveInfo: '/rc-pub/front/frontMembers/saveInfo',
  uploadPhoto: '/rc-pub/front/frontMembers/uploadPhoto',
  /** GET `${memberFile}/{name}`: the caller's own photo or album cover (photoUrl, coverUrl point here). */
  memberFile: '/rc-pub/front/frontMembers/file',
  collect: '/rc-pub/front/frontMembers/collect',
  collects: '/rc-pub/front/frontMembers/collects',
  isCollect: '/rc-pub/front/frontMembers/isCollect',
  unCollectByIdAndType: '/rc-pub/front/frontMembers/unCollectByIdAndType',
  downloads: '/rc-pub/front/frontMembers/downloads',
  historys: '/rc-pub/front/frontMembers/historys',
  /** GET `?bookId=`: where the member reads a book (the site's book cloud, else its page here); `data` is that URL. */
  jumpBookCloud: '/rc-pub/front/frontMembers/jumpBookCloud',
  subscribe: '/rc-pub/front/frontMembers/subscribe',
  unSubscribe: '/rc-pub/front/frontMembers/unSubscribe',
  isSubscribe: '/rc-pub/front/frontMembers/isSubscribe',
  subscribeList: '/rc-pub/front/frontMembers/subscribeList',
  /** The link in every alert e-mail; needs no session (the token is the proof). */
  unSubscribeByToken: '/rc-pub/front/frontMembers/unSubscribeByToken',
  albumSearch: '/rc-pub/front/personalAlbum/search',
  saveAlbum: '/rc-pub/front/personalAlbum/saveAlbum',
  editAlbum: '/rc-pub/front/personalAlbum/editAlbum',
  deleteAlbum: '/rc-pub/front/personalAlbum/delete',
  albumInfo: '/rc-pub/front/personalAlbum/info',
  addItems: '/rc-pub/front/personalAlbum/res/addList',
  albumItems: '/rc-pub/front/personalAlbum/res/search',
  deleteItems: '/rc-pub/front/personalAlbum/res/delete',
} as const;

/**
 * HTTP methods of {@link memberPaths}. GETs read their input from the query, POSTs from a JSON body; uploadPhoto is
 * multipart (file field `file`), saveAlbum and editAlbum take JSON or multipart (text fields plus file field `cover`).
 */
export const memberMethods = {
  info: 'GET',
  saveInfo: 'POST',
  uploadPhoto: 'POST',
  memberFile: 'GET',
  collect: 'POST',
  collects: 'GET',
  isCollect: 'GET',
  unCollectByIdAndType: 'POST',
  downloads: 'GET',
  historys: 'GET',
  jumpBookCloud: 'GET',
  subscribe: 'POST',
  unSubscribe: 'POST',
  isSubscribe: 'GET',
  subscribeList: 'GET',
  unSubscribeByToken: 'GET',
  albumSearch: 'GET',
  saveAlbum: 'POST',
  editAlbum: 'POST',
  deleteAlbum: 'POST',
  albumInfo: 'GET',
  addItems: 'POST',
  albumItems: 'GET',
  deleteItems: 'POST',
} as const satisfies Record<keyof typeof memberPaths, 'GET' | 'POST'>;

/** Envelope statuses of member replies besides 0, 401 and 40000 (bad input; the message names the first problem). */
export const memberStatusCodes = {
  /** A resource, favourite, album, album item or subscription that does not exist, or is not the caller's (HTTP 404). */
  notFound: 40400,
  /** Wrong, expired or already used captcha: fetch a new one (as auth-api.ts). */
  captchaRejected: 40012,
  /** The upload is not an accepted picture, or too large (HTTP 400; 413 when over the size). */
  badPicture: 40001,
} as const;

const key = (message: MessageKey) => message;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const noControlCharacters = /^[^\u0000-\u001f\u007f-\u009f]*$/;

/** Pictures members upload (spec §5 and §9): checked by their bytes, not their name. */
export const memberUploadLimits = {
  /** Profile picture: JPG, PNG or BMP, under 5M. */
  photoTypes: ['jpg', 'png', 'bmp'],
  photoMaxBytes: 5 * 1024 * 1024 - 1,
  /** Album cover: JPG or PNG, at most 3M. */
  coverTypes: ['jpg', 'png'],
  coverMaxBytes: 3 * 1024 * 1024,
} as const;

/**
 * What a member may collect or put in an album (spec §3 "album tab type article, publication, audio, video"), named as
 * search names kinds (schemas/search/search-request.ts): a publication is a `journal`.
 */
export const memberResourceTypes = ['article', 'journal', 'audio', 'video'] as const;
export const memberResourceType = z.enum(memberResourceTypes, { error: key('resourceTypeInvalid') });
export type MemberResourceType = z.infer<typeof memberResourceType>;

/** The spec's own names are read too: `publication` is a journal, `thesis` an article. */
const resourceTypeAliases: Record<string, MemberResourceType> = { publication: 'journal', thesis: 'article' };
export const memberResourceTypeInput = z.preprocess(
  (value) => (typeof value === 'string' && Object.hasOwn(resourceTypeAliases, value) ? resourceTypeAliases[value] : value),
  memberResourceType,
);

/** One resource, by type and id. */
export const resourceRef = z.object({ id: numericId, type: memberResourceTypeInput });
export type ResourceRef = z.output<typeof resourceRef>;

/** How many records of each type a list holds (the personal centre's tabs). */
export const countsByType = z.object({ article: z.number().int(), journal: z.number().int(), audio: z.number().int(), video: z.number().int() });
export type CountsByType = z.infer<typeof countsByType>;

/** A resource as the personal centre lists it. */
export const memberResource = z.object({
  type: memberResourceType,
  id: z.number().int(),
  siteId: z.number().int(),
  /** The site's short name, for links such as `/{sld}/{lang}/article/{id}`; null when the site is gone. */
  sld: z.string().nullable(),
  title: z.string(),
  enTitle: z.string(),
  authors: z.array(z.string()),
  /** The journal of an article, the source paper of audio and video; empty for a journal. */
  source: z.string(),
  enSource: z.string(),
  doi: z.string(),
  publishDate: z.string(),
  /** A journal's cover, a video's poster; empty when none. */
  imageUrl: z.string(),
  /** Where audio and video play; empty for articles and journals. */
  url: z.string(),
});
export type MemberResource = z.infer<typeof memberResource>;

/**
 * A record that names a resource (favourite, album item, download, reading). `exists` false: the resource has been
 * deleted since, `resource` is null and the client asks 'The paper no longer exists, shall we delete this record?'
 * (message key `paperGone`, `journalGone` or `mediaGone`, given in `goneMessage`).
 */
const resourceRecord = z.object({
  /** The record's own id (not the resource's). */
  id: z.number().int(),
  type: memberResourceType,
  resourceId: z.number().int(),
  exists: z.boolean(),
  resource: memberResource.nullable(),
  /** The question to ask when `exists` is false, in the reader's language; null otherwise. */
  goneMessage: z.string().nullable(),
});

function pageWithCounts<Item extends AnySchema>(item: Item) {
  return page(item).extend({ counts: countsByType });
}

// ——— Profile ———

export const genders = ['male', 'female'] as const;
export const gender = z.enum(genders, { error: key('genderInvalid') });

/** Optional free text: absent, null and blank are ''. */
const optionalText = (maxLength: number) =>
  z
    .string({ error: key('invalidInput') })
    .trim()
    .max(maxLength, key('fieldTooLong'))
    .regex(noControlCharacters, key('invalidInput'))
    .nullish()
    .transform((value) => value ?? '');

/** GET info. `email` is the contact address of the profile (the sign-in address until the member changes it). */
export const memberInfo = z.object({
  id: z.number().int(),
  /** Read-only here (changed by /api/changeMobile); null when none is linked. */
  mobile: z.string().nullable(),
  /** The address the member signs in with, if any; read-only here. */
  loginEmail: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  region: z.string(),
  major: z.string(),
  institution: z.string(),
  researchField: z.string(),
  gender: gender.nullable(),
  /** The profile picture (GET, the member's own session only), or null. */
  photoUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/** POST saveInfo (spec §3 Profile, §5: name, e-mail and research field required). A `mobile` field is ignored. */
export const saveInfoRequest = z.object({
  name: nameRule,
  email: emailRule,
  region: optionalText(100),
  major: optionalText(100),
  institution: optionalText(200),
  researchField: researchFieldRule,
  gender: z.preprocess((value) => (value === '' ? null : value), gender.nullish()).transform((value) => value ?? null),
});
export type SaveInfoRequest = z.input<typeof saveInfoRequest>;
/** Reply of saveInfo: the saved profile. */
export const saveInfoReply = memberInfo;

/** POST uploadPhoto (multipart, file field `file`): JPG, PNG or BMP under 5M; becomes the profile picture. */
export const uploadPhotoReply = z.object({ photoUrl: z.string() });
export type UploadPhotoReply = z.infer<typeof uploadPhotoReply>;

/** GET `${memberFile}/{name}`: the name of one of the caller's own files (any other answers not found). */
export const memberFileParams = z.object({ name: z.string() });

// ——— Favourites ———

export const favourite = resourceRecord.extend({ createdAt: z.string() });
export type Favourite = z.infer<typeof favourite>;

/** POST collect: adds a resource to the favourites ('Article id is not exist.' when there is no such resource). */
export const collectRequest = resourceRef;
export type CollectRequest = z.input<typeof collectRequest>;
export const collectReply = favourite;

/** GET collects: favourites newest first, of one type (tab) or all. */
export const collectsQuery = pagingQuery.extend({ type: memberResourceTypeInput.optional() });
export type CollectsQuery = z.input<typeof collectsQuery>;
export const collectsReply = pageWithCounts(favourite);
export type CollectsReply = z.infer<typeof collectsReply>;

/** GET isCollect: whether the resource is among the caller's favourites. */
export const isCollectQuery = resourceRef;
export type IsCollectQuery = z.input<typeof isCollectQuery>;
export const isCollectReply = z.boolean();

/** POST unCollectByIdAndType: one resource (`id`, `type`) or a batch (`items`); an empty batch is 'No data selected'. */
export const unCollectRequest = z
  .object({
    id: numericId.optional(),
    type: memberResourceTypeInput.optional(),
    items: z.array(resourceRef, { error: key('noDataSelected') }).max(500, key('tooManyItems')).optional(),
  })
  .superRefine((value, context) => {
    if ((value.id === undefined) !== (value.type === undefined)) context.addIssue({ code: 'custom', path: ['type'], message: key('resourceTypeInvalid') });
  })
  .transform(({ id, type, items }) => [...(id !== undefined && type !== undefined ? [{ id, type }] : []), ...(items ?? [])])
  .pipe(z.array(z.object({ id: z.number(), type: memberResourceType })).min(1, key('noDataSelected')));
export type UnCollectRequest = z.input<typeof unCollectRequest>;
export const deletedReply = z.object({ deleted: z.number().int() });
export type DeletedReply = z.infer<typeof deletedReply>;

// ——— Downloads and reading history ———

/** GET downloads: the caller's downloads (article PDFs and tables), most recent first. */
export const downloadsQuery = pagingQuery;
export const downloadRecord = resourceRecord.extend({
  part: z.enum(['pdf', 'table']),
  /** The table's key within the article (`tbl1`, `#0`) for a table export; null for the PDF. */
  tableKey: z.string().nullable(),
  count: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type DownloadRecord = z.infer<typeof downloadRecord>;
export const downloadsReply = page(downloadRecord);
export type DownloadsReply = z.infer<typeof downloadsReply>;

/** GET historys: articles the caller has read, most recent first. */
export const historysQuery = pagingQuery;
export const historyRecord = resourceRecord.extend({ count: z.number().int(), firstAt: z.string(), lastAt: z.string() });
export type HistoryRecord = z.infer<typeof historyRecord>;
export const historysReply = page(historyRecord);
export type HistorysReply = z.infer<typeof historysReply>;

/**
 * GET jumpBookCloud: where the signed-in member reads a book of the site (`bookId`), or the book shelf (none): the
 * site's book cloud (site.json `features.bookCloudUrl`, given the book's ISBN as `isbn`), else the book's page on this
 * portal. `data` is that absolute URL; a book that is not the site's answers 40400.
 */
export const jumpBookCloudQuery = z.object({ bookId: numericId.optional() });
export type JumpBookCloudQuery = z.input<typeof jumpBookCloudQuery>;
export const jumpBookCloudReply = z.url();

// ——— Subscriptions ———

/** Spec §9: current issue, Online First, keywords, column. */
export const subscriptionTypes = ['current', 'onlineFirst', 'keywords', 'column'] as const;
export const subscriptionType = z.enum(subscriptionTypes, { error: key('subscriptionTypeRequired') });
export type SubscriptionType = z.infer<typeof subscriptionType>;

/** Keywords as typed: separated by ';' (a full-width '；' too), trimmed, blanks and repeats dropped. */
export const subscriptionKeywords = z
  .union([z.string({ error: key('invalidInput') }).max(2000, key('fieldTooLong')), z.array(z.string().max(200, key('fieldTooLong'))).max(50, key('fieldTooLong'))])
  .transform((value) => {
    const words = (Array.isArray(value) ? value : value.split(/[;；]/)).map((word) => word.trim()).filter((word) => word !== '');
    const firstOfEach = new Map<string, string>();
    for (const word of words) if (!firstOfEach.has(word.toLowerCase())) firstOfEach.set(word.toLowerCase(), word);
    return [...firstOfEach.values()];
  })
  .pipe(z.array(z.string().max(100, key('fieldTooLong')).regex(noControlCharacters, key('invalidInput'))).max(20, key('fieldTooLong')));

/** The image captcha of GET /rc-pub/api/captcha: its id and the reader's answer (spec §5). */
const captchaFields = {
  captchaId: z.string({ error: key('captchaRequired') }).min(1, key('captchaRequired')).max(64, key('captchaExpired')),
  captcha: captchaRule,
};

/**
 * POST subscribe, for the site of the request (`siteId` header or query): e-mail alerts of new articles. `keywords`
 * for type keywords, `columnId` (a column of the site's journal) for type column. Subscribing again to the same
 * rule with the same e-mail answers the existing subscription.
 */
export const subscribeRequest = z
  .object({
    email: subscriptionEmailRule,
    ...captchaFields,
    type: subscriptionType,
    keywords: subscriptionKeywords.optional(),
    columnId: numericId.nullish(),
  })
  .superRefine((value, context) => {
    if (value.type === 'keywords' && !value.keywords?.length) context.addIssue({ code: 'custom', path: ['keywords'], message: key('keywordsRequired') });
    if (value.type === 'column' && (value.columnId === undefined || value.columnId === null)) {
      context.addIssue({ code: 'custom', path: ['columnId'], message: key('columnRequired') });
    }
  })
  .transform((value) => ({
    ...value,
    keywords: value.type === 'keywords' ? (value.keywords ?? []) : [],
    columnId: value.type === 'column' ? (value.columnId ?? null) : null,
  }));
export type SubscribeRequest = z.input<typeof subscribeRequest>;

export const subscription = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  sld: z.string().nullable(),
  email: z.string(),
  type: subscriptionType,
  keywords: z.array(z.string()),
  columnId: z.number().int().nullable(),
  /** The column's name in the subscription's language; empty for other types. */
  columnName: z.string(),
  /** The language alert e-mails are written in: the reader's when subscribing. */
  language: z.enum(['zh', 'en']),
  createdAt: z.string(),
  /** False until the address's owner follows the link mailed to it; only confirmed subscriptions get alerts. */
  confirmed: z.boolean(),
});
export type Subscription = z.infer<typeof subscription>;
export const subscribeReply = subscription;

/**
 * POST unSubscribe (spec §4: "unsubscribe by entering the e-mail again"): ends the caller's subscriptions on the
 * request's site that send to this e-mail — all of them, or those of `type`, or the one `id`.
 */
export const unSubscribeRequest = z.object({
  email: subscriptionEmailRule,
  ...captchaFields,
  type: subscriptionType.optional(),
  id: numericId.optional(),
});
export type UnSubscribeRequest = z.input<typeof unSubscribeRequest>;
export const unSubscribeReply = deletedReply;

/** GET isSubscribe: whether the caller subscribes on the request's site (to `type`, and `columnId` for a column). */
export const isSubscribeQuery = z.object({ type: subscriptionType.optional(), columnId: numericId.optional() });
export type IsSubscribeQuery = z.input<typeof isSubscribeQuery>;
export const isSubscribeReply = z.object({
  subscribed: z.boolean(),
  /** The e-mail of the first matching subscription, to fill the unsubscribe form; null when none. */
  email: z.string().nullable(),
  subscriptions: z.array(subscription),
});
export type IsSubscribeReply = z.infer<typeof isSubscribeReply>;

/** GET subscribeList: the caller's subscriptions on every site, newest first (`siteId` query: one site's only). */
export const subscribeListQuery = z.object({ siteId: numericId.optional() });
export const subscribeListReply = z.array(subscription);
export type SubscribeListReply = z.infer<typeof subscribeListReply>;

/**
 * GET unSubscribeByToken?token=…: the unsubscribe link of an alert e-mail. Answers a small HTML page to a browser
 * (Accept: text/html), else the envelope.
 */
export const unSubscribeByTokenQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be the token of an unsubscribe link') });
export const unSubscribeByTokenReply = z.object({ email: z.string(), siteId: z.number().int() });

/** The link of the confirmation e-mail a new alert address gets (double opt-in); needs no session. */
export const confirmSubscriptionPath = '/rc-pub/front/frontMembers/confirmSubscription';

/**
 * GET confirmSubscription?token=…&lang=…: the link of the confirmation e-mail. Answers a small HTML page in `lang`
 * (a UI language segment; else zh) to a browser, else the envelope.
 */
export const confirmSubscriptionQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be the token of a confirmation link'),
  lang: z.string().max(8).optional(),
});
export const confirmSubscriptionReply = z.object({ email: z.string(), siteId: z.number().int() });

// ——— Personal albums ———

export const personalAlbum = z.object({
  id: z.number().int(),
  name: z.string(),
  enName: z.string(),
  /** The cover picture (GET, the owner's session only), or null. */
  coverUrl: z.string().nullable(),
  itemCount: z.number().int(),
  counts: countsByType,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PersonalAlbum = z.infer<typeof personalAlbum>;

/** GET search: the caller's albums, newest first; `name` filters by a part of the name (either language). */
export const albumSearchQuery = pagingQuery.extend({ name: z.string().trim().max(100).optional() });
export type AlbumSearchQuery = z.input<typeof albumSearchQuery>;
export const albumSearchReply = page(personalAlbum);
export type AlbumSearchReply = z.infer<typeof albumSearchReply>;

/** POST saveAlbum: a new album (spec §3: name, English name, cover). The cover is file field `cover` of a multipart body. */
export const saveAlbumRequest = z.object({
  name: z
    .string({ error: (issue) => key(issue.input === undefined || issue.input === null ? 'albumNameRequired' : 'invalidInput') })
    .trim()
    .min(1, key('albumNameRequired'))
    .max(50, key('fieldTooLong'))
    .regex(noControlCharacters, key('invalidInput')),
  enName: optionalText(100),
});
export type SaveAlbumRequest = z.input<typeof saveAlbumRequest>;
export const saveAlbumReply = personalAlbum;

/** POST editAlbum: renames the album; a new `cover` file replaces the cover, `removeCover` 1 removes it. */
export const editAlbumRequest = saveAlbumRequest.extend({ id: numericId, removeCover: flag.default(false) });
export type EditAlbumRequest = z.input<typeof editAlbumRequest>;
export const editAlbumReply = personalAlbum;

/** POST delete: one album (`id`) or several (`ids`), with their items. */
export const deleteAlbumRequest = z
  .object({ id: numericId.optional(), ids: z.array(numericId).max(500, key('tooManyItems')).optional() })
  .transform(({ id, ids }) => [...new Set([...(id === undefined ? [] : [id]), ...(ids ?? [])])])
  .pipe(z.array(z.number()).min(1, key('noDataSelected')));
export type DeleteAlbumRequest = z.input<typeof deleteAlbumRequest>;
export const deleteAlbumReply = deletedReply;

/** GET info: one album. */
export const albumInfoQuery = z.object({ id: numericId });
export const albumInfoReply = personalAlbum;

/**
 * POST res/addList: resources into the favourites (`favourites` 1) and/or albums (`albumIds`). Neither chosen:
 * 'Please choose favorites or my albums'; albums chosen (`albums` 1) but none picked: 'Please select one of the
 * albums'; no resources: 'No data selected'. Already present resources are left as they are.
 */
export const addItemsRequest = z
  .object({
    items: z.array(resourceRef, { error: key('noDataSelected') }).min(1, key('noDataSelected')).max(200, key('tooManyItems')),
    favourites: flag.default(false),
    albums: flag.optional(),
    albumIds: z.array(numericId).max(100, key('tooManyItems')).default([]),
  })
  .superRefine((value, context) => {
    const albums = value.albums ?? value.albumIds.length > 0;
    if (!value.favourites && !albums) context.addIssue({ code: 'custom', path: ['favourites'], message: key('chooseFavouritesOrAlbums') });
    else if (albums && value.albumIds.length === 0) context.addIssue({ code: 'custom', path: ['albumIds'], message: key('selectOneAlbum') });
  })
  .transform(({ items, favourites, albumIds }) => ({ items, favourites, albumIds: [...new Set(albumIds)] }));
export type AddItemsRequest = z.input<typeof addItemsRequest>;
export const addItemsReply = z.object({
  /** Resources newly added to the favourites. */
  favouritesAdded: z.number().int(),
  albums: z.array(z.object({ albumId: z.number().int(), added: z.number().int() })),
});
export type AddItemsReply = z.infer<typeof addItemsReply>;

/** An album's item. */
export const albumItem = resourceRecord.extend({ albumId: z.number().int(), createdAt: z.string() });
export type AlbumItem = z.infer<typeof albumItem>;

/** GET res/search: an album's items newest first, of one tab (`type`) or all, with each tab's count. */
export const albumItemsQuery = pagingQuery.extend({ albumId: numericId, type: memberResourceTypeInput.optional() });
export type AlbumItemsQuery = z.input<typeof albumItemsQuery>;
export const albumItemsReply = pageWithCounts(albumItem);
export type AlbumItemsReply = z.infer<typeof albumItemsReply>;

/** POST res/delete: album items by their ids (batch); an empty selection is 'No data selected'. */
export const deleteItemsRequest = z.object({
  ids: z.array(numericId, { error: key('noDataSelected') }).min(1, key('noDataSelected')).max(500, key('tooManyItems')),
});
export type DeleteItemsRequest = z.input<typeof deleteItemsRequest>;
export const deleteItemsReply = deletedReply;
