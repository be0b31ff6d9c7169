// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moduleDescriptor } from '../../../schemas/module-list.ts';
import { bundledI18n } from '../../../runtime/i18n/bundled-catalogues.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import statistics from '../index.ts';
import { statisticsPath } from '../../../schemas/statistics.ts';

afterEach(cleanup);

function homeModule(sld: 'optics' | 'ecology') {
  return moduleDescriptor.parse((JSON.parse(readFileSync(`site-configs/${sld}/modules.json`, 'utf8')).home as { code: string }[]).find((module) => module.code === 'statistics'));
}

const counts = {
  bookCounts: 12,
  publicationCounts: 1,
  articleCounts: 12345,
  periodCounts: 264,
  albumCounts: 7,
  picAndTableCounts: 1234567,
  audioCounts: 3,
  videoCounts: 9,
  chronicleCounts: 0,
};
const get = (path: string) => (path === statisticsPath ? counts : undefined);

async function rows() {
  await screen.findAllByRole('term');
  return screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('statistics', () => {
  it('shows the configured counts with English labels and grouping', async () => {
    const { requests } = await renderBlock(statistics, homeModule('optics'), { bootstrap: sampleBootstrap('optics'), get });
    expect(await rows()).toEqual([
      ['Papers', '12,345'],
      ['Figures', '1,234,567'],
      ['Collections', '7'],
      ['Journals', '1'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Resources' })).toBeTruthy();
    expect(requests).toEqual([{ path: statisticsPath, query: {} }]);
  });

  it('uses Chinese labels on a Chinese page', async () => {
    await renderBlock(statistics, homeModule('optics'), { bootstrap: sampleBootstrap('optics'), get, lang: 'zh' });
    expect(await rows()).toEqual([
      ['论文', '12,345'],
      ['图表', '1,234,567'],
      ['专辑', '7'],
      ['期刊', '1'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '资源统计' })).toBeTruthy();
  });

  it('formats numbers for the page language', async () => {
    await renderBlock(statistics, homeModule('optics'), { bootstrap: sampleBootstrap('optics'), get, lang: 'de' });
    expect((await rows())[0]).toEqual([bundledI18n('de').t('search.statistics.articleCounts'), '12.345']);
  });

  it('asks for the ADCS counts when the site is configured so (ecology), style 2', async () => {
    const { requests, container } = await renderBlock(statistics, homeModule('ecology'), { bootstrap: sampleBootstrap('ecology'), get });
    expect((await rows()).map(([label]) => label)).toEqual(['Papers', 'Figures', 'Collections']);
    expect(requests).toEqual([{ path: statisticsPath, query: { fromAdcs: 'true' } }]);
    expect(screen.getByRole('heading', { name: 'Journal at a Glance' })).toBeTruthy();
    expect(container.querySelector('.mh-statistics-style-2')).toBeTruthy();
  });

  it('shows the spec’s strip by default, and counts the server leaves out as 0', async () => {
    await renderBlock(statistics, { code: 'statistics', props: {} }, { bootstrap: sampleBootstrap('optics'), get: () => ({ articleCounts: 5 }) });
    expect(await rows()).toEqual([
      ['Books', '0'],
      ['Journals', '0'],
      ['Papers', '5'],
      ['Issues', '0'],
      ['Figures', '0'],
      ['Music', '0'],
      ['Local chronicles', '0'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Resources' })).toBeTruthy();
  });

  it('shows No data when no count is chosen', async () => {
    await renderBlock(statistics, { code: 'statistics', props: { items: [] } }, { bootstrap: sampleBootstrap('optics'), get });
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('refuses unknown counts (invalid props) and reports a failed request inside the block', async () => {
    const invalid = await renderBlock(statistics, { code: 'statistics', props: { items: ['visitorCounts'] } }, { bootstrap: sampleBootstrap('optics'), get });
    expect(invalid.container.textContent).toBe('');
    cleanup();
    // React logs the error the block's boundary caught; keep the test output quiet.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderBlock(statistics, { code: 'statistics', props: {} }, { bootstrap: sampleBootstrap('optics'), get: () => ({ articleCounts: -1 }) });
    expect(await screen.findByText('This section could not be displayed.')).toBeTruthy();
    logged.mockRestore();
  });

  it('shows a hostile module name as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = await renderBlock(statistics, { code: 'statistics', enName: hostile, props: {} }, { bootstrap: sampleBootstrap('optics'), get });
    expect(await screen.findByRole('heading', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
