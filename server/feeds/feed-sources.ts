import type { Kysely } from 'kysely';
import type { Column } from '../../schemas/content/journal.ts';
import type { ArticleSummary, NewsSummary } from '../../schemas/content/list-items.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { contentLanguageOf } from '../../schemas/language-codes.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { currentIssue } from '../../schemas/routes/feed-href.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { listArticles } from '../content/article-list.ts';
import { findIssue } from '../content/issue-toc.ts';
import { listNews } from '../content/news-list.ts';
import { journalOfSite } from '../content/periods.ts';
import type { Database } from '../db/tables.ts';
import { ApiError } from '../http/api-error.ts';
import type { FeedEntry } from './feed-document.ts';
import { feedNames, inLanguage, issueName, type FeedLanguage } from './feed-labels.ts';

/** Where a feed is read: its site, the language of its texts and page links, and where those pages live. */
export type FeedScope = {
  db: Kysely<Database>;
  config: SiteConfig;
  lang: LanguageSegment;
  origin: string;
  /** The site's path segment on a shared host; undefined on the site's own domain. */
  sld: string | undefined;
};

/** What a source lists: the feed's own title, description and page, and its items. */
export type FeedListing = { title: string; description: string; url: string; entries: FeedEntry[] };

/** An issue has all its articles in its feed; the rolling feeds carry their newest. */
const issueLimit = 1000;
const rollingLimit = 50;

const languageOf = (scope: FeedScope): FeedLanguage => contentLanguageOf(scope.lang);
const pageUrl = (scope: FeedScope, path: string) => `${scope.origin}${path}`;
const prefixOf = (scope: FeedScope) => familyPrefix(scope.lang, scope.sld);

/** A list date (YYYY-MM-DD) as midnight UTC; an article without one is dated by its year. */
function dateOf(date: string, year?: number): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return new Date(`${date}T00:00:00Z`);
  return new Date(Date.UTC(year ?? 1970, 0, 1));
}

/** The site's name in the feed's language: who publishes the feed. */
export const siteName = (scope: FeedScope): string => inLanguage(scope.config.site.name, scope.config.site.enName, languageOf(scope));

const siteTitle = (scope: FeedScope, name: string) => `${siteName(scope)} – ${name}`;

function siteDescription(scope: FeedScope, fallback: string): string {
  const { description, enDescription } = scope.config.basicInfo;
  return inLanguage(description, enDescription, languageOf(scope)).trim() || fallback;
}

function articleEntry(scope: FeedScope, article: ArticleSummary): FeedEntry {
  const language = languageOf(scope);
  return {
    title: inLanguage(article.title, article.enTitle, language),
    url: pageUrl(scope, screenHref(prefixOf(scope), 'article', { thesisId: article.id })),
    authors: article.authors.map((author) => inLanguage(author.name, author.enName, language)),
    date: dateOf(article.publishDate, article.year),
    summary: inLanguage(article.abstract, article.enAbstract, language),
    doi: article.doi,
  };
}

function newsEntry(scope: FeedScope, news: NewsSummary): FeedEntry {
  const language = languageOf(scope);
  return {
    title: inLanguage(news.title, news.enTitle, language),
    url: pageUrl(scope, screenHref(prefixOf(scope), 'newsDetails', { id: news.id })),
    authors: [],
    date: dateOf(news.publishDate),
    summary: inLanguage(news.summary, news.enSummary, language),
    doi: '',
  };
}

const siteIdsOf = (scope: FeedScope) => [scope.config.site.siteId];

/**
 * One issue's articles in table-of-contents order: the journal's current issue (`currentIssue`: the one its editors
 * named, else the newest; a journal without issues yet has an empty feed), or the issue of that id, which must be
 * this site's.
 */
export async function issueListing(scope: FeedScope, periodId: number | typeof currentIssue): Promise<FeedListing> {
  const { db, config } = scope;
  const language = languageOf(scope);
  const journalId = await journalOfSite(db, config.site.siteId, config.publication.publicationId);
  if (journalId === undefined) throw ApiError.notFound('this site has no publication');
  const period = await findIssue(db, journalId, periodId === currentIssue ? { latest: true } : { periodId });
  if (!period) {
    if (periodId !== currentIssue) throw ApiError.notFound(`period ${periodId} is not part of this site`);
    const title = siteTitle(scope, feedNames[language].currentIssue);
    return { title, description: siteDescription(scope, title), url: pageUrl(scope, screenHref(prefixOf(scope), 'issue')), entries: [] };
  }
  const name = issueName(period, language);
  const title = siteTitle(scope, periodId === currentIssue ? `${feedNames[language].currentIssue}: ${name}` : name);
  const articles = await listArticles(db, { siteIds: siteIdsOf(scope), status: 'published', periodId: period.id, order: 'asc', page: 0, size: issueLimit });
  return {
    title,
    description: siteDescription(scope, title),
    url: pageUrl(scope, screenHref(prefixOf(scope), 'issue', { year: period.year, issue: period.issue })),
    entries: articles.content.map((article) => articleEntry(scope, article)),
  };
}

/** The newest Online First articles (spec §4 firstStatus 1-10), where the publication settings show that list. */
export async function onlineFirstListing(scope: FeedScope): Promise<FeedListing> {
  if (!scope.config.publication.onlineFirst) throw ApiError.notFound('this site has no Online First list');
  const title = siteTitle(scope, feedNames[languageOf(scope)].onlineFirst);
  const articles = await listArticles(scope.db, { siteIds: siteIdsOf(scope), status: 'onlineFirst', sort: 'publishDate', order: 'desc', page: 0, size: rollingLimit });
  return {
    title,
    description: siteDescription(scope, title),
    url: pageUrl(scope, screenHref(prefixOf(scope), 'onlineFirst')),
    entries: articles.content.map((article) => articleEntry(scope, article)),
  };
}

/** The newest published articles of one of the journal's columns (sections), which must be this site's. */
export async function columnListing(scope: FeedScope, columnId: number): Promise<FeedListing> {
  const row = await scope.db
    .selectFrom('journal_column')
    .innerJoin('journal', 'journal.id', 'journal_column.journal_id')
    .select('journal_column.data')
    .where('journal_column.id', '=', columnId)
    .where('journal.site_id', 'in', siteIdsOf(scope))
    .executeTakeFirst();
  if (!row) throw ApiError.notFound(`column ${columnId} is not part of this site`);
  const column = JSON.parse(row.data) as Column;
  const title = siteTitle(scope, inLanguage(column.name, column.enName, languageOf(scope)));
  const articles = await listArticles(scope.db, { siteIds: siteIdsOf(scope), status: 'published', columnId, sort: 'publishDate', order: 'desc', page: 0, size: rollingLimit });
  return {
    title,
    description: siteDescription(scope, title),
    url: pageUrl(scope, screenHref(prefixOf(scope), 'home')),
    entries: articles.content.map((article) => articleEntry(scope, article)),
  };
}

/** The newest news of the site, of every tab or of one. */
export async function newsListing(scope: FeedScope, tab: 1 | 2 | 3 | 4 | undefined): Promise<FeedListing> {
  const title = siteTitle(scope, feedNames[languageOf(scope)].news);
  const news = await listNews(scope.db, siteIdsOf(scope), tab, { page: 0, size: rollingLimit });
  return {
    title,
    description: siteDescription(scope, title),
    url: pageUrl(scope, screenHref(prefixOf(scope), 'news', tab === undefined ? {} : { id: tab })),
    entries: news.content.map((item) => newsEntry(scope, item)),
  };
}
