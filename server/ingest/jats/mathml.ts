import type { XmlElement, XmlNode } from '../xml/xml-tree.ts';
import { escapeText } from '../xml/xml-text.ts';

/*
 * The MathML sanitizer: the security boundary for formulas. A reader inserts the string it returns as HTML (or
 * hands it to a MathML renderer), so only MathML presentation elements and attributes with plain values leave
 * here. Everything else — scripts, styles, links, event handlers, `annotation-xml` (which may carry HTML),
 * foreign elements — is dropped with its content. Text is escaped; prefixes (`mml:`) are removed.
 */

const mathmlNamespace = 'http://www.w3.org/1998/Math/MathML';

const allowedElements = new Set([
  'math', 'mi', 'mn', 'mo', 'ms', 'mtext', 'mspace', 'mrow', 'mfrac', 'msqrt', 'mroot', 'mstyle', 'merror', 'mpadded',
  'mphantom', 'mfenced', 'menclose', 'msub', 'msup', 'msubsup', 'munder', 'mover', 'munderover', 'mmultiscripts',
  'mprescripts', 'none', 'mtable', 'mtr', 'mlabeledtr', 'mtd', 'maligngroup', 'malignmark', 'mstack', 'mlongdiv',
  'msgroup', 'msrow', 'mscarries', 'mscarry', 'msline', 'semantics', 'annotation',
]);

const allowedAttributes = new Set([
  'display', 'mathvariant', 'mathsize', 'mathcolor', 'mathbackground', 'dir', 'displaystyle', 'scriptlevel',
  'scriptsizemultiplier', 'scriptminsize', 'fence', 'separator', 'stretchy', 'symmetric', 'largeop', 'movablelimits',
  'accent', 'accentunder', 'lspace', 'rspace', 'minsize', 'maxsize', 'form', 'width', 'height', 'depth', 'voffset',
  'linethickness', 'numalign', 'denomalign', 'bevelled', 'columnalign', 'rowalign', 'columnspacing', 'rowspacing',
  'columnlines', 'rowlines', 'columnwidth', 'frame', 'framespacing', 'equalrows', 'equalcolumns', 'columnspan',
  'rowspan', 'align', 'open', 'close', 'separators', 'notation', 'alttext', 'encoding', 'lquote', 'rquote',
  'subscriptshift', 'superscriptshift', 'linebreak', 'lineleading', 'indentalign', 'indentshift', 'side',
  'minlabelspacing', 'charalign', 'stackalign', 'position', 'shift', 'location', 'crossout', 'longdivstyle',
]);

/**
 * Plain values only: words, numbers, units, colours, fence characters. Without `:` and `(` no value can name a
 * scheme or call a CSS function.
 */
const safeValue = /^[\w\s#.,%|[\]{}+\-*/^~'’!?‖⟨⟩⌈⌉⌊⌋]*$/u;

/** Attributes whose value is free text (a description of the formula): any text, escaped. */
const textValued = new Set(['alttext']);

const attributeEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeAttribute = (value: string) => value.replace(/[&<>"]/g, (character) => attributeEscapes[character]!);

/** Serializes a `<math>` element as sanitized MathML; '' when the element is not `math`. */
export function sanitizeMathml(math: XmlElement, display?: 'block' | 'inline'): string {
  if (math.local !== 'math') return '';
  const shownAs = display ?? (math.attributes.display === 'block' ? 'block' : 'inline');
  return `<math xmlns="${mathmlNamespace}" display="${shownAs}"${attributesOf(math, 'display')}>${serializeChildren(math.children)}</math>`;
}

function serializeChildren(children: XmlNode[]): string {
  let out = '';
  for (const child of children) {
    // White space between elements is layout of the XML file, not of the formula.
    if (child.kind === 'text') out += child.text.trim() === '' ? '' : escapeText(child.text);
    else out += serializeElement(child);
  }
  return out;
}

function serializeElement(element: XmlElement): string {
  const name = element.local.toLowerCase();
  if (!allowedElements.has(name) || name === 'math') return '';
  const attributes = attributesOf(element);
  if (name === 'annotation') {
    // Annotations are text (TeX, plain descriptions); whatever elements they hold are not.
    const text = element.children.map((child) => (child.kind === 'text' ? child.text : '')).join('');
    return `<annotation${attributes}>${escapeText(text)}</annotation>`;
  }
  return `<${name}${attributes}>${serializeChildren(element.children)}</${name}>`;
}

/**
 * The element's allowed attributes with safe values, written out (` name="value"` each), prefixes and namespace
 * declarations removed; and `except`, written by the caller.
 */
function attributesOf(element: XmlElement, except?: string): string {
  let written = '';
  for (const qualified of Object.keys(element.attributes)) {
    if (qualified.includes(':') || qualified === 'xmlns') continue; // xlink:href, xml:space, xmlns:mml …
    const name = qualified.toLowerCase();
    if (name === except || !allowedAttributes.has(name)) continue;
    const value = element.attributes[qualified]!;
    if (!textValued.has(name) && !safeValue.test(value)) continue;
    written += ` ${name}="${escapeAttribute(value.trim())}"`;
  }
  return written;
}
