import type { ArticleContent, BlockNode, Caption, Figure } from '../../../schemas/content/article-content.ts';
import { tableWrapsOf } from '../../../schemas/content/article-content/table-wraps.ts';
import { blocksPlainText, inlinePlainText } from '../../ingest/storage/plain-text.ts';
import type { ArticleSource } from './article-documents.ts';
import { articleDocument } from './article-documents.ts';
import { searchDocument, type SearchDocument } from './search-document.ts';

/**
 * A figure's or table's hit id: its article's id and its place among the article's figures (or tables), so it stays
 * the same when the index is rebuilt. 10,000 figures per article is far beyond any article.
 */
export const partId = (articleId: number, ordinal: number) => articleId * 10_000 + ordinal;

/** Every figure of the full text (inside figure groups too), in document order. */
export function figuresOf(content: ArticleContent): Figure[] {
  const found: Figure[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) visit(item);
      return;
    }
    const node = value as Record<string, unknown>;
    if (node.type === 'fig') found.push(node as Figure);
    for (const key in node) {
      const child = node[key];
      if (typeof child === 'object' && child !== null) visit(child);
    }
  };
  visit(content);
  return found;
}

/** Table footnotes hold their paragraphs inside `fn` blocks, which plain text does not open. */
const unwrapFootnotes = (blocks: BlockNode[]): BlockNode[] => blocks.flatMap((block) => (block.type === 'fn' ? unwrapFootnotes(block.children) : [block]));

type Part = { kind: 'figure' | 'table'; id: string; label: string; caption: Caption; notes: BlockNode[]; doi: string; imageHref: string };

const captionTitle = (part: Part) => [part.label, inlinePlainText(part.caption.title)].filter(Boolean).join(' ');
const noteOf = (part: Part) => [blocksPlainText(part.caption.children), blocksPlainText(unwrapFootnotes(part.notes))].filter(Boolean).join('\n');

/**
 * The search document of one figure or table: found by its label, caption, notes, its article's keywords and title.
 * `base` is the article's own document, made once for all its parts.
 */
function partDocument(source: ArticleSource, base: SearchDocument, part: Part, ordinal: number, imageUrls: ReadonlyMap<string, string>): SearchDocument {
  const { article } = source;
  const title = captionTitle(part) || (part.kind === 'figure' ? `Figure ${ordinal}` : `Table ${ordinal}`);
  const note = noteOf(part);
  return searchDocument({
    ...base,
    kind: part.kind,
    refId: partId(article.id, ordinal),
    title,
    enTitle: '',
    summary: note,
    enSummary: '',
    authors: [],
    source: article.title,
    enSource: article.enTitle,
    url: part.id ? `${base.url}#${part.id}` : base.url,
    doi: part.doi,
    imageUrl: imageUrls.get(part.imageHref) ?? '',
    text: {
      title: [title],
      note: [note],
      keywords: base.text.keywords ?? [],
      source: [article.title, article.enTitle],
      identifiers: [part.doi],
    },
  });
}

/**
 * The figures and tables of an imported article (spec §3 figure and table search fields), each linking to its place
 * in the article page (`#fig1`). `imageUrls`: the served address of each package image, by the href the XML uses;
 * `base`: the article's own document, when the caller has made it already.
 */
export function figureAndTableDocuments(source: ArticleSource, imageUrls: ReadonlyMap<string, string>, base?: SearchDocument): SearchDocument[] {
  if (!source.content) return [];
  const { figures, tables } = partsOf(source.content);
  if (figures.length === 0 && tables.length === 0) return [];
  const article = base ?? articleDocument(source);
  return [
    ...figures.map((part, index) => partDocument(source, article, part, index + 1, imageUrls)),
    ...tables.map((part, index) => partDocument(source, article, part, index + 1, imageUrls)),
  ];
}

/**
 * The texts of a full text's figure and table documents that come from the full text alone (captions and notes): what
 * a parsing thread analyses ahead for the index (server/ingest/parse/parse-worker.ts).
 */
export function figureAndTableTexts(content: ArticleContent): string[] {
  const { figures, tables } = partsOf(content);
  return [...figures, ...tables].flatMap((part) => [captionTitle(part), noteOf(part)]);
}

function partsOf(content: ArticleContent): { figures: Part[]; tables: Part[] } {
  const figures: Part[] = figuresOf(content).map((figure) => ({
    kind: 'figure',
    id: figure.id,
    label: figure.label,
    caption: figure.caption,
    notes: figure.notes,
    doi: figure.doi,
    imageHref: figure.graphics[0]?.href ?? '',
  }));
  const tables: Part[] = tableWrapsOf(content).map((table) => ({
    kind: 'table',
    id: table.id,
    label: table.label,
    caption: table.caption,
    notes: table.foot,
    doi: table.doi,
    imageHref: table.graphics[0]?.href ?? '',
  }));
  return { figures, tables };
}
