import type { ArticleContent, BlockOf } from '../../schemas/content/article-content.ts';
import type { ArticleAttachTypes } from '../../schemas/content/article-facts.ts';
import { attachmentKinds } from '../../schemas/content/article-facts.ts';
import type { ArticlePage } from '../../schemas/content/article-page.ts';
import { inlinePlainText } from '../ingest/storage/plain-text.ts';

type Attachment = ArticleAttachTypes['attachments'][number];
type FileNode = BlockOf<'supplementary-material'> | BlockOf<'media'>;

/** Supplementary material and media of the full text (sub-articles included), in document order. */
function fileNodesOf(content: ArticleContent): FileNode[] {
  const found: FileNode[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) visit(item);
      return;
    }
    const node = value as Record<string, unknown>;
    if (node.type === 'supplementary-material' || node.type === 'media') found.push(node as FileNode);
    for (const key in node) {
      const child = node[key];
      if (typeof child === 'object' && child !== null) visit(child);
    }
  };
  visit(content);
  return found;
}

/** A file's format: the XML's subtype, else its name's extension. */
const formatOf = (mimeSubtype: string, href: string) => (mimeSubtype || /\.([A-Za-z0-9]{1,10})$/.exec(href)?.[1] || '').toLowerCase();

/**
 * An article's attachments: its PDF when the site holds one, then the supplementary and media files its full text
 * names, with the address of each file the package brought.
 */
export function articleAttachments(page: Pick<ArticlePage, 'article' | 'content' | 'assets' | 'pdfUrl'>, mayDownload: boolean): ArticleAttachTypes {
  const attachments: Attachment[] = [];
  const pdfUrl = page.pdfUrl ?? (page.article.pdfUrl || undefined);
  if (pdfUrl) attachments.push({ kind: 'pdf', anchor: '', label: 'PDF', title: page.article.title, format: 'pdf', url: pdfUrl });
  for (const node of page.content ? fileNodesOf(page.content) : []) {
    const url = page.assets[node.file.href]?.url;
    attachments.push({
      kind: node.type === 'media' ? 'media' : 'supplementary',
      anchor: node.id,
      label: node.label,
      title: inlinePlainText(node.caption.title) || inlinePlainText(node.caption.children.flatMap((block) => (block.type === 'p' ? block.children : []))),
      format: formatOf(node.file.mimeSubtype, node.file.href),
      url: url ?? null,
    });
  }
  const types = attachmentKinds.flatMap((kind) => {
    const count = attachments.filter((attachment) => attachment.kind === kind).length;
    return count > 0 ? [{ kind, count }] : [];
  });
  return { articleId: page.article.id, mayDownload, types, attachments };
}
