import type { Kysely } from 'kysely';
import type { ArticleContent } from '../../schemas/content/article-content.ts';
import { articleContent } from '../../schemas/content/article-content.ts';
import { tableWrapsOf } from '../../schemas/content/article-content/table-wraps.ts';
import type { AlbumPart } from '../../schemas/content/album-items.ts';
import type { Database } from '../db/tables.ts';
import { articleFileUrl } from '../files/files-dir.ts';
import { inlinePlainText } from '../ingest/storage/plain-text.ts';
import { figuresOf, partId } from '../search/index/figure-documents.ts';

export type PartKind = 'picture' | 'table';

/** Parts an article may hold: a part's id is its article's id times this, plus its place (search's `partId`). */
export const partsPerArticle = partId(1, 0);

export const articleIdOfPart = (id: number) => Math.floor(id / partsPerArticle);
export const ordinalOfPart = (id: number) => id % partsPerArticle;

type FoundPart = { anchor: string; label: string; caption: string; href: string };

/** The ordinal-th (from 1) figure or table of a full text, in the order search numbers them. */
export function partOf(content: ArticleContent, kind: PartKind, ordinal: number): FoundPart | undefined {
  const node = kind === 'picture' ? figuresOf(content)[ordinal - 1] : tableWrapsOf(content)[ordinal - 1];
  if (!node) return undefined;
  return { anchor: node.id, label: node.label, caption: inlinePlainText(node.caption.title), href: node.graphics[0]?.href ?? '' };
}

/** A part row's article columns (the query joins `article` and `article_content`; the part's own id is `refId`). */
export const partArticleColumns = [
  'article.id as articleId',
  'article.data as articleData',
  'article.publish_date as publishDate',
  'article.visits',
  'article.downloads',
  'article.comment_count as commentCount',
  'article_content.data as contentData',
] as const;

/** What a part's row brings: its id, its article's columns and JSON, and the article's full text as stored. */
export type PartRow = {
  refId: number;
  articleId: number;
  articleData: string;
  publishDate: string;
  visits: number;
  downloads: number;
  commentCount: number;
  contentData: string;
};

/**
 * Album parts from their rows, in the rows' order: each located in its article's full text, with its screen image
 * (the package file a browser shows) and its article's title and counts. A part the full text no longer has (a
 * re-import that dropped a figure) is left out.
 */
export async function albumParts(db: Kysely<Database>, kind: PartKind, rows: PartRow[]): Promise<AlbumPart[]> {
  if (rows.length === 0) return [];
  const articleIds = [...new Set(rows.map((row) => row.articleId))];
  const assets = await db
    .selectFrom('article_asset')
    .select(['article_id', 'href', 'stored_name', 'width', 'height'])
    .where('article_id', 'in', articleIds)
    .where('role', '=', 'graphic')
    .execute();
  const imageOf = new Map(assets.map((asset) => [`${asset.article_id}\n${asset.href}`, asset]));
  const contents = new Map<number, ArticleContent | null>();
  const contentOf = (row: PartRow) => {
    if (!contents.has(row.articleId)) {
      const parsed = articleContent.safeParse(JSON.parse(row.contentData));
      contents.set(row.articleId, parsed.success ? parsed.data : null);
    }
    return contents.get(row.articleId) ?? null;
  };
  return rows.flatMap((row) => {
    const content = contentOf(row);
    const found = content ? partOf(content, kind, ordinalOfPart(row.refId)) : undefined;
    if (!found) return [];
    const image = found.href ? imageOf.get(`${row.articleId}\n${found.href}`) : undefined;
    const article = JSON.parse(row.articleData) as { title?: string; enTitle?: string };
    return [
      {
        id: row.refId,
        articleId: row.articleId,
        ordinal: ordinalOfPart(row.refId),
        anchor: found.anchor,
        label: found.label,
        caption: found.caption,
        imageUrl: image ? articleFileUrl(row.articleId, image.stored_name) : '',
        width: image?.width ?? null,
        height: image?.height ?? null,
        articleTitle: article.title ?? '',
        enArticleTitle: article.enTitle ?? '',
        publishDate: row.publishDate,
        visits: row.visits,
        downloads: row.downloads,
        commentCount: row.commentCount,
      },
    ];
  });
}
