import type { Abstract, ArticleContent } from '../../schemas/content/article-content.ts';
import type { ArticlePublicity } from '../../schemas/content/article-facts.ts';
import type { ArticleAsset } from '../../schemas/content/article-page.ts';
import type { Article } from '../../schemas/content/article.ts';
import { blocksPlainText, inlinePlainText } from '../ingest/storage/plain-text.ts';

/** The first image (a block or an inline graphic) anywhere in these nodes: a graphical abstract's picture. */
function firstGraphicHref(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstGraphicHref(item);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const node = value as Record<string, unknown>;
  if ((node.type === 'graphic' || node.type === 'inline-graphic') && typeof node.href === 'string') return node.href;
  for (const key in node) {
    const found = firstGraphicHref(node[key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

const lines = (entry: Abstract) => blocksPlainText(entry.children).split('\n').filter(Boolean);

/**
 * What an article's publicity shows, from its full text: highlights (a line per point), graphical abstracts with the
 * package image the site holds, and lay summaries. Only the entity's title and DOI without a full text.
 */
export function articlePublicity(article: Article, content: ArticleContent | null, assets: Readonly<Record<string, ArticleAsset>>): ArticlePublicity {
  const abstracts = content?.abstracts ?? [];
  const imageOf = (entry: Abstract) => {
    const href = firstGraphicHref(entry.children);
    return (href !== undefined ? assets[href] : undefined) ?? null;
  };
  return {
    articleId: article.id,
    title: article.title,
    enTitle: article.enTitle,
    doi: article.doi,
    highlights: (content?.highlights ?? []).map((entry) => ({ lang: entry.lang, title: inlinePlainText(entry.title), items: lines(entry) })),
    graphicalAbstracts: abstracts
      .filter((entry) => entry.abstractType === 'graphical')
      .map((entry) => ({ lang: entry.lang, title: inlinePlainText(entry.title), text: lines(entry).join('\n'), image: imageOf(entry) })),
    summaries: abstracts
      .filter((entry) => entry.abstractType !== '' && entry.abstractType !== 'graphical')
      .map((entry) => ({ lang: entry.lang, type: entry.abstractType, title: inlinePlainText(entry.title), text: lines(entry).join('\n') })),
  };
}
