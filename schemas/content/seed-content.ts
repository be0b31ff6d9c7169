import { z } from 'zod';
import { article } from './article.ts';
import { virtualAlbum } from './album.ts';
import { book } from './book.ts';
import { expert } from './expert.ts';
import { column, journal } from './journal.ts';
import { mediaItem } from './media.ts';
import { newsItem } from './news.ts';
import { period } from '../period.ts';

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
  media: z.array(mediaItem).default([]),
  hotWords: z.array(z.object({ word: z.string().min(1), count: z.number().int().nonnegative() })).default([]),
  /** JATS files or folders of them, relative to this content file, imported as the site's articles. */
  jatsArticles: z.array(z.string().min(1)).default([]),
});
export type SeedContent = z.infer<typeof seedContent>;
