import { parseXml, type XmlElement } from '../ingest/xml/xml-tree.ts';
import { aliNamespace, jatsFormat, mathmlNamespace, xlinkNamespace } from './metadata-formats.ts';
import { xmlNamespace } from './oai-protocol.ts';
import { addElement, setAttribute, xmlSafe, type XmlBuilder } from './xml-writer.ts';

/** Namespaces a JATS front may use besides JATS itself, with the prefix this repository writes for each. */
const keptElementNamespaces = new Map([
  [mathmlNamespace, 'mml'],
  [aliNamespace, 'ali'],
]);
const keptAttributeNamespaces = new Map([
  [xlinkNamespace, 'xlink'],
  [xmlNamespace, 'xml'],
]);

/** Links a browser could run, were the reply opened in one. */
const scriptingLink = /^\s*(javascript|vbscript|data)\s*:/i;

type Scope = ReadonlyMap<string, string>;

function scopeOf(element: XmlElement, outer: Scope): Scope {
  const declared = Object.entries(element.attributes).filter(([name]) => name.startsWith('xmlns:'));
  if (declared.length === 0) return outer;
  return new Map([...outer, ...declared.map(([name, uri]) => [name.slice('xmlns:'.length), uri] as const)]);
}

const prefixOf = (name: string) => (name.includes(':') ? name.slice(0, name.indexOf(':')) : '');

/**
 * Writes one element of the stored front into the reply: JATS elements (written without a prefix, as JATS is) into the
 * JATS namespace, MathML and ALI elements into theirs; an element of any other namespace (XHTML, SVG …) is left out
 * with what it holds. Attributes keep no namespace, XLink or xml:, never an event handler or a scripting link.
 */
function copyElement(parent: XmlBuilder, element: XmlElement, outer: Scope): void {
  const scope = scopeOf(element, outer);
  const prefix = prefixOf(element.name);
  let copy: XmlBuilder;
  if (prefix === '') copy = addElement(parent, jatsFormat.namespace, element.local);
  else {
    const namespace = scope.get(prefix);
    const written = namespace === undefined ? undefined : keptElementNamespaces.get(namespace);
    if (namespace === undefined || written === undefined) return;
    copy = addElement(parent, namespace, `${written}:${element.local}`);
  }
  for (const [name, value] of Object.entries(element.attributes)) {
    if (name === 'xmlns' || name.startsWith('xmlns:') || /^on/i.test(name.slice(name.indexOf(':') + 1))) continue;
    const attributePrefix = prefixOf(name);
    if (attributePrefix === '') {
      setAttribute(copy, null, name, value);
      continue;
    }
    const namespace = attributePrefix === 'xml' ? xmlNamespace : scope.get(attributePrefix);
    const written = namespace === undefined ? undefined : keptAttributeNamespaces.get(namespace);
    if (namespace === undefined || written === undefined) continue;
    if (namespace === xlinkNamespace && scriptingLink.test(value)) continue;
    setAttribute(copy, namespace, `${written}:${name.slice(attributePrefix.length + 1)}`, value);
  }
  for (const child of element.children) {
    if (child.kind === 'text') copy.txt(xmlSafe(child.text));
    else copyElement(copy, child, scope);
  }
}

/**
 * Appends the `<front>` kept from the article's JATS (server/ingest/jats/front-xml.ts) to the reply's `<article>`.
 * Answers false, adding nothing, when what is stored does not read as a `<front>`.
 */
export function appendStoredFront(article: XmlBuilder, stored: string): boolean {
  let front: XmlElement;
  try {
    front = parseXml(stored);
  } catch {
    return false;
  }
  if (front.local !== 'front' || prefixOf(front.name) !== '') return false;
  copyElement(article, front, new Map([['xml', xmlNamespace]]));
  return true;
}
