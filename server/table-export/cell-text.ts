import type { BlockNode, InlineText } from '../../schemas/content/article-content.ts';

/*
 * Text for a spreadsheet: what a reader of the table sees, without markup. Superscripts and subscripts become their
 * Unicode characters when every character has one (10⁵, CO₂, 12.3ᵃ), so `10<sup>5</sup>` never reads as 105;
 * otherwise their characters run on as they are.
 */

const superscripts: Record<string, string> = {
  ...charMap('0123456789', '⁰¹²³⁴⁵⁶⁷⁸⁹'),
  ...charMap('+-−=()', '⁺⁻⁻⁼⁽⁾'),
  ...charMap('abcdefghijklmnoprstuvwxyz', 'ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ'),
};
const subscripts: Record<string, string> = {
  ...charMap('0123456789', '₀₁₂₃₄₅₆₇₈₉'),
  ...charMap('+-−=()', '₊₋₋₌₍₎'),
  ...charMap('aehijklmnoprstuvx', 'ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ'),
};

function charMap(from: string, to: string): Record<string, string> {
  const targets = Array.from(to);
  return Object.fromEntries(Array.from(from).map((char, index) => [char, targets[index]!]));
}

function shifted(text: string, map: Record<string, string>): string {
  const chars = Array.from(text);
  return chars.length > 0 && chars.every((char) => char in map) ? chars.map((char) => map[char]).join('') : text;
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The characters of a serialized MathML element, in reading order (no TeX annotation). */
export function mathmlText(mathml: string): string {
  return mathml
    .replace(/<annotation[\s\S]*?<\/annotation>/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A run of inline nodes as plain text; forced breaks (paragraphs in a cell) become line breaks. */
export function inlinePlainText(nodes: InlineText): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.text;
        case 'break':
          return '\n';
        case 'inline-formula':
          return mathmlText(node.math.mathml) || node.math.tex;
        case 'math':
          return mathmlText(node.mathml);
        case 'inline-graphic':
          return node.alt;
        case 'sup':
          return shifted(inlinePlainText(node.children), superscripts);
        case 'sub':
          return shifted(inlinePlainText(node.children), subscripts);
        default:
          return inlinePlainText(node.children);
      }
    })
    .join('');
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(' ');

function withLabel(label: string, lines: string[]): string[] {
  if (!label) return lines;
  const [first = '', ...rest] = lines;
  return [joined(label, first), ...rest];
}

/** Block content (a table's footnotes and notes) as lines of plain text, one per paragraph, footnote or list item. */
export function blockPlainLines(nodes: BlockNode[]): string[] {
  const lines = nodes.flatMap((node): string[] => {
    switch (node.type) {
      case 'p':
        return [inlinePlainText(node.children)];
      case 'fn':
        return withLabel(node.label, [blockPlainLines(node.children).join(' ')]);
      case 'sec':
      case 'glossary':
      case 'app':
        return [joined(node.label, inlinePlainText(node.title)), ...blockPlainLines(node.children)];
      case 'list':
        return [inlinePlainText(node.title), ...node.items.flatMap((item) => withLabel(item.label, blockPlainLines(item.children)))];
      case 'def-list':
        return [
          inlinePlainText(node.title),
          ...node.items.map((item) => `${inlinePlainText(item.term)}: ${blockPlainLines(item.definitions).join(' ')}`),
        ];
      case 'disp-quote':
        return [...blockPlainLines(node.children), inlinePlainText(node.attribution)];
      case 'boxed-text':
        return [joined(node.label, inlinePlainText(node.caption.title)), ...blockPlainLines(node.children)];
      case 'disp-formula':
        return [joined(node.label, mathmlText(node.math.mathml) || node.math.tex)];
      case 'preformat':
        return [node.text];
      case 'fig':
      case 'fig-group':
      case 'table-wrap':
      case 'supplementary-material':
      case 'media':
        return [joined(node.label, inlinePlainText(node.caption.title))];
      case 'graphic':
        return [node.alt];
      case 'ref-list':
        return [inlinePlainText(node.title)];
    }
  });
  return lines.map((line) => line.replace(/[ \t]+/g, ' ').trim()).filter(Boolean);
}
