import type { XmlElement, XmlNode } from './xml-tree.ts';

/** A text as XML character data: `&`, `<` and `>` escaped, in one pass. */
export const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => (character === '&' ? '&amp;' : character === '<' ? '&lt;' : '&gt;'));
const escapeAttribute = (value: string) => value.replace(/[&<>"\t\n\r]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * An element of the read-only tree written back as XML: names as they were written (the parser checked them), every
 * text and attribute value escaped, so it reads back as the same tree.
 */
export function xmlTextOf(element: XmlElement): string {
  const attributes = Object.entries(element.attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  if (element.children.length === 0) return `<${element.name}${attributes}/>`;
  return `<${element.name}${attributes}>${element.children.map(nodeText).join('')}</${element.name}>`;
}

const nodeText = (node: XmlNode): string => (node.kind === 'text' ? escapeText(node.text) : xmlTextOf(node));
