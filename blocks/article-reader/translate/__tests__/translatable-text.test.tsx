// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ArticleContent } from '../../../../schemas/content/article-content.ts';
import type { BlockNode } from '../../../../schemas/content/article-content/blocks.ts';
import { parseJats } from '../../../../server/ingest/jats/parse-jats.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { I18nextProvider } from 'react-i18next';
import { PageContext, type PageContextValue } from '../../../../runtime/context/page-context.ts';
import { bundledI18n } from '../../../../runtime/i18n/bundled-catalogues.ts';
import { parseLocation } from '../../../../runtime/routing/parse-location.ts';
import { sampleBootstrap } from '../../../../tests/support/render-block.tsx';
import { BlockNodes } from '../../content/BlockNodes.tsx';
import { plainText } from '../../content/plain-text.ts';
import { translatableText } from '../translatable-text.ts';

/**
 * What a translation sends, defined on the content model: a part's prose, one line per heading, paragraph, list item,
 * definition and quoted or boxed paragraph; nothing of figures, tables, formulas standing alone, files, code,
 * footnotes or references; an inline formula as its TeX. The page reads it from its HTML instead (it carries no second
 * copy of the text): the two must agree.
 */
function modelText(nodes: BlockNode[]): string {
  const linesOf = (list: BlockNode[]): string[] =>
    list.flatMap((node): string[] => {
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
  return linesOf(nodes)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const page: PageContextValue = {
  bootstrap: sampleBootstrap('ecology'),
  diagnostics: [],
  location: parseLocation('/ecology/en/home/', ''),
  path: '/ecology/en/home/',
  lang: 'en',
  sld: 'ecology',
  prefix: '/ecology/en',
  dev: false,
  api: {} as PageContextValue['api'],
  device: 'desktop',
};

/** The nodes as the article reader renders them, in a translatable part. */
function shown(nodes: BlockNode[]): Element {
  const part = document.createElement('div');
  part.className = 'mh-translatable';
  part.innerHTML = renderToString(
    <I18nextProvider i18n={bundledI18n('en')}>
      <PageContext.Provider value={page}>
        <BlockNodes nodes={nodes} />
      </PageContext.Provider>
    </I18nextProvider>,
  );
  return part;
}

const text = (value: string) => [{ type: 'text' as const, text: value }];

describe('translatableText', () => {
  it('gives a section’s heading and prose, one line each, without its formulas', () => {
    const section = {
      type: 'sec',
      id: 's1',
      secType: '',
      label: '1.',
      title: text('Introduction'),
      children: [
        { type: 'p', id: '', children: [...text('First   paragraph with '), { type: 'inline-formula', id: '', math: { tex: 'x^2', mathml: '<math><msup><mi>x</mi><mn>2</mn></msup></math>', graphic: null } }, ...text('.')] },
        { type: 'disp-formula', id: 'eq1', label: '(1)', math: { tex: 'E=mc^2', mathml: '', graphic: null } },
        { type: 'sec', id: 's1.1', secType: '', label: '', title: text('Background'), children: [{ type: 'p', id: '', children: text('Nested.') }] },
      ],
    } as unknown as BlockNode;
    expect(translatableText(shown([section]))).toBe('1. Introduction\nFirst paragraph with x^2.\nBackground\nNested.');
  });

  const fixtures = 'tests/fixtures/jats/';
  const names = readdirSync(fixtures).filter((name) => name.endsWith('.xml'));
  const contents: [string, ArticleContent][] = names.map((name) => [name, parseJats(readFileSync(fixtures + name, 'utf8'))]);
  it.each(contents)('reads from the page what the content model says of every part of %s', (_name, content) => {
    const parts = [...content.abstracts.map((abstract) => abstract.children), ...content.body.map((node) => [node])];
    for (const nodes of parts) expect(translatableText(shown(nodes))).toBe(modelText(nodes));
  });
});
