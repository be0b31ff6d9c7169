import { z } from 'zod';
import { article } from './article.ts';
import { articleContent } from './article-content.ts';

/** A path this server serves a package file at (`/rc-pub/files/{articleId}/{storedName}`). */
const servedPath = z.string().regex(/^\/[^\s/]\S*$/, 'must be a path starting with /');

/**
 * A package file as a reader shows it: its address and, for an image, its pixel size and resolution, so that it is
 * laid out at its printed size before it loads (spec §9: width × 25.4 / dpi mm); the print TIFF where there is one.
 */
export const articleAsset = z.object({
  url: servedPath,
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** Dots per inch the image records, else 96 (spec §9's fallback). */
  dpi: z.number().positive(),
  printUrl: servedPath.optional(),
});
export type ArticleAsset = z.infer<typeof articleAsset>;

/**
 * What the reading view gets for one article (`front-article/getHtml`): the Article entity, its full text when one
 * was imported (null for an article known only by its metadata), and the addresses of the package files the site
 * holds, by the name the XML uses (a figure whose file is missing has no entry and shows a placeholder).
 */
export const articlePage = z.object({
  article,
  content: articleContent.nullable(),
  assets: z.record(z.string(), articleAsset),
  /** Where to download the article's PDF, when its package had one (also the entity's `pdfUrl` when that was empty). */
  pdfUrl: servedPath.optional(),
  /**
   * What this reader may do (spec §6): without `read` the full text's body and back matter are withheld (the page
   * asks the reader to sign in); without `download` the PDF and table downloads ask the same.
   */
  access: z.object({ read: z.boolean(), download: z.boolean(), signedIn: z.boolean() }).default({ read: true, download: true, signedIn: false }),
});
export type ArticlePage = z.infer<typeof articlePage>;
