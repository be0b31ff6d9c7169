import { searchKinds, type SearchKind } from '../../../schemas/search/search-request.ts';
import { maxSiteId } from '../../../schemas/site.ts';

/**
 * A search document's id, which is its FTS5 rowid, encodes its site and kind: (site × 16 + kind) × 2^24 + n. The
 * documents of a site, or of one kind of a site, are then a range of rowids, which FTS5 filters on as it reads its
 * index: a search's scope costs no lookup of the document rows (on a 100,000-article site, a common word's count
 * takes 3 ms instead of 55).
 */

export type IdRange = { first: number; last: number };

/** Documents of one kind of one site: 16.7 million, far more than any site holds. */
export const documentsPerBlock = 2 ** 24;
const kindsPerSite = 16;
/** Site ids stay below 2^20 (the site schema's `maxSiteId`), so ids stay below 2^48: exact as JavaScript numbers. */
export { maxSiteId };

function siteBase(siteId: number): number {
  if (!Number.isInteger(siteId) || siteId < 0 || siteId > maxSiteId) throw new RangeError(`site id ${siteId} is outside 0–${maxSiteId}`);
  return siteId * kindsPerSite * documentsPerBlock;
}

/** The ids documents of a kind of a site take (the first, 0, is never used). */
export function kindBlock(siteId: number, kind: SearchKind): IdRange {
  const first = siteBase(siteId) + searchKinds.indexOf(kind) * documentsPerBlock;
  return { first, last: first + documentsPerBlock - 1 };
}

/** The ids of every document of a site. */
export function siteBlock(siteId: number): IdRange {
  const first = siteBase(siteId);
  return { first, last: first + kindsPerSite * documentsPerBlock - 1 };
}
