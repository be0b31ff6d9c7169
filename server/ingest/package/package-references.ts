import type { ArticleContent } from '../../../schemas/content/article-content.ts';
import { forEachContentNode } from '../content-nodes.ts';
import { isRemoteHref } from './package-href.ts';

/** A file the XML names: an image (`graphic`, `inline-graphic`), or a data file (`media`, `supplementary-material`). */
export type PackageReference = { href: string; kind: 'image' | 'file' };

/**
 * Every package file the content names, once each, in document order (sub-articles included). Images are the
 * content model's graphics (they carry `alt`), data files its media files (they carry `mimetype`); web addresses
 * and `info:doi/…` identifiers are not files of the package.
 */
export function packageReferences(content: ArticleContent): PackageReference[] {
  const found = new Map<string, PackageReference>();
  forEachContentNode(content, (node) => {
    const { href } = node;
    if (typeof href !== 'string' || href === '' || isRemoteHref(href)) return;
    const kind = 'alt' in node ? 'image' : 'mimetype' in node ? 'file' : undefined;
    if (kind && !found.has(`${kind} ${href}`)) found.set(`${kind} ${href}`, { href, kind });
  });
  return [...found.values()];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeAttribute = (value: string) =>
  value.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.startsWith('#x') || name.startsWith('#X') ? `0x${name.slice(2)}` : name.slice(1))) : entities[name.toLowerCase()]!,
  );

/**
 * The local PDFs the article names as versions of itself (`self-uri content-type="pdf"`, or a self-uri to a `.pdf`).
 * The content model keeps self-uris as links only, so they are read from the XML's text.
 */
export function selfPdfHrefs(xml: string): string[] {
  const hrefs: string[] = [];
  for (const [, attributes = ''] of xml.matchAll(/<self-uri\b([^>]*)>/g)) {
    const attribute = (pattern: string) => new RegExp(`\\s${pattern}\\s*=\\s*(["'])(.*?)\\1`, 's').exec(attributes)?.[2];
    const href = decodeAttribute(attribute('(?:[\\w.-]+:)?href') ?? '').trim();
    const type = (attribute('content-type') ?? '').toLowerCase();
    if (href && !isRemoteHref(href) && (type.includes('pdf') || /\.pdf$/i.test(href))) hrefs.push(href);
  }
  return hrefs;
}

/** What a package stages by the XML's word: the files its content names, and the PDFs of itself its XML links. */
export type PackageNames = { references: PackageReference[]; selfPdfs: string[] };

export const packageNamesOf = (xml: string, content: ArticleContent): PackageNames => ({ references: packageReferences(content), selfPdfs: selfPdfHrefs(xml) });
