// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { distinct, hostile } from '../../../kits/home/__tests__/fixtures.ts';
import { periodTreeOf } from '../../../kits/journal/__tests__/fixtures.ts';
import issueList from '../index.ts';

const path = '/rc-pub/front/front-period/getPeriodTree';
const module = { code: 'issueList', props: {} };

/** The publication config of a sample site with another back-issue style. */
const withStyle = (sld: 'optics' | 'ecology', backIssueStyle: number) => {
  const bootstrap = sampleBootstrap(sld);
  return { ...bootstrap, publication: { ...bootstrap.publication, backIssueStyle } };
};

describe('all issues (issues)', () => {
  it('shows every issue of ecology by year, newest first, as covers (backIssueStyle 4), each linking to its table of contents', async () => {
    const tree = periodTreeOf('ecology');
    const { requests, container } = await renderBlock(issueList, module, { bootstrap: sampleBootstrap('ecology'), get: () => tree });
    expect(await screen.findByRole('heading', { level: 1, name: 'All issues' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { groupByYear: 'true', isBack: 'false', periodAsc: 'false' } }]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(tree.map((group) => String(group.year)));

    for (const group of tree) {
      const section = screen.getByRole('region', { name: String(group.year) });
      const links = within(section).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(group.periods.map((period) => `/en/issue/${period.year}/${period.issue}/`));
      expect(links[0]!.textContent).toBe(group.periods[0]!.periods ? `${group.year}, Vol. ${group.periods[0]!.periods}, No. ${group.periods[0]!.issue}` : `${group.year}, No. ${group.periods[0]!.issue}`);
    }
    // Covers are decorative beside the link text; every issue of the seed has one.
    const covers = [...container.querySelectorAll('img')];
    expect(covers.map((img) => img.getAttribute('src'))).toEqual(tree.flatMap((group) => group.periods.map((period) => period.coverUrl)));
    expect(covers.every((img) => img.getAttribute('alt') === '')).toBe(true);
    expect(container.querySelector('[data-layout="covers"]')).toBeTruthy();
  });

  it('lists the issues without covers for backIssueStyle 1 (optics), in Chinese on a site route', async () => {
    const tree = periodTreeOf('optics');
    const { container } = await renderBlock(issueList, module, { bootstrap: sampleBootstrap('optics'), lang: 'zh', url: 'http://localhost/optics/zh/issues/', get: () => tree });
    expect(await screen.findByRole('heading', { level: 1, name: '过刊浏览' })).toBeTruthy();
    const newest = tree[0]!.periods[0]!;
    const link = screen.getByRole('link', { name: `${newest.year}年 第${newest.periods}卷 第${newest.issue}期` });
    expect(link.getAttribute('href')).toBe(`/optics/zh/issue/${newest.year}/${newest.issue}/`);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-layout="list"]')).toBeTruthy();
  });

  it('shows an issue without a cover in a cover grid with a placeholder, and its own title as text', async () => {
    const [group] = periodTreeOf('ecology');
    const period = { ...group!.periods[0]!, coverUrl: '', enTitle: hostile };
    const { container } = await renderBlock(issueList, module, { bootstrap: withStyle('ecology', 2), get: () => [{ year: group!.year, periods: [period] }] });
    expect(await screen.findByText(hostile)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.mh-no-cover')).toBeTruthy();
  });

  it('shows "No data" when the journal has no issues', async () => {
    await renderBlock(issueList, module, { bootstrap: sampleBootstrap('optics'), get: () => [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'All issues' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No data');
  });

  it('says the data could not be had, with a link to try again, when the list fails', async () => {
    await renderBlock(issueList, module, {
      bootstrap: sampleBootstrap('optics'),
      url: 'http://localhost/en/issues/',
      get: () => {
        throw new Error('down');
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Data acquisition failed');
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/en/issues/');
    expect(screen.getByRole('heading', { level: 1, name: 'All issues' })).toBeTruthy();
  });

  it('is busy while the list loads, then shows it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    const { container } = await renderBlock(issueList, module, { bootstrap: sampleBootstrap('optics'), get: () => pending });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    answer(periodTreeOf('optics'));
    expect(await screen.findByRole('heading', { level: 1, name: 'All issues' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  });
});
