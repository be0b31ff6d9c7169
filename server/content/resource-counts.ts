import type { Kysely } from 'kysely';
import type { ResourceCounts } from '../../schemas/statistics.ts';
import type { Database } from '../db/tables.ts';

/** Counts for the statistics strip, over the given sites (a group counts its members). */
export async function resourceCounts(db: Kysely<Database>, siteIds: number[]): Promise<ResourceCounts> {
  const count = async (table: 'book' | 'journal' | 'article' | 'virtual_album') => {
    const row = await db
      .selectFrom(table)
      .where('site_id', 'in', siteIds)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  // Media by kind, and the figures and tables of imported full texts as the search finds them (a search document each).
  const countKinds = async (table: 'media' | 'search_document', kinds: string[]) => {
    const row = await db
      .selectFrom(table)
      .where('site_id', 'in', siteIds)
      .where('kind', 'in', kinds)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const periods = await db
    .selectFrom('period')
    .innerJoin('journal', 'journal.id', 'period.journal_id')
    .where('journal.site_id', 'in', siteIds)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    bookCounts: await count('book'),
    publicationCounts: await count('journal'),
    articleCounts: await count('article'),
    periodCounts: Number(periods.n),
    albumCounts: await count('virtual_album'),
    picAndTableCounts: await countKinds('search_document', ['figure', 'table']),
    audioCounts: await countKinds('media', ['audio']),
    videoCounts: await countKinds('media', ['video']),
    // This platform has no local chronicles (a content type of the original's other products).
    chronicleCounts: 0,
  };
}
