import type { Generated } from 'kysely';

/**
 * Row shapes of the reference database. Columns hold what queries filter and sort on; `data` holds the rest of the
 * entity as validated JSON (its type is the entity schema's, in schemas/content).
 */
export type JournalTable = { id: number; site_id: number; data: string };
export type JournalColumnTable = { id: number; journal_id: number; sort: Generated<number>; data: string };
export type PeriodTable = { id: number; journal_id: number; year: number; issue: string; publish_date: Generated<string>; data: string };
export type ArticleTable = {
  id: number;
  site_id: number;
  journal_id: number;
  period_id: number | null;
  column_id: number | null;
  doi: Generated<string>;
  language: string;
  first_status: Generated<number>;
  year: number;
  publish_date: Generated<string>;
  open_access: Generated<number>;
  visits: Generated<number>;
  downloads: Generated<number>;
  reference_count: Generated<number>;
  comment_count: Generated<number>;
  data: string;
  /** What a table of contents shows (server/db/toc-entry.ts); null in rows written by hand. */
  toc_entry: string | null;
  /** When the article's metadata last changed, `YYYY-MM-DDThh:mm:ssZ` (migration 0013: triggers keep it). */
  updated_at: Generated<string>;
  /** The order in which articles reached readers (migration 0016: a trigger numbers each new row), for e-mail alerts. */
  arrival: Generated<number | null>;
};
/** The full text of an article read from JATS (`data`: schemas/content/article-content.ts), one row per article. */
export type ArticleContentTable = {
  article_id: number;
  language: string;
  data: string;
  updated_at: Generated<string>;
  /** The source's `<front>` as XML (migration 0014); null when imported before it was kept. */
  jats_front: string | null;
};
/** A package file of an imported article (migration 0003); the file is `<files folder>/<article_id>/<stored_name>`. */
export type ArticleAssetTable = {
  article_id: number;
  href: string;
  role: string;
  stored_name: string;
  media_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  dpi: number | null;
  created_at: Generated<string>;
};
export type NewsTable = { id: number; site_id: number; tab: number; publish_date: string; data: string };
export type ExpertTable = { id: number; site_id: number; topic_id: number; role: string; sort: number; data: string };
export type BookTable = { id: number; site_id: number; publish_date: string; data: string };
export type VirtualAlbumTable = { id: number; site_id: number; data: string };
export type AlbumItemTable = { album_id: number; kind: string; ref_id: number; sort: number };
export type MediaTable = { id: number; site_id: number; kind: string; article_id: number | null; data: string };
export type HotWordTable = { site_id: number; word: string; count: number };
/** A menu item's information page (migration 0009); `data` is schemas/content/info-page.ts. */
export type InfoPageTable = { site_id: number; menu_id: number; data: string };
export type SeedStateTable = { name: string; applied_at: Generated<string> };
/** One searchable resource as search filters, sorts and shows it (migration 0004); its id is its `search_fts` rowid. */
export type SearchDocumentTable = {
  id: number;
  kind: string;
  ref_id: number;
  article_id: number | null;
  site_id: number;
  publication_id: number | null;
  column_id: number | null;
  period_id: number | null;
  year: number | null;
  open_access: number;
  first_status: number;
  has_pdf: number;
  visits: number;
  downloads: number;
  reference_count: number;
  comment_count: number;
  publish_date: string;
  updated_at: string;
  language: string;
  title: string;
  en_title: string;
  summary: string;
  en_summary: string;
  authors: string;
  source: string;
  en_source: string;
  url: string;
  doi: string;
  image_url: string;
};
/** The FTS5 index of search_document (contentless: columns read back as null); text is the analyser's `indexText`. */
export type SearchFtsTable = {
  rowid: number;
  title: string;
  keywords: string;
  authors: string;
  institutions: string;
  summary: string;
  note: string;
  source: string;
  identifiers: string;
  part: string;
  first_page: string;
  last_page: string;
};
/** The filter columns of a search document that PostgreSQL's search_text copies (migration 0032). */
export type SearchTextFilters = Pick<
  SearchDocumentTable,
  'kind' | 'article_id' | 'publication_id' | 'column_id' | 'period_id' | 'year' | 'open_access' | 'first_status' | 'has_pdf'
>;
/**
 * PostgreSQL's counterpart of search_fts (migration 0025): the same analysed text, keyed by the document's id, with
 * its document's filter columns (migration 0032).
 */
export type SearchTextTable = Omit<SearchFtsTable, 'rowid'> & { id: number } & SearchTextFilters;
export type SearchIndexStateTable = { id: number; version: number; built_at: Generated<string> };

/** A registered reader (migration 0006). */
export type MemberTable = {
  id: Generated<number>;
  mobile: string | null;
  email: string | null;
  password_hash: string | null;
  profile: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
};
export type MemberSessionTable = { token_hash: string; member_id: number; created_at: number; expires_at: number };
export type VerificationCodeTable = {
  account: string;
  purpose: string;
  member_id: number | null;
  code_hash: string;
  sent_at: number;
  expires_at: number;
  failed_attempts: Generated<number>;
};
export type MemberThirdPartyTable = { provider: string; subject: string; member_id: number; linked_at: number };

