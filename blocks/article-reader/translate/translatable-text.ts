/**
 * The prose of a translatable part as the page shows it, as lines to translate: headings, paragraphs, list items,
 * definitions ("term: definition"), quotes and boxes. Figures, tables, formulas standing on their own, files, code,
 * footnotes, reference lists, a box's label and caption, a quote's attribution and the part's own heading ("Abstract")
 * are left out; an inline formula is its TeX source. Read from the server's HTML (BlockNodes.tsx) when a reader asks
 * for a translation, so the page carries no second copy of its text.
 */
const leftOut = [
  'figure',
  '.mh-fig-group',
  '.mh-disp-formula',
  '.mh-supplementary',
  '.mh-graphic',
  'pre',
  '.mh-fn',
  '.mh-ref-list',
  '.mh-box > .mh-label',
  '.mh-box-caption',
  'blockquote > footer',
  'li > .mh-label',
  '.mh-article-part > h2',
  'mh-island',
  '.mh-translate-anchor',
].join(', ');

const formula = '.mh-formula, .mh-formula-graphic, .mh-formula-tex';

/** The text of a line's element: an inline formula as its TeX, a line break as a space, no images. */
function inlineText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || node.matches(leftOut)) return '';
  if (node.matches(formula)) return node.getAttribute('data-tex') ?? '';
  if (node.tagName === 'BR') return ' ';
  if (node.tagName === 'IMG') return '';
  let text = '';
  for (const child of node.childNodes) text += inlineText(child);
  return text;
}

function linesOf(element: Element): string[] {
  const lines: string[] = [];
  for (const child of element.children) {
    if (child.matches(leftOut)) continue;
    if (/^(H[1-6]|P)$/.test(child.tagName) || child.classList.contains('mh-p')) lines.push(inlineText(child));
    else if (child.tagName === 'DL')
      for (const item of child.children) lines.push(`${inlineText(item.querySelector('dt') ?? item)}: ${linesOf(item.querySelector('dd') ?? item).join(' ')}`);
    else if (!child.matches(formula)) lines.push(...linesOf(child));
  }
  return lines;
}

export function translatableText(part: Element): string {
  return linesOf(part)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
