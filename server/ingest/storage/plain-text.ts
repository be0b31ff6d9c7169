import type { BlockNode, InlineText } from '../../../schemas/content/article-content.ts';

/** The words of inline text, for plain-text fields (titles, abstracts and keywords in lists and search). */
export function inlinePlainText(nodes: InlineText): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text') text += node.text;
    else if (node.type === 'break') text += ' ';
    else if ('children' in node) text += inlinePlainText(node.children);
    else if (node.type === 'inline-formula') text += node.math.tex || mathText(node.math.mathml);
    else if (node.type === 'math') text += mathText(node.mathml);
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** What MathML says in characters: its text content. */
const mathText = (mathml: string) =>
  mathml
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The text of blocks, one line per paragraph or heading. */
export function blocksPlainText(blocks: BlockNode[]): string {
  const lines: string[] = [];
  const visit = (block: BlockNode) => {
    if (block.type === 'p') lines.push(inlinePlainText(block.children));
    else if (block.type === 'sec') {
      lines.push(inlinePlainText(block.title));
      block.children.forEach(visit);
    } else if (block.type === 'list') block.items.forEach((item) => item.children.forEach(visit));
    else if (block.type === 'disp-quote' || block.type === 'boxed-text') block.children.forEach(visit);
  };
  blocks.forEach(visit);
  return lines.filter(Boolean).join('\n');
}
