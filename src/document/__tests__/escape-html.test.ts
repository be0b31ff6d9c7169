import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from '../escape-html.ts';

describe('jsonForScript', () => {
  const hostile = { title: '</script><script>alert(1)</script>', note: '<!-- a & b -->', lines: 'one\u2028two\u2029three' };

  it('gives JSON with nothing that can end the script, start a comment or break a line', () => {
    const json = jsonForScript(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('reads back as the same value', () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
  });
});

describe('escapeHtml', () => {
  it('shows markup as text', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
