import { accountMessages, type AccountMessageKey } from './account-messages.ts';

/**
 * Messages of the personal centre (favourites, albums, downloads, history, profile, subscriptions), in Chinese and
 * English. English texts quoted by spec §5 and §8 are kept verbatim. The member schemas (member-api.ts) name their
 * validation messages by key — a key of this catalogue or of the account catalogue (account-messages.ts) — and the
 * server answers the text in the reader's language. `{name}` marks a value filled in by {@link memberMessage}.
 *
 * Additive only: keys are a contract between the client and the server.
 */
export const memberMessages = {
  // Selections (spec §5).
  noDataSelected: { zh: '未选择数据', en: 'No data selected' },
  selectFirst: { zh: '请先选择', en: 'Please select first' },
  chooseFavouritesOrAlbums: { zh: '请选择收藏夹或我的专辑', en: 'Please choose favorites or my albums' },
  selectOneAlbum: { zh: '请选择一个专辑', en: 'Please select one of the albums' },
  tooManyItems: { zh: '一次选择的项目过多', en: 'Too many items selected at once' },

  // Resources and records (spec §8).
  resourceNotFound: { zh: '文章id不存在。', en: 'Article id is not exist.' },
  paperGone: { zh: '该论文已不存在，是否删除该记录？', en: 'The paper no longer exists, shall we delete this record?' },
  journalGone: { zh: '该期刊已不存在，是否删除该记录？', en: 'The journal no longer exists, shall we delete this record?' },
  mediaGone: { zh: '该资源已不存在，是否删除该记录？', en: 'The resource no longer exists, shall we delete this record?' },
  resourceTypeInvalid: { zh: '资源类型不正确', en: 'The resource type is invalid' },
  recordNotFound: { zh: '记录不存在', en: 'The record does not exist' },

  // Profile (spec §3, §5).
  genderInvalid: { zh: '请选择男或女', en: 'Please choose male or female' },
  pictureRequired: { zh: '请选择要上传的图片', en: 'Please choose a picture to upload' },
  photoType: { zh: '头像仅支持JPG、PNG、BMP格式', en: 'The profile picture must be a JPG, PNG or BMP image' },
  photoSize: { zh: '头像大小须小于5M', en: 'The profile picture must be smaller than 5M' },

  // Albums (spec §3, §5).
  albumNameRequired: { zh: '请输入专辑名称', en: 'Please enter the album name' },
  albumNotFound: { zh: '专辑不存在', en: 'The album does not exist' },
  coverType: { zh: '专辑封面仅支持JPG、PNG格式', en: 'The album cover must be a JPG or PNG image' },
  coverSize: { zh: '专辑封面不能超过3M', en: 'The album cover must be at most 3M' },

  // Subscriptions (spec §3, §5).
  subscriptionTypeRequired: { zh: '请选择订阅类型', en: 'Please choose a subscription type' },
  keywordsRequired: { zh: '请输入关键词，多个关键词用;分隔', en: 'Please enter keywords, separated by ;' },
  columnRequired: { zh: '请选择栏目', en: 'Please choose a column' },
  columnNotFound: { zh: '栏目不存在', en: 'The column does not exist' },
  subscriptionNotFound: { zh: '未找到该邮箱的订阅', en: 'No subscription found for this e-mail' },
  unsubscribeLinkInvalid: { zh: '退订链接无效或已使用', en: 'This unsubscribe link is invalid or has already been used' },

  // Successes (spec §8).
  submittedSuccessfully: { zh: '提交成功', en: 'Submitted successfully' },
  deletedSuccessfully: { zh: '删除成功！', en: 'Deleted successfully!' },
  collectionSuccessful: { zh: '收藏成功', en: 'collection successful' },
  cancellationSuccessful: { zh: '取消成功', en: 'cancellation successful' },
  subscriptionSuccessful: { zh: '订阅成功', en: 'Subscription successfully' },
  subscriptionPending: { zh: '请打开发送到该邮箱的链接以确认订阅', en: 'Please open the link sent to this e-mail to confirm the subscription' },
  subscriptionConfirmed: { zh: '订阅已确认', en: 'Subscription confirmed' },
  confirmLinkInvalid: { zh: '确认链接无效或已使用', en: 'This confirmation link is invalid or has already been used' },
  unsubscriptionSuccessful: { zh: '退订成功', en: 'Unsubscription successfully' },
  addedToAlbum: { zh: '已添加到专辑', en: 'Added to album' },

  // The alert e-mail (server/alerts).
  alertSubject: { zh: '{site}：您订阅的{count}篇新文章', en: '{site}: {count} new article(s) for your subscription' },
  alertIntro: { zh: '您好，以下是符合您订阅（{rule}）的新文章：', en: 'Hello, these new articles match your subscription ({rule}):' },
  alertUnsubscribe: { zh: '不想再收到此类邮件？点击退订：', en: 'No longer want these e-mails? Unsubscribe:' },
  ruleCurrent: { zh: '最新一期', en: 'current issue' },
  ruleOnlineFirst: { zh: '优先出版', en: 'Online First' },
  ruleKeywords: { zh: '关键词：{keywords}', en: 'keywords: {keywords}' },
  ruleColumn: { zh: '栏目：{column}', en: 'column: {column}' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type MemberMessageKey = keyof typeof memberMessages;
/** A key of either catalogue: what member schemas put in an issue's message. */
export type MessageKey = MemberMessageKey | AccountMessageKey;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && (Object.hasOwn(memberMessages, value) || Object.hasOwn(accountMessages, value));
}

/** The two languages messages are written in: zh for `zh` and for no language at all (spec §7), en otherwise. */
export const messageLanguageOf = (language: string | undefined): 'zh' | 'en' => (language === undefined || language === 'zh' ? 'zh' : 'en');

/** A message of either catalogue in the reader's language, `{name}` placeholders filled from `values`. */
export function memberMessage(key: MessageKey, language: string | undefined, values: Record<string, string | number> = {}): string {
  const entry: { zh: string; en: string } = Object.hasOwn(memberMessages, key) ? memberMessages[key as MemberMessageKey] : accountMessages[key as AccountMessageKey];
  return entry[messageLanguageOf(language)].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
