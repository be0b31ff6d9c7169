import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ResourceCounts } from '../../schemas/statistics.ts';
import type { Database } from '../db/tables.ts';
import { compiledQuery } from '../db/compiled-query.ts';

type Eb = ExpressionBuilder<Database, never>;

const countsOf = compiledQuery((db: Kysely<Database>, _shape: null, { siteIds }: { siteIds: number[] }) => {
  const count = (eb: Eb, table: 'book' | 'journal' | 'article' | 'virtual_album') =>
    eb.selectFrom(table).where('site_id', 'in', siteIds).select((inner) => inner.fn.countAll<number>().as('n'));
  // Media by kind, and the figures and tables of imported full texts as the search finds them (a search document each).
  const countKinds = (eb: Eb, table: 'media' | 'search_document', kinds: string[]) =>
    eb.selectFrom(table).where('site_id', 'in', siteIds).where('kind', 'in', kinds).select((inner) => inner.fn.countAll<number>().as('n'));
  return db.selectNoFrom((eb) => [
    count(eb, 'book').as('bookCounts'),
    count(eb, 'journal').as('publicationCounts'),
    count(eb, 'article').as('articleCounts'),
    eb
      .selectFrom('period')
      .innerJoin('journal', 'journal.id', 'period.journal_id')
      .where('journal.site_id', 'in', siteIds)
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .as('periodCounts'),
    count(eb, 'virtual_album').as('albumCounts'),
    countKinds(eb, 'search_document', ['figure', 'table']).as('picAndTableCounts'),
    countKinds(eb, 'media', ['audio']).as('audioCounts'),
    countKinds(eb, 'media', ['video']).as('videoCounts'),
  ]);
});

/** Counts for the statistics strip, over the given sites (a group counts its members), read in one statement. */
export async function resourceCounts(db: Kysely<Database>, siteIds: number[]): Promise<ResourceCounts> {
  const [row] = await countsOf(db, null, { siteIds });
  if (!row) throw new Error('the counts query answered no row');
  return {
    bookCounts: Number(row.bookCounts),
    publicationCounts: Number(row.publicationCounts),
    articleCounts: Number(row.articleCounts),
    periodCounts: Number(row.periodCounts),
    albumCounts: Number(row.albumCounts),
    picAndTableCounts: Number(row.picAndTableCounts),
    audioCounts: Number(row.audioCounts),
    videoCounts: Number(row.videoCounts),
    // This platform has no local chronicles (a content type of the original's other products).
    chronicleCounts: 0,
  };
}
