import { attributeOf, parseServerHtml } from '../../support/server-html.ts';

/**
 * What in a page's HTML could run script, read the way a browser's parser reads it (parse5): event-handler
 * attributes, script-scheme addresses, script elements whose code names the payloads' flag, frames and objects,
 * `<base>` and refreshing `<meta>`. An empty answer means the page, as sent, runs none of the payloads; each finding
 * says what an attacker's markup became.
 */

/** The flag every payload of the corpus sets (`top.__pwned=…`), or a dialog it opens. */
const payloadCode = /__pwned|alert\(\d|msgbox\(/;
/** Browsers drop ASCII whitespace and control characters inside a scheme ("java\tscript:"). */
// eslint-disable-next-line no-control-regex
const scriptScheme = (value: string) => /^(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020\u007f]/g, ''));
const urlAttributes = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'poster', 'data', 'background', 'srcset', 'ping']);
const executableScriptTypes = new Set(['', 'text/javascript', 'module', 'application/javascript']);
const frameLike = new Set(['iframe', 'frame', 'object', 'embed', 'applet', 'base', 'portal']);

export function activeContentIn(html: string): string[] {
  const findings: string[] = [];
  for (const element of parseServerHtml(html)) {
    const tag = element.tagName;
    const describe = () => `<${tag} ${element.attrs.map(({ name, value }) => `${name}="${value.slice(0, 80)}"`).join(' ')}>`;
    for (const { name, value } of element.attrs) {
      if (/^on/i.test(name)) findings.push(`event handler ${name} on ${describe()}`);
      if (urlAttributes.has(name.toLowerCase()) && scriptScheme(value)) findings.push(`script address in ${name} of ${describe()}`);
      if (name === 'srcdoc') findings.push(`srcdoc on ${describe()}`);
      if (name === 'style' && /javascript:|expression\s*\(/i.test(value)) findings.push(`script in the style of ${describe()}`);
    }
    if (frameLike.has(tag)) findings.push(`embedded document ${describe()}`);
    if (tag === 'meta' && /refresh/i.test(attributeOf(element, 'http-equiv') ?? '')) findings.push(`refresh ${describe()}`);
    if (tag === 'script' && executableScriptTypes.has((attributeOf(element, 'type') ?? '').toLowerCase())) {
      const code = element.childNodes.map((node) => ('value' in node ? node.value : '')).join('');
      // Payload text inside a string literal (the page's inlined data) is data; outside one it is code.
      const outsideStrings = code.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""');
      if (payloadCode.test(outsideStrings)) findings.push(`script running payload code: ${outsideStrings.slice(0, 200)}`);
    }
    if (tag === 'style') {
      const css = element.childNodes.map((node) => ('value' in node ? node.value : '')).join('');
      if (/javascript:|expression\s*\(|<\/?script/i.test(css)) findings.push(`script in a style element: ${css.slice(0, 200)}`);
    }
  }
  return findings;
}

/** The page's visible text with its markup removed, as a reader's screen would show it (entities decoded). */
export function textOf(html: string): string {
  return parseServerHtml(html)
    .filter((element) => element.tagName !== 'script' && element.tagName !== 'style')
    .flatMap((element) => element.childNodes.map((node) => (node.nodeName === '#text' && 'value' in node ? node.value : '')))
    .join(' ');
}
