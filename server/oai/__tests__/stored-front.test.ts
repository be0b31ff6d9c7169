import { describe, expect, it } from 'vitest';
import { parseXml, type XmlElement } from '../../ingest/xml/xml-tree.ts';
import { jatsFormat } from '../metadata-formats.ts';
import { appendStoredFront } from '../stored-front.ts';
import { newXmlDocument, xmlDocumentText } from '../xml-writer.ts';

function written(stored: string): { ok: boolean; xml: string } {
  const document = newXmlDocument();
  const article = document.ele(jatsFormat.namespace, 'article');
  const ok = appendStoredFront(article, stored);
  return { ok, xml: xmlDocumentText(document) };
}

const names = (element: XmlElement): string[] => [element.name, ...element.children.flatMap((child) => (child.kind === 'element' ? names(child) : []))];

describe('a stored JATS front in a reply', () => {
  it('is the publisher\'s front in the JATS namespace, with its MathML, ALI and XLink kept', () => {
    const stored =
      '<front xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:m="http://www.w3.org/1998/Math/MathML" xmlns:ali="http://www.niso.org/schemas/ali/1.0/">' +
      '<article-meta><title-group><article-title xml:lang="en">E = <m:math><m:mi>m</m:mi></m:math> &amp; more</article-title></title-group>' +
      '<permissions><ali:free_to_read/><license xlink:href="https://creativecommons.org/licenses/by/4.0/"/></permissions></article-meta></front>';
    const { ok, xml } = written(stored);
    expect(ok).toBe(true);
    const article = parseXml(xml);
    expect(article.attributes.xmlns).toBe(jatsFormat.namespace);
    expect(names(article)).toEqual(['article', 'front', 'article-meta', 'title-group', 'article-title', 'mml:math', 'mml:mi', 'permissions', 'ali:free_to_read', 'license']);
    expect(xml).toContain('<article-title xml:lang="en">E = <mml:math xmlns:mml="http://www.w3.org/1998/Math/MathML"><mml:mi>m</mml:mi></mml:math> &amp; more</article-title>');
    expect(xml).toContain('xlink:href="https://creativecommons.org/licenses/by/4.0/"');
  });

  it('leaves out elements of other namespaces, event handlers and scripting links', () => {
    const stored =
      '<front xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:h="http://www.w3.org/1999/xhtml" xmlns:svg="http://www.w3.org/2000/svg">' +
      '<article-meta onclick="alert(1)"><h:script>alert(2)</h:script><svg:svg onload="alert(3)"/><undeclared:x/>' +
      '<self-uri xlink:href=" JavaScript:alert(4)">link</self-uri><ext-link xlink:href="https://example.org/">ok</ext-link></article-meta></front>';
    const { ok, xml } = written(stored);
    expect(ok).toBe(true);
    expect(xml).not.toMatch(/alert|script|svg|onclick|undeclared/i);
    expect(xml).toContain('<self-uri>link</self-uri>');
    expect(xml).toContain('xlink:href="https://example.org/"');
  });

  it('adds nothing when what is stored is not a front', () => {
    expect(written('<front><unclosed></front>').ok).toBe(false);
    expect(written('<body/>').ok).toBe(false);
  });
});
