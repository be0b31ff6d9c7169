import type { Kysely } from 'kysely';
import { contentLanguageOf, languageSegments } from '../../schemas/language-codes.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';
import type { Database } from '../db/tables.ts';
import type { SitemapEntry } from './sitemap-xml.ts';

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

export async function articleCount(db: Kysely<Database>, config: SiteConfig): Promise<number> {
  const row = await db.selectFrom('article').select((eb) => eb.fn.countAll<number>().as('count')).where('site_id', '=', config.site.siteId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One page of a site's articles, each at its canonical address (the page in the article's own language, the one that
 * carries the citation_* tags), with the time its full text was last imported.
 */
export async function articleEntries(db: Kysely<Database>, config: SiteConfig, base: SiteBase, offset: number, limit: number): Promise<SitemapEntry[]> {
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
    loc: `${base.origin}${screenHref(familyPrefix(contentLanguageOf(row.content_language ?? row.language), base.sld), 'article', { thesisId: row.id })}`,
    lastmod: row.updated_at ?? row.publish_date,
  }));
}
