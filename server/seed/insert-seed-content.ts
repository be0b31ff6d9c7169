import type { Kysely } from 'kysely';
import type { SeedContent } from '../../schemas/content/seed-content.ts';
import { articleRow } from '../db/article-row.ts';
import { noteContentWrite } from '../db/content-version.ts';
import type { Database } from '../db/tables.ts';

const json = (value: unknown) => JSON.stringify(value);

/** Writes one site's sample content. Runs inside the caller's transaction: all of it lands, or none. */
export async function insertSeedContent(trx: Kysely<Database>, siteId: number, content: SeedContent) {
  for (const journal of content.journals) {
    await trx.insertInto('journal').values({ id: journal.id, site_id: siteId, data: json(journal) }).execute();
  }
  for (const column of content.columns) {
    await trx.insertInto('journal_column').values({ id: column.id, journal_id: column.publicationId, sort: column.sort, data: json(column) }).execute();
  }
  for (const period of content.periods) {
    await trx
      .insertInto('period')
      .values({ id: period.id, journal_id: period.publicationId, year: period.year, issue: period.issue, publish_date: period.publishDate, data: json(period) })
      .execute();
  }
  for (const article of content.articles) {
    await trx.insertInto('article').values(articleRow(siteId, article)).execute();
  }
  for (const item of content.news) {
    await trx.insertInto('news').values({ id: item.id, site_id: siteId, tab: item.tab, publish_date: item.publishDate, data: json(item) }).execute();
  }
  for (const expert of content.experts) {
    await trx
      .insertInto('expert')
      .values({ id: expert.id, site_id: siteId, topic_id: expert.topicId, role: expert.role, sort: expert.sort, data: json(expert) })
      .execute();
  }
  for (const book of content.books) {
    await trx.insertInto('book').values({ id: book.id, site_id: siteId, publish_date: book.publishDate, data: json(book) }).execute();
  }
  for (const album of content.albums) {
    const { items, ...rest } = album;
    await trx.insertInto('virtual_album').values({ id: album.id, site_id: siteId, data: json(rest) }).execute();
    for (const [sort, item] of items.entries()) {
      await trx.insertInto('album_item').values({ album_id: album.id, kind: item.kind, ref_id: item.refId, sort }).execute();
    }
  }
  for (const media of content.media) {
    await trx.insertInto('media').values({ id: media.id, site_id: siteId, kind: media.kind, article_id: media.articleId, data: json(media) }).execute();
  }
  for (const { word, count } of content.hotWords) {
    await trx.insertInto('hot_word').values({ site_id: siteId, word, count }).execute();
  }
  for (const page of content.pages) {
    await trx.insertInto('info_page').values({ site_id: siteId, menu_id: page.menuId, data: json(page) }).execute();
  }
  await noteContentWrite(trx);
}
