import { SaxesParser } from 'saxes';
import { RejectedInput } from '../rejected-input.ts';

/*
 * A small, read-only XML tree: elements with their attributes and children, and text. Built with saxes, a strict
 * non-validating parser: it never reads a DTD or anything else from outside, and it refuses entities the XML
 * itself does not define, so nothing can expand or be fetched.
 */

export type XmlText = { kind: 'text'; text: string };
export type XmlElement = {
  kind: 'element';
  /** The name as written, prefix included (`mml:math`). */
  name: string;
  /** The name without its prefix (`math`): what the ingest matches on, as publishers vary prefixes. */
  local: string;
  attributes: Readonly<Record<string, string>>;
  children: XmlNode[];
};
export type XmlNode = XmlText | XmlElement;


/**
 * Deeper than any real article (JATS with MathML stays well under 100). A page nests its elements deeper still (an
 * element may become two or three), and Chromium's HTML parser stops nesting at 512: past that, the page it builds
 * is not the one React hydrates (error 418; an article nested 380 deep broke so). Also stops stack exhaustion.
 */
export const maxDepth = 128;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses a whole document. Throws RejectedInput, with line and column, when it is not well-formed. */
export function parseXml(source: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;

  const appendText = (text: string) => {
    const parent = open.at(-1);
    if (!parent) return;
    const last = parent.children.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parent.children.push({ kind: 'text', text });
  };

  parser.on('error', (error) => {
    throw new RejectedInput(`not well-formed XML: ${error.message}`);
  });
  parser.on('opentag', (tag) => {
    if (open.length >= maxDepth) throw new RejectedInput(`elements nested more than ${maxDepth} deep`);
    const element: XmlElement = {
      kind: 'element',
      name: tag.name,
      local: localName(tag.name),
      attributes: tag.attributes as Record<string, string>,
      children: [],
    };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    open.push(element);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.on('text', appendText);
  parser.on('cdata', appendText);

  parser.write(source).close();
  if (!root) throw new RejectedInput('not well-formed XML: no root element');
  return root;
}
