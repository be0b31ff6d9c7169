// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleDescriptor } from '../../../schemas/module-list.ts';
import { ApiStatusError } from '../../../runtime/api/api-errors.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import introduce from '../index.ts';

const journalDetailPath = '/rc-pub/front/front-publication/detail';

afterEach(cleanup);

type Journal = Record<string, unknown> & { id: number };
const seedJournal = (sld: 'optics' | 'ecology') => (JSON.parse(readFileSync(`server/seed/content/${sld}.json`, 'utf8')).journals as Journal[])[0]!;
const ecologyModule = moduleDescriptor.parse(
  (JSON.parse(readFileSync('site-configs/ecology/modules.json', 'utf8')).home as { code: string }[]).find((module) => module.code === 'introduce'),
);
const opticsChannelModule = moduleDescriptor.parse(
  (JSON.parse(readFileSync('site-configs/optics/modules.json', 'utf8')).channels['1101'] as { code: string }[]).find((module) => module.code === 'introduce'),
);

function server(journal: Journal) {
  return (path: string, query: Record<string, string | number | undefined>) => {
    if (path !== journalDetailPath) return undefined;
    if (query.publicationId !== undefined && Number(query.publicationId) !== journal.id) {
      throw new ApiStatusError({ method: 'GET', path }, { status: 40400, message: 'not found' });
    }
    return journal;
  };
}

function facts() {
  return screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('introduce', () => {
  it('asks for the configured journal and shows its English introduction, facts and More link', async () => {
    const journal = seedJournal('ecology');
    const { requests } = await renderBlock(introduce, ecologyModule, { bootstrap: sampleBootstrap('ecology'), get: server(journal) });
    expect(await screen.findByRole('heading', { level: 2, name: 'About the Journal' })).toBeTruthy();
    expect(requests).toEqual([{ path: journalDetailPath, query: { publicationId: 2001 } }]);
    expect(screen.getByText(/^Open Ecology & Evolution is a fully open-access/)).toBeTruthy();
    expect(facts()).toEqual([
      ['ISSN', '2765-0316'],
      ['Frequency', 'Quarterly'],
      ['Editor-in-Chief', 'Margaret A. Holloway'],
    ]);
    const more = screen.getByRole('link', { name: 'More About the Journal' });
    expect(more.getAttribute('href')).toBe('/ecology/aboutus/2501/');
  });

  it('shows the Chinese introduction and facts on a Chinese page', async () => {
    await renderBlock(introduce, opticsChannelModule, { bootstrap: sampleBootstrap('optics'), get: server(seedJournal('optics')), lang: 'zh' });
    expect(await screen.findByRole('heading', { level: 2, name: '期刊简介' })).toBeTruthy();
    expect(screen.getByText(/^《光学前沿》创刊于1981年/)).toBeTruthy();
    expect(facts()).toEqual([
      ['ISSN', '1000-0003'],
      ['CN', '11-1234/O4'],
      ['出版周期', '月刊'],
      ['主编', '周启航'],
    ]);
    // The channel module has no moreLink.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('splits the introduction into paragraphs on blank lines, as plain text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const journal = { ...seedJournal('ecology'), enIntroduction: `First paragraph.\n\nSecond ${hostile}\nsame paragraph.\r\n\r\n\n  Third.  `, enEditorInChief: hostile };
    const { container } = await renderBlock(introduce, ecologyModule, { bootstrap: sampleBootstrap('ecology'), get: server(journal) });
    await screen.findByRole('heading', { level: 2 });
    const paragraphs = [...container.querySelectorAll('.mh-introduce-text p')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual(['First paragraph.', `Second ${hostile}\nsame paragraph.`, 'Third.']);
    expect(facts().at(-1)).toEqual(['Editor-in-Chief', hostile]);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('asks for the site’s own journal when no publicationId is set, and shows No data for an unknown one', async () => {
    const { requests } = await renderBlock(introduce, { code: 'introduce', props: {} }, { bootstrap: sampleBootstrap('optics'), get: server(seedJournal('optics')) });
    expect(await screen.findByRole('heading', { level: 2, name: 'About the journal' })).toBeTruthy();
    expect(requests[0]?.query).toEqual({});
    cleanup();
    await renderBlock(introduce, { code: 'introduce', props: { publicationId: 9 } }, { bootstrap: sampleBootstrap('optics'), get: server(seedJournal('optics')) });
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('shows No data for a journal without introduction or facts', async () => {
    const empty = { id: 2001, publicationName: 'X' };
    await renderBlock(introduce, ecologyModule, { bootstrap: sampleBootstrap('ecology'), get: server(empty) });
    expect(await screen.findByText('No data')).toBeTruthy();
  });
});
