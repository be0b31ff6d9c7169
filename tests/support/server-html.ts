import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

/**
 * A server-rendered page read the way a browser's parser reads it (parse5 is the HTML standard's parser, the one
 * jsdom uses), without building a DOM: fast enough to read hundreds of pages in a test.
 */
export function parseServerHtml(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node) elements.push(node);
    const children = 'content' in node && node.nodeName === 'template' ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(parse(html));
  return elements;
}

export const attributeOf = (element: HtmlElement, name: string): string | undefined => element.attrs.find((attribute) => attribute.name === name)?.value;

export const hasClass = (element: HtmlElement, name: string): boolean => (attributeOf(element, 'class') ?? '').split(/\s+/).includes(name);

/** The elements inside `element`, in document order. */
export function descendantsOf(element: HtmlElement): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: Node) => {
    for (const child of 'childNodes' in node ? node.childNodes : []) {
      if ('tagName' in child) found.push(child);
      visit(child);
    }
  };
  visit(element);
  return found;
}
