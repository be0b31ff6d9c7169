import type { BlockNode } from '../../../schemas/content/article-content/blocks.ts';
import { maxTranslationLength } from '../../../schemas/translation-languages.ts';
import { plainText } from '../content/plain-text.ts';

/**
 * The prose of article content as lines to translate: headings, paragraphs, list items, definitions, quotes and boxes.
 * Figures, tables, formulas, files, code and reference lists are left out.
 */
export function blockText(nodes: BlockNode[]): string {
  return linesOf(nodes)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function linesOf(nodes: BlockNode[]): string[] {
  return nodes.flatMap((node): string[] => {
    switch (node.type) {
      case 'p':
        return [plainText(node.children)];
      case 'sec':
      case 'app':
      case 'glossary':
        return [[node.label, plainText(node.title)].filter(Boolean).join(' '), ...linesOf(node.children)];
      case 'list':
        return [plainText(node.title), ...node.items.flatMap((item) => linesOf(item.children))];
      case 'def-list':
        return [plainText(node.title), ...node.items.map((item) => `${plainText(item.term)}: ${linesOf(item.definitions).join(' ')}`)];
      case 'disp-quote':
      case 'boxed-text':
        return linesOf(node.children);
      default:
        return [];
    }
  });
}

/** Text cut to what one request may carry, at the last line or word break before the limit. */
export function clipForTranslation(text: string, limit = maxTranslationLength): { text: string; clipped: boolean } {
  if (text.length <= limit) return { text, clipped: false };
  const head = text.slice(0, limit);
  const cut = Math.max(head.lastIndexOf('\n'), head.lastIndexOf(' '));
  return { text: (cut > limit / 2 ? head.slice(0, cut) : head).trim(), clipped: true };
}
