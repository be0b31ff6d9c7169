// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mathml as mathmlSchema } from '../../../schemas/content/article-content.ts';
import { sanitizeMathml } from '../jats/mathml.ts';
import { parseXml } from '../xml/xml-tree.ts';

const sanitize = (markup: string, display?: 'block' | 'inline') =>
  sanitizeMathml(parseXml(`<root xmlns:mml="http://www.w3.org/1998/Math/MathML" xmlns:xlink="http://www.w3.org/1999/xlink">${markup}</root>`).children.find((node) => node.kind === 'element')! as never, display);

/** What a browser makes of the string when a reader inserts it with innerHTML. */
function asBrowserSeesIt(markup: string) {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return [...host.querySelectorAll('*')];
}

const hostile = `<mml:math onclick="alert(1)" xlink:href="javascript:alert(2)">
  <mml:mi onmouseover="alert(3)" href="javascript:alert(4)" style="position:fixed" mathcolor="red" class="x">x</mml:mi>
  <mml:mo mathvariant="bold">+</mml:mo>
  <mml:script>alert(5)</mml:script>
  <script>alert(6)</script>
  <mml:annotation-xml encoding="text/html"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(7)"/></div></mml:annotation-xml>
  <mml:mtext>&lt;img src=x onerror=alert(8)&gt;&lt;/math&gt;&lt;script&gt;alert(9)&lt;/script&gt;</mml:mtext>
  <mml:maction actiontype="statusline" xlink:href="javascript:alert(10)"><mml:mi>y</mml:mi></mml:maction>
  <mml:mglyph src="javascript:alert(11)"/>
  <mml:mstyle mathbackground="url(javascript:alert(12))" mathsize="1.2em"><mml:mn>2</mml:mn></mml:mstyle>
  <mml:mi xmlns:evil="x" evil:onclick="alert(13)">z</mml:mi>
  <mml:semantics><mml:mi>a</mml:mi><mml:annotation encoding="application/x-tex">\\alpha<mml:mi onclick="alert(14)">b</mml:mi></mml:annotation></mml:semantics>
</mml:math>`;

describe('sanitizeMathml', () => {
  it('keeps presentation MathML, without prefixes, with the display asked for', () => {
    const out = sanitize('<mml:math id="M1" overflow="scroll"><mml:msup><mml:mi>e</mml:mi><mml:mn>2</mml:mn></mml:msup></mml:math>', 'block');
    expect(out).toBe('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><msup><mi>e</mi><mn>2</mn></msup></math>');
  });

  it('drops scripts, event handlers, links, styles, classes and HTML, and escapes text', () => {
    const out = sanitize(hostile);
    const tags = out.match(/<[^>]*>/g)!.join('');
    expect(tags).not.toMatch(/onclick|onmouseover|onerror|href|style=|class=|<script|annotation-xml|mglyph|maction|url\(/i);
    expect(out).toContain('<mi mathcolor="red">x</mi>');
    expect(out).toContain('<mo mathvariant="bold">+</mo>');
    expect(out).toContain('<mstyle mathsize="1.2em"><mn>2</mn></mstyle>');
    expect(out).toContain('&lt;img src=x onerror=alert(8)&gt;&lt;/math&gt;&lt;script&gt;alert(9)&lt;/script&gt;');
    expect(out).toContain('<annotation encoding="application/x-tex">\\alpha</annotation>');
    expect(mathmlSchema.safeParse(out).success).toBe(true);
  });

  it('comes out inert when a browser parses it as HTML', () => {
    const elements = asBrowserSeesIt(sanitize(hostile));
    expect(elements.length).toBeGreaterThan(5);
    for (const element of elements) {
      expect(element.namespaceURI).toBe('http://www.w3.org/1998/Math/MathML');
      expect([...element.attributes].map((attribute) => attribute.name).filter((name) => /^on|href|style|src/i.test(name))).toEqual([]);
    }
  });

  it('refuses anything but a math element', () => {
    expect(sanitize('<mml:mi>x</mml:mi>')).toBe('');
    expect(sanitize('<svg><script>alert(1)</script></svg>')).toBe('');
  });
});
