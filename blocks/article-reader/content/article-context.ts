import { createContext, useContext } from 'react';
import type { BlockNode } from '../../../schemas/content/article-content/blocks.ts';
import type { ArticleAsset } from '../../../schemas/content/article-page.ts';
import type { ReferenceNode } from '../../../schemas/content/article-content/references.ts';
import type { TableWrapNode } from '../../../schemas/content/article-content/table-wraps.ts';

/** What a citation link can open in a popover: a reference or a footnote. */
export type PopoverTarget = ReferenceNode | Extract<BlockNode, { type: 'fn' }>;

/** What any part of an article's content may ask about the article it is in. */
export type ArticleContextValue = {
  /** A package file's address (figure image, supplementary file), or null when the site does not hold the file. */
  urlOf: (href: string) => string | null;
  /** A package image's address, pixel size and resolution (for its displayed size), or null as for `urlOf`. */
  assetOf: (href: string) => ArticleAsset | null;
  /** The reference or footnote an `xref` points at, for its popover. */
  target: (id: string) => PopoverTarget | undefined;
  /** The article's id (null outside an article). */
  articleId: number | null;
  /** How `downloadTable` names a table of this article (its id, or `#<n>`); undefined for a table not in it. */
  tableKey: (table: TableWrapNode) => string | undefined;
  /** The address of `downloadTable`, to which a table's link adds its query. */
  downloadTablePath: string;
  /** Whether this reader may download the article's files and tables (spec §6). */
  mayDownload: boolean;
};

const none: ArticleContextValue = {
  urlOf: () => null,
  assetOf: () => null,
  target: () => undefined,
  articleId: null,
  tableKey: () => undefined,
  downloadTablePath: '',
  mayDownload: false,
};

export const ArticleContext = createContext<ArticleContextValue>(none);

export function useArticleAssets(): Pick<ArticleContextValue, 'urlOf' | 'assetOf'> {
  return useContext(ArticleContext);
}

export function useArticleTargets(): Pick<ArticleContextValue, 'target'> {
  return useContext(ArticleContext);
}

export function useArticleTables(): Pick<ArticleContextValue, 'articleId' | 'tableKey' | 'downloadTablePath' | 'mayDownload'> {
  return useContext(ArticleContext);
}
