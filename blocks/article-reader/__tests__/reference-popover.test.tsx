// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { minimalJats } from '../../../server/ingest/__tests__/minimal-jats.ts';
import { parseJats } from '../../../server/ingest/jats/parse-jats.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import behaviour from '../behaviour.ts';
import articleReader from '../index.ts';

const content = parseJats(
  minimalJats({
    body: '<p>As shown before <xref ref-type="bibr" rid="bib1">[1]</xref>, and in <xref ref-type="fig" rid="fig1">Figure 1</xref>.</p>',
    back: `<ref-list><ref id="bib1"><label>1</label><mixed-citation>Smith J. <article-title>A study of &lt;b&gt;ants&lt;/b&gt;</article-title>. 2020. <pub-id pub-id-type="doi">10.5555/ants</pub-id></mixed-citation></ref></ref-list>`,
  }),
);

let undo: (() => void) | void;
afterEach(() => {
  undo?.();
  undo = undefined;
  cleanup();
});

/** The article as the server renders it, with its behaviour run on it as the page's entry would. */
async function renderArticle() {
  const { container } = await renderBlock(articleReader, { code: 'articleReader', props: { articleId: 7 } }, {
    bootstrap: sampleBootstrap('ecology'),
    url: 'http://localhost/ecology/en/article/7',
    get: () => ({ article: { id: 7, publicationId: 1, year: 2024, title: 'A title', language: 'en', pdfUrl: '', url: '' }, content, assets: {}, access: { read: true, download: true, signedIn: false } }),
  });
  const article = await screen.findByRole('article');
  undo = behaviour(container);
  return article;
}

describe('reference popover', () => {
  it('opens a citation’s reference beside it, as the page shows it, and closes with Escape, focus back on the citation', async () => {
    const article = await renderArticle();
    const citation = within(article).getByRole('link', { name: '[1]' });
    expect(citation.getAttribute('aria-haspopup')).toBe('dialog');
    expect(fireEvent.click(citation)).toBe(false);
    const popover = screen.getByRole('dialog', { name: '1' });
    expect(popover.textContent).toContain('A study of <b>ants</b>');
    expect(within(popover).getByRole('link', { name: 'DOI' }).getAttribute('href')).toBe('https://doi.org/10.5555/ants');
    // A copy: the reference list keeps the only element with the reference's id.
    expect(document.querySelectorAll('#bib1')).toHaveLength(1);
    expect(document.activeElement).toBe(popover);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(citation);
  });

  it('shows the article’s reference even where the page has another element of the same id', async () => {
    const pageElement = document.createElement('main');
    pageElement.id = 'bib1';
    pageElement.textContent = 'The whole page';
    document.body.prepend(pageElement);
    try {
      const article = await renderArticle();
      fireEvent.click(within(article).getByRole('link', { name: '[1]' }));
      expect(screen.getByRole('dialog').textContent).toContain('A study of');
      expect(screen.getByRole('dialog').textContent).not.toContain('The whole page');
    } finally {
      pageElement.remove();
    }
  });

  it('lets a figure citation jump as a link, and closes the popover on its button', async () => {
    const article = await renderArticle();
    expect(fireEvent.click(within(article).getByRole('link', { name: 'Figure 1' }))).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(article).getByRole('link', { name: '[1]' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
