import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

export type XmlBuilder = XMLBuilder;

/** Characters XML 1.0 cannot carry at all (controls, lone surrogates, U+FFFE/FFFF): dropped, never written. */
const notXmlCharacters = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export const xmlSafe = (text: string): string => text.replace(notXmlCharacters, '');

/**
 * Appends an element in a namespace, with its text when given. Everything goes through xmlbuilder2's node methods,
 * which escape text and attribute values: stored metadata is always text, never markup.
 */
export function addElement(parent: XmlBuilder, namespace: string, name: string, text?: string): XmlBuilder {
  const child = parent.ele(namespace, name);
  if (text !== undefined) child.txt(xmlSafe(text));
  return child;
}

/** Appends an element only when it has text to hold. */
export function addTextElement(parent: XmlBuilder, namespace: string, name: string, text: string | undefined): XmlBuilder | undefined {
  const value = xmlSafe(text ?? '').trim();
  return value ? addElement(parent, namespace, name, value) : undefined;
}

export function setAttribute(node: XmlBuilder, namespace: string | null, name: string, value: string): XmlBuilder {
  return node.att(namespace, name, xmlSafe(value));
}

export function newXmlDocument(): XmlBuilder {
  return create({ version: '1.0', encoding: 'UTF-8' });
}

export function xmlDocumentText(document: XmlBuilder): string {
  return document.end({ prettyPrint: false });
}
