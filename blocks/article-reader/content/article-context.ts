import { createContext, useContext } from 'react';
import type { BlockNode } from '../../../schemas/content/article-content/blocks.ts';
import type { ReferenceNode } from '../../../schemas/content/article-content/references.ts';

/** What a citation link can open in a popover: a reference or a footnote. */
export type PopoverTarget = ReferenceNode | Extract<BlockNode, { type: 'fn' }>;

/** What any part of an article's content may ask about the article it is in. */
export type ArticleContextValue = {
  /** A package file's address (figure image, supplementary file), or null when the site does not hold the file. */
  urlOf: (href: string) => string | null;
  /** The reference or footnote an `xref` points at, for its popover. */
  target: (id: string) => PopoverTarget | undefined;
  /** Opens the popover of a reference or footnote beside the link that points at it. */
  openPopover: (anchor: HTMLElement, id: string) => void;
};

const none: ArticleContextValue = { urlOf: () => null, target: () => undefined, openPopover: () => {} };

export const ArticleContext = createContext<ArticleContextValue>(none);

export function useArticleAssets(): Pick<ArticleContextValue, 'urlOf'> {
  return useContext(ArticleContext);
}

export function useArticleTargets(): Pick<ArticleContextValue, 'target' | 'openPopover'> {
  return useContext(ArticleContext);
}