/** The personal centre's records (migration 0008); resource_type is a MemberResourceType (schemas/account/member-api.ts). */
export type FavouriteTable = { id: Generated<number>; member_id: number; resource_type: string; resource_id: number; created_at: Generated<string> };
export type DownloadHistoryTable = {
  id: Generated<number>;
  member_id: number;
  resource_type: string;
  resource_id: number;
  /** `pdf`, or `table:<key>`. */
  part: string;
  count: Generated<number>;
  first_at: Generated<string>;
  last_at: Generated<string>;
};
export type BrowseHistoryTable = {
  id: Generated<number>;
  member_id: number;
  resource_type: string;
  resource_id: number;
  count: Generated<number>;
  first_at: Generated<string>;
  last_at: Generated<string>;
};
export type PersonalAlbumTable = {
  id: Generated<number>;
  member_id: number;
  name: string;
  en_name: Generated<string>;
  cover: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
};
export type PersonalAlbumItemTable = {
  id: Generated<number>;
  member_id: number;
  album_id: number;
  resource_type: string;
  resource_id: number;
  created_at: Generated<string>;
};
export type SubscriptionTable = {
  id: Generated<number>;
  member_id: number;
  site_id: number;
  email: string;
  type: string;
  keywords: Generated<string>;
  column_id: number | null;
  language: string;
  origin: string;
  unsubscribe_token: string;
  checked_through_article_id: Generated<number>;
  created_at: Generated<string>;
  /** Null while pending: alerts go only to subscriptions whose address confirmed them. */
  confirmed_at: string | null;
  confirm_token: string | null;
};
export type SubscriptionAlertTable = { subscription_id: number; member_id: number; article_id: number; sent_at: Generated<string> };

/** A reader counted as visiting an article on a UTC day (migration 0011). */
export type ArticleVisitTable = { article_id: number; reader: string; day: string };

/** The back office (migration 0015): accounts, the sites each works on, sessions and the audit log. */
export type AdminAccountTable = { id: Generated<number>; email: string; name: string; password_hash: string; role: string; disabled: Generated<number>; created_at: Generated<string> };
export type AdminAccountSiteTable = { account_id: number; site_id: number };
export type AdminSessionTable = { token_hash: string; account_id: number; csrf_secret: string; created_at: number; expires_at: number };
export type AuditLogTable = {
  id: Generated<number>;
  at: Generated<string>;
  account_id: number | null;
  account_email: string;
  action: string;
  site_id: number | null;
  target: Generated<string>;
  before: string | null;
  after: string | null;
  source: Generated<string>;
};
/** An item of the content desk (migration 0016): what editors manage, published or not. */
export type DeskItemTable = {
  kind: string;
  id: number;
  site_id: number;
  status: string;
  version: Generated<number>;
  data: string;
  search_text: Generated<string>;
  journal_id: number | null;
  issue_id: number | null;
  deleted_at: string | null;
  updated_at: Generated<string>;
  /** An admin account's id; null when imported or adopted from the reader's tables. */
  updated_by: number | null;
};
/** An article's place in its issue's table of contents as editors ordered it (migration 0019). */
export type TocPositionTable = { period_id: number; article_id: number; position: number };

/** Issue 20: site configuration in the database (migration 0023). */
export type ConfigVersionTable = { id: Generated<number>; document: string; version: number; body: string | null; author: string; message: Generated<string>; created_at: Generated<string> };
export type ConfigDraftTable = { document: string; body: string; base_version: number; revision: number; author: string; updated_at: string };
export type ConfigFileSeenTable = { document: string; sha256: string };
/** What server processes share (migration 0024): times are epoch milliseconds. */
export type SharedGenerationTable = { name: string; value: number };
export type RateLimitTable = { key: string; hits: number; window_ends_at: number };
export type RecentEventTable = { id: Generated<number>; kind: string; key: string; at: number };
export type CaptchaTable = { id: string; answer: string; expires_at: number };
export type ServerKeyTable = { name: string; value: string; created_at: number };
export type JobLeaseTable = { name: string; holder: string; expires_at: number };

export type Database = {
  journal: JournalTable;
  journal_column: JournalColumnTable;
  period: PeriodTable;
  article: ArticleTable;
  article_content: ArticleContentTable;
  article_asset: ArticleAssetTable;
  news: NewsTable;
  expert: ExpertTable;
  book: BookTable;
  virtual_album: VirtualAlbumTable;
  album_item: AlbumItemTable;
  media: MediaTable;
  hot_word: HotWordTable;
  info_page: InfoPageTable;
  seed_state: SeedStateTable;
  search_document: SearchDocumentTable;
  search_fts: SearchFtsTable;
  search_text: SearchTextTable;
  search_index_state: SearchIndexStateTable;
  member: MemberTable;
  member_session: MemberSessionTable;
  verification_code: VerificationCodeTable;
  member_third_party: MemberThirdPartyTable;
  favourite: FavouriteTable;
  download_history: DownloadHistoryTable;
  browse_history: BrowseHistoryTable;
  personal_album: PersonalAlbumTable;
  personal_album_item: PersonalAlbumItemTable;
  subscription: SubscriptionTable;
  subscription_alert: SubscriptionAlertTable;
  article_visit: ArticleVisitTable;
  admin_account: AdminAccountTable;
  admin_account_site: AdminAccountSiteTable;
  admin_session: AdminSessionTable;
  audit_log: AuditLogTable;
  desk_item: DeskItemTable;
  config_version: ConfigVersionTable;
  config_draft: ConfigDraftTable;
  config_file_seen: ConfigFileSeenTable;
  toc_position: TocPositionTable;
  shared_generation: SharedGenerationTable;
  rate_limit: RateLimitTable;
  recent_event: RecentEventTable;
  captcha: CaptchaTable;
  server_key: ServerKeyTable;
  job_lease: JobLeaseTable;
};
