import type { XmlElement, XmlNode } from '../xml/xml-tree.ts';

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

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** Serializes a `<math>` element as sanitized MathML; '' when the element is not `math`. */
export function sanitizeMathml(math: XmlElement, display?: 'block' | 'inline'): string {
  if (math.local !== 'math') return '';
  const attributes = attributesOf(math).filter(([name]) => name !== 'display');
  const shownAs = display ?? (math.attributes.display === 'block' ? 'block' : 'inline');
  const head = [`xmlns="${mathmlNamespace}"`, `display="${shownAs}"`, ...attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`)];
  return `<math ${head.join(' ')}>${serializeChildren(math.children)}</math>`;
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
  const attributes = attributesOf(element)
    .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
    .join('');
  if (name === 'annotation') {
    // Annotations are text (TeX, plain descriptions); whatever elements they hold are not.
    const text = element.children.map((child) => (child.kind === 'text' ? child.text : '')).join('');
    return `<annotation${attributes}>${escapeText(text)}</annotation>`;
  }
  return `<${name}${attributes}>${serializeChildren(element.children)}</${name}>`;
}

/** The element's allowed attributes with safe values, prefixes and namespace declarations removed. */
function attributesOf(element: XmlElement): [string, string][] {
  const kept: [string, string][] = [];
  for (const [qualified, value] of Object.entries(element.attributes)) {
    if (qualified.includes(':') || qualified === 'xmlns') continue; // xlink:href, xml:space, xmlns:mml …
    const name = qualified.toLowerCase();
    if (!allowedAttributes.has(name)) continue;
    if (!textValued.has(name) && !safeValue.test(value)) continue;
    kept.push([name, value.trim()]);
  }
  return kept;
}
