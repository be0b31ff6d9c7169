import { sql, type Kysely } from 'kysely';
import { contentLanguageOf, languageSegments, type LanguageSegment } from '../../schemas/language-codes.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';
import { journalOfSite } from '../content/periods.ts';
import type { Database } from '../db/tables.ts';
import type { SitemapEntry } from './sitemap-xml.ts';
import { newestIssueFirst } from '../content/current-issue.ts';
import { engineOf } from '../db/database-engine.ts';
import { jsonText } from '../db/portable-sql.ts';

/**
 * Where a site's pages live: `/{sld}/…` on a shared host (`sld` set), `/…` on the site's own domain (where the
 * language segment comes first).
 */
export type SiteBase = { origin: string; sld: string | undefined };

/** The home page in every UI language (each its own canonical page), first in the sitemap. */
export function homeEntries(config: SiteConfig, base: SiteBase): SitemapEntry[] {
  const languages = config.header.switchLanguage ? languageSegments : [config.header.defaultLanguage];
  return languages.map((lang) => ({ loc: `${base.origin}${screenHref(familyPrefix(lang, base.sld), 'home')}` }));
}

/**
 * The languages a site's journal, issue, news and collection pages are listed in: its default language and, where
 * readers may switch, the two that content and configuration names are written in (the other UI languages show the
 * English names; their pages name each other with hreflang links).
 */
export function contentPageLanguages(config: SiteConfig): LanguageSegment[] {
  const languages: LanguageSegment[] = [config.header.defaultLanguage, ...(config.header.switchLanguage ? (['zh', 'en'] as const) : [])];
  return [...new Set(languages)];
}

/** SQLite's "YYYY-MM-DD HH:MM:SS" and plain dates: the later of two, either possibly missing. */
const laterOf = (a: string | null | undefined, b: string | null | undefined) => ((a ?? '') > (b ?? '') ? a : b) || undefined;

/**
 * The journal's pages — the description (`about`) and all issues — and each issue's table of contents, last changed
 * when the issue was published or an article of it was last imported.
 */
export async function journalEntries(db: Kysely<Database>, config: SiteConfig, base: SiteBase): Promise<SitemapEntry[]> {
  const journalId = await journalOfSite(db, config.site.siteId, config.publication.publicationId);
  if (journalId === undefined) return [];
  const issues = await db
    .selectFrom('period')
    .leftJoin('article', 'article.period_id', 'period.id')
    .leftJoin('article_content', 'article_content.article_id', 'article.id')
    .select(['period.year', 'period.issue', 'period.publish_date', (eb) => eb.fn.max('article_content.updated_at').as('imported_at')])
    .where('period.journal_id', '=', journalId)
    .groupBy('period.id')
    .orderBy(newestIssueFirst(engineOf(db)))
    .execute();
  const latest = issues.reduce<string | undefined>((found, issue) => laterOf(found, laterOf(issue.publish_date, issue.imported_at)), undefined);
  return contentPageLanguages(config).flatMap((lang) => {
    const prefix = familyPrefix(lang, base.sld);
    return [
      { loc: `${base.origin}${screenHref(prefix, 'about')}` },
      { loc: `${base.origin}${screenHref(prefix, 'issues')}`, lastmod: latest },
      ...issues.map((issue) => ({ loc: `${base.origin}${screenHref(prefix, 'issue', { year: issue.year, issue: issue.issue })}`, lastmod: laterOf(issue.publish_date, issue.imported_at) })),
    ];
  });
}

/** Each news item's page, newest first. */
export async function newsEntries(db: Kysely<Database>, config: SiteConfig, base: SiteBase): Promise<SitemapEntry[]> {
  const rows = await db.selectFrom('news').select(['id', 'publish_date']).where('site_id', '=', config.site.siteId).orderBy('publish_date', 'desc').orderBy('id', 'desc').execute();
  return contentPageLanguages(config).flatMap((lang) => rows.map((row) => ({ loc: `${base.origin}${screenHref(familyPrefix(lang, base.sld), 'newsDetails', { id: row.id })}`, lastmod: row.publish_date })));
}

/** Each special collection (virtual album), with the date it was published. */
export async function collectionEntries(db: Kysely<Database>, config: SiteConfig, base: SiteBase): Promise<SitemapEntry[]> {
  const rows = await db
    .selectFrom('virtual_album')
    .select(['id', jsonText(engineOf(db), sql`data`, 'publishDate').as('publish_date')])
    .where('site_id', '=', config.site.siteId)
    .orderBy('id')
    .execute();
  return contentPageLanguages(config).flatMap((lang) =>
    rows.map((row) => ({ loc: `${base.origin}${screenHref(familyPrefix(lang, base.sld), 'collections', { virtualId: row.id })}`, lastmod: row.publish_date ?? undefined })),
  );
}

/**
 * An article's canonical address: its page in the article's own language (the one that carries the citation_* tags).
 * Sitemaps list it, and Crossref deposits register it as the DOI's landing page.
 */
export function articlePageLoc(base: SiteBase, id: number, language: string): string {
  return `${base.origin}${screenHref(familyPrefix(contentLanguageOf(language), base.sld), 'article', { thesisId: id })}`;
}

export async function articleCount(db: Kysely<Database>, config: SiteConfig): Promise<number> {
  const row = await db.selectFrom('article').select((eb) => eb.fn.countAll<number>().as('count')).where('site_id', '=', config.site.siteId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One page of a site's articles, each at its canonical address (the page in the article's own language, the one that
 * carries the citation_* tags), with the time its full text was last imported.
 */
export async function articleEntries(db: Kysely<Database>, config: SiteConfig, base: SiteBase, offset: number, limit: number): Promise<SitemapEntry[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('article')
    .leftJoin('article_content', 'article_content.article_id', 'article.id')
    .select(['article.id', 'article.language', 'article.publish_date', 'article_content.language as content_language', 'article_content.updated_at'])
    .where('article.site_id', '=', config.site.siteId)
    .orderBy('article.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    loc: articlePageLoc(base, row.id, row.content_language ?? row.language),
    lastmod: row.updated_at ?? row.publish_date,
  }));
}
