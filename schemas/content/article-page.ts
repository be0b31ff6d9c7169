import { z } from 'zod';
import { article } from './article.ts';
import { articleContent } from './article-content.ts';

/**
 * What the reading view gets for one article (`front-article/getHtml`): the Article entity, its full text when one
 * was imported (null for an article known only by its metadata), and the addresses of the package files the site
 * holds, by the name the XML uses (a figure whose file is missing has no entry and shows a placeholder).
 */
export const articlePage = z.object({
  article,
  content: articleContent.nullable(),
  assets: z.record(z.string(), z.string()),
});
export type ArticlePage = z.infer<typeof articlePage>;
