import type { HeadElement } from '../../runtime/registry/page-head.ts';
import { escapeHtml, jsonForScript } from './escape-html.ts';

/** A block's head element as HTML: every value escaped, JSON-LD safe inside its script element. */
export function headElementHtml(element: HeadElement): string {
  switch (element.tag) {
    case 'meta':
      return 'name' in element
        ? `<meta name="${escapeHtml(element.name)}" content="${escapeHtml(element.content)}">`
        : `<meta property="${escapeHtml(element.property)}" content="${escapeHtml(element.content)}">`;
    case 'link': {
      const optional = [element.type ? ` type="${escapeHtml(element.type)}"` : '', element.title ? ` title="${escapeHtml(element.title)}"` : ''].join('');
      return `<link rel="${escapeHtml(element.rel)}" href="${escapeHtml(element.href)}"${optional}>`;
    }
    case 'json-ld':
      return `<script type="application/ld+json">${jsonForScript(element.data)}</script>`;
  }
}
