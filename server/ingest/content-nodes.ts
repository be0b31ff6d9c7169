/**
 * Calls `visit` on each object in an article's content (the content model's nodes and their parts: a figure, its
 * graphic, a reference …), parents before their children, sub-articles included — but runs of text, which are most
 * of the nodes and hold nothing but their text. Own values only: a for…in over objects of many shapes is slow, and
 * asks the prototype too.
 */
export function forEachContentNode(content: unknown, visit: (node: Readonly<Record<string, unknown>>) => void): void {
  const walk = (value: object): void => {
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) walk(item);
      return;
    }
    const node = value as Record<string, unknown>;
    if (node.type === 'text') return;
    visit(node);
    for (const child of Object.values(node)) if (typeof child === 'object' && child !== null) walk(child);
  };
  if (typeof content === 'object' && content !== null) walk(content);
}
