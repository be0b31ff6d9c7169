import { firstChild } from '../xml/xml-query.ts';
import { xmlTextOf } from '../xml/xml-text.ts';
import type { XmlElement } from '../xml/xml-tree.ts';

const declaresNamespace = (name: string) => name === 'xmlns' || name.startsWith('xmlns:');

/**
 * The article's `<front>` as XML that stands alone: the namespace declarations of `<article>` (XLink, MathML, ALI …)
 * are copied onto it, unless it declares the same prefix itself. Null when the article has no `<front>`.
 */
export function frontXmlOf(root: XmlElement): string | null {
  const front = firstChild(root, 'front');
  if (!front) return null;
  const inherited = Object.entries(root.attributes).filter(([name]) => declaresNamespace(name) && !(name in front.attributes));
  return xmlTextOf({ ...front, attributes: { ...Object.fromEntries(inherited), ...front.attributes } });
}
