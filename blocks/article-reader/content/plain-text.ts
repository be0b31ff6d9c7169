import type { InlineText } from '../../../schemas/content/article-content/inline.ts';

/** The plain text of a run (for titles in the head, `alt` and `aria-label` values). */
export function plainText(nodes: InlineText): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.text;
        case 'break':
          return ' ';
        case 'inline-formula':
          return node.math.tex;
        case 'math':
        case 'inline-graphic':
          return '';
        default:
          return plainText(node.children);
      }
    })
    .join('');
}
