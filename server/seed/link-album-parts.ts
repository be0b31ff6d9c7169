import { sql, type Kysely } from 'kysely';
import { articleContent } from '../../schemas/content/article-content.ts';
import type { AlbumPartByDoi } from '../../schemas/content/album-items.ts';
import { equalsIgnoringCase } from '../db/portable-sql.ts';
import type { Database } from '../db/tables.ts';
import { partOf } from '../content/album-parts.ts';
import { partId } from '../search/index/figure-documents.ts';

type Logger = { warn: (message: string) => void };

/**
 * Puts the figures and tables the sample content names by DOI into its albums, after the site's JATS articles are
 * imported (they get their ids then), each at the end of its album. A part whose article, full text, figure or album
 * is missing is reported and skipped. Returns how many parts were added.
 */
export async function linkAlbumParts(db: Kysely<Database>, siteId: number, parts: AlbumPartByDoi[], logger: Logger): Promise<number> {
  let linked = 0;
  for (const part of parts) {
    const what = `album ${part.albumId}: ${part.kind} ${part.ordinal} of ${part.doi}`;
    const album = await db.selectFrom('virtual_album').select('id').where('id', '=', part.albumId).where('site_id', '=', siteId).executeTakeFirst();
    const article = await db
      .selectFrom('article')
      .innerJoin('article_content', 'article_content.article_id', 'article.id')
      .select(['article.id', 'article_content.data'])
      .where('article.site_id', '=', siteId)
      .where(equalsIgnoringCase(sql.ref('article.doi'), part.doi))
      .executeTakeFirst();
    const content = article ? articleContent.safeParse(JSON.parse(article.data)) : undefined;
    if (!album || !article || !content?.success || !partOf(content.data, part.kind, part.ordinal)) {
      logger.warn(`seed: ${what}: no such ${!album ? 'album' : !article ? 'imported article' : 'figure or table'}; skipped`);
      continue;
    }
    const { last } = await db
      .selectFrom('album_item')
      .select((eb) => eb.fn.max('sort').as('last'))
      .where('album_id', '=', part.albumId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('album_item')
      .values({ album_id: part.albumId, kind: part.kind, ref_id: partId(article.id, part.ordinal), sort: (last ?? -1) + 1 })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    linked += 1;
  }
  return linked;
}
