import { z } from 'zod';
import { article } from './article.ts';
import { virtualAlbum } from './album.ts';
import { albumPartByDoi } from './album-items.ts';
import { book } from './book.ts';
import { expert } from './expert.ts';
import { infoPage } from './info-page.ts';
import { column, journal } from './journal.ts';
import { mediaItem } from './media.ts';
import { newsItem } from './news.ts';
import { period } from '../period.ts';
import { numericId } from '../primitives.ts';

/**
 * JATS files of the sample content (a file, or a folder of them, relative to the content file) and where their
 * articles go: an issue of the site's journal (by id), or a stage (online first, just accepted). Neither: the issue
 * the file names, which the journal must have — the seed never invents an issue — or, when the file names none, no
 * issue (published outside any issue, as eLife publishes).
 */
export const seedJatsSource = z.union([
  z.string().min(1).transform((path) => ({ path })),
  z
    .strictObject({ path: z.string().min(1), issueId: numericId.optional(), stage: z.enum(['online-first', 'just-accepted']).optional() })
    .refine((source) => source.issueId === undefined || source.stage === undefined, { message: 'give an issue or a stage, not both', path: ['stage'] }),
]);
export type SeedJatsSource = z.output<typeof seedJatsSource>;

/** The sample content shipped for one site and seeded into the database on first start. */
export const seedContent = z.object({
  sld: z.string(),
  journals: z.array(journal).default([]),
  columns: z.array(column).default([]),
  periods: z.array(period).default([]),
  articles: z.array(article).default([]),
  news: z.array(newsItem).default([]),
  experts: z.array(expert).default([]),
  books: z.array(book).default([]),
  albums: z.array(virtualAlbum).default([]),
  /** Figures and tables of the JATS articles below, put in the albums above once those articles are imported. */
  albumParts: z.array(albumPartByDoi).default([]),
  media: z.array(mediaItem).default([]),
  hotWords: z.array(z.object({ word: z.string().min(1), count: z.number().int().nonnegative() })).default([]),
  /** Information pages of the site's menu items (`info/{id}`, `{route}`, `newcomposite/{id}`). */
  pages: z.array(infoPage).default([]),
  /** JATS files or folders of them imported as the site's articles, each where its entry says. */
  jatsArticles: z.array(seedJatsSource).default([]),
});
export type SeedContent = z.infer<typeof seedContent>;
