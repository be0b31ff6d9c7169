import type { XmlElement, XmlNode } from './xml-tree.ts';

/** The child elements, or those with one of the given local names. */
export function childElements(element: XmlElement | undefined, ...names: string[]): XmlElement[] {
  const found: XmlElement[] = [];
  if (!element) return found;
  for (const node of element.children) {
    if (node.kind === 'element' && (names.length === 0 || names.includes(node.local))) found.push(node);
  }
  return found;
}

export function firstChild(element: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  if (!element) return undefined;
  for (const node of element.children) if (node.kind === 'element' && names.includes(node.local)) return node;
  return undefined;
}

/** Every element below this one with one of the given local names, in document order. */
export function descendants(element: XmlElement, ...names: string[]): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlNode) => {
    if (node.kind !== 'element') return;
    if (names.includes(node.local)) found.push(node);
    for (const child of node.children) visit(child);
  };
  for (const child of element.children) visit(child);
  return found;
}

export function attribute(element: XmlElement | undefined, name: string): string {
  return element?.attributes[name]?.trim() ?? '';
}

/** The link target: `xlink:href` as JATS writes it, whatever prefix the file bound to XLink, or a bare `href`. */
export function hrefOf(element: XmlElement): string {
  const direct = element.attributes['xlink:href'] ?? element.attributes.href;
  if (direct !== undefined) return direct.trim();
  const prefixed = Object.keys(element.attributes).find((key) => key.endsWith(':href'));
  return prefixed ? (element.attributes[prefixed]?.trim() ?? '') : '';
}

/** All the text inside, as written. */
export function rawText(node: XmlNode): string {
  if (node.kind === 'text') return node.text;
  let text = '';
  for (const child of node.children) text += rawText(child);
  return text;
}

/**
 * XML white space only: a no-break space is content, not layout. A lone space is left as it is (most of the white
 * space of a text): replacing each with itself copied the text once per word.
 */
export const collapseSpace = (text: string) => text.replace(/[\t\r\n][ \t\r\n]*| [ \t\r\n]+/g, ' ');

/** The text inside with white space collapsed and trimmed: for names, labels, dates and other short fields. */
export function plainText(node: XmlNode | undefined): string {
  return node ? collapseSpace(rawText(node)).trim() : '';
}

/** The plain text of the first child with one of the names, or ''. */
export function childText(element: XmlElement | undefined, ...names: string[]): string {
  return plainText(firstChild(element, ...names));
}

/** `xml:lang` as a lower-case primary subtag (`pt-BR` → `pt`), or '' when absent or not a language tag. */
export function languageOf(element: XmlElement | undefined): string {
  const tag = attribute(element, 'xml:lang').toLowerCase();
  const primary = tag.split(/[-_]/)[0] ?? '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : '';
}

/** An id attribute as an HTML id can carry it: spaces would split it, so they become hyphens. */
export function idOf(element: XmlElement | undefined): string {
  return attribute(element, 'id').replace(/\s+/g, '-');
}
