// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { ApiStatusError } from '../../../runtime/api/api-errors.ts';
import { bundledI18n } from '../../../runtime/i18n/bundled-catalogues.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { distinct, hostile } from '../../../kits/home/__tests__/fixtures.ts';
import { newestPeriod, tocOf } from '../../../kits/journal/__tests__/fixtures.ts';
import issueToc from '../index.ts';
import contract from '../contract.ts';

const path = '/rc-pub/front/front-period/toc';

/** A sample site's bootstrap with some publication settings or access changed. */
function changed(sld: 'optics' | 'ecology', publication: Partial<Bootstrap['publication']>, access: Partial<Bootstrap['access']> = {}): Bootstrap {
  const bootstrap = sampleBootstrap(sld);
  return { ...bootstrap, publication: { ...bootstrap.publication, ...publication }, access: { ...bootstrap.access, ...access } };
}

const moduleFor = (year?: string, issue?: string) => ({ code: 'issueToc', props: Object.fromEntries(Object.entries({ year, issue }).filter(([, value]) => value !== undefined)) });

describe('an issue (issue/{year}/{issue})', () => {
  it('shows the newest optics issue: heading with cover and date, articles grouped under their columns in order', async () => {
    const period = newestPeriod('optics');
    const toc = tocOf('optics', period.id);
    const { requests, container } = await renderBlock(issueToc, moduleFor(String(period.year), period.issue), {
      bootstrap: sampleBootstrap('optics'),
      url: `http://localhost/en/issue/${period.year}/${period.issue}/`,
      get: () => toc,
    });
    const label = `${period.year}, Vol. ${period.periods}, No. ${period.issue}`;
    expect(await screen.findByRole('heading', { level: 1, name: label })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { year: String(period.year), issue: period.issue } }]);
    expect(screen.getByRole('img', { name: `Cover of ${label}` }).getAttribute('src')).toBe(period.coverUrl);
    const date = container.querySelector('.mh-issue-heading time')!;
    expect(date.getAttribute('dateTime')).toBe(period.publishDate);
    expect(date.textContent).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${period.publishDate}T00:00:00Z`)));
    expect(screen.getByRole('link', { name: 'All issues' }).getAttribute('href')).toBe('/en/issues/');

    // Columns in the journal's order, each with its articles in page order.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(toc.columns.map((column) => column.enName));
    for (const column of toc.columns) {
      const section = screen.getByRole('region', { name: column.enName });
      const titles = within(section).getAllByRole('heading', { level: 3 });
      expect(titles.map((title) => title.textContent)).toEqual(column.articles.map((article) => article.enTitle));
    }

    const first = toc.columns[0]!.articles[0]!;
    const entry = screen.getByRole('link', { name: first.enTitle }).closest('li')!;
    expect(within(entry).getByRole('link', { name: first.enTitle }).getAttribute('href')).toBe(`/en/article/${first.id}/`);
    expect(entry.textContent).toContain(first.authors!.map((author) => author.enName).join(', '));
    expect(entry.textContent).toContain(`pp. ${first.firstPageNum}–${first.lastPageNum}`);
    expect(within(entry).getByRole('link', { name: first.doi }).getAttribute('href')).toBe(`https://doi.org/${first.doi}`);
    // The actions of each entry are named by its article.
    const actions = within(entry).getByRole('group', { name: first.enTitle });
    const pdf = within(actions).getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe(first.pdfUrl);
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(within(actions).getByRole('link', { name: 'Collect' }).getAttribute('href')).toBe(
      `/login?url=${encodeURIComponent(`/en/issue/${period.year}/${period.issue}/`)}&lang=en`,
    );
  });

  it('follows the publication config: no pages when showPages is off, no DOI when showDoi is off, no PDF without downloads', async () => {
    const period = newestPeriod('optics');
    const toc = tocOf('optics', period.id);
    const first = toc.columns[0]!.articles[0]!;
    const { container } = await renderBlock(issueToc, moduleFor(String(period.year), period.issue), {
      bootstrap: changed('optics', { showPages: false, showDoi: false, downloadEnabled: false }),
      get: () => toc,
    });
    await screen.findByRole('heading', { level: 1 });
    expect(container.textContent).not.toContain('pp.');
    expect(screen.queryByRole('link', { name: first.doi })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Collect' })).toHaveLength(toc.columns.flatMap((column) => column.articles).length);
  });

  it('leads a reader who may not download from the PDF link to login', async () => {
    const period = newestPeriod('optics');
    await renderBlock(issueToc, moduleFor(String(period.year), period.issue), {
      bootstrap: changed('optics', {}, { downloadPower: false }),
      url: `http://localhost/en/issue/${period.year}/${period.issue}/`,
      get: () => tocOf('optics', period.id),
    });
    const [pdf] = await screen.findAllByRole('link', { name: 'Download PDF' });
    expect(pdf!.getAttribute('href')).toBe(`/login?url=${encodeURIComponent(`/en/issue/${period.year}/${period.issue}/`)}&lang=en`);
    expect(pdf!.hasAttribute('download')).toBe(false);
  });

  it('reads in Chinese on a site route, with Chinese column names and titles', async () => {
    const period = newestPeriod('optics');
    const toc = tocOf('optics', period.id);
    await renderBlock(issueToc, moduleFor(String(period.year), period.issue), {
      bootstrap: sampleBootstrap('optics'),
      lang: 'zh',
      url: `http://localhost/optics/zh/issue/${period.year}/${period.issue}/`,
      get: () => toc,
    });
    expect(await screen.findByRole('heading', { level: 1, name: `${period.year}年 第${period.periods}卷 第${period.issue}期` })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(toc.columns.map((column) => column.name));
    const first = toc.columns[0]!.articles[0]!;
    expect(screen.getByRole('link', { name: first.title }).getAttribute('href')).toBe(`/optics/zh/article/${first.id}/`);
    expect(screen.getByRole('link', { name: '过刊浏览' }).getAttribute('href')).toBe('/optics/zh/issues/');
  });

  it('puts articles of no column under "Other articles", and renders hostile text as text', async () => {
    const period = newestPeriod('ecology');
    const toc = tocOf('ecology', period.id);
    const article = { ...toc.columns[0]!.articles[0]!, enTitle: hostile };
    const { container } = await renderBlock(issueToc, moduleFor(), {
      bootstrap: sampleBootstrap('ecology'),
      get: () => ({ period, columns: [...toc.columns, { id: null, name: '', enName: '', articles: [article] }] }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Other articles' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: hostile }).length).toBeGreaterThan(0);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('asks for the latest issue when the address names none', async () => {
    const period = newestPeriod('ecology');
    const { requests } = await renderBlock(issueToc, moduleFor(), { bootstrap: sampleBootstrap('ecology'), get: () => tocOf('ecology', period.id) });
    expect(await screen.findByRole('heading', { level: 1, name: `${period.year}, Vol. ${period.periods}, No. ${period.issue}` })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: {} }]);
  });

  it('shows "No data" for an issue without articles, and for a journal without issues', async () => {
    const period = newestPeriod('optics');
    await renderBlock(issueToc, moduleFor(String(period.year), period.issue), { bootstrap: sampleBootstrap('optics'), get: () => ({ period, columns: [] }) });
    expect(await screen.findByRole('heading', { level: 1, name: `${period.year}, Vol. ${period.periods}, No. ${period.issue}` })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No data');
    document.body.innerHTML = '';

    await renderBlock(issueToc, moduleFor(), { bootstrap: sampleBootstrap('optics'), get: () => ({ period: null, columns: [] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Issue' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No data');
  });

  it('says the data could not be had, with a link to try again, when the contents fail', async () => {
    await renderBlock(issueToc, moduleFor('2026', '2'), {
      bootstrap: sampleBootstrap('optics'),
      url: 'http://localhost/en/issue/2026/2/',
      get: () => {
        throw new Error('down');
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Data acquisition failed');
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/en/issue/2026/2/');
  });

  it('is busy while the contents load', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    const period = newestPeriod('optics');
    const { container } = await renderBlock(issueToc, moduleFor(), { bootstrap: sampleBootstrap('optics'), get: () => pending });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    answer(tocOf('optics', period.id));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  });
});

describe('the issue contract', () => {
  const context = (get: () => unknown) => ({
    bootstrap: sampleBootstrap('optics'),
    lang: 'en' as const,
    sld: undefined,
    call: async () => get() as never,
  });

  it('lets "not found" through, so the page becomes a 404, and turns other failures into the failed state', async () => {
    const notFound = new ApiStatusError({ method: 'GET', path }, { status: statusCodes.notFound, message: 'no such issue' });
    const missing = contract.query!({ year: '1999', issue: '9' }, context(() => Promise.reject(notFound)));
    await expect(missing.queryFn()).rejects.toBe(notFound);
    const down = contract.query!({}, context(() => Promise.reject(new Error('down'))));
    await expect(down.queryFn()).resolves.toEqual({ outcome: 'failed' });
  });

  it("titles the page with the issue's own title, else its label", () => {
    const period = newestPeriod('optics');
    const headContext = { bootstrap: sampleBootstrap('optics'), lang: 'en' as const, sld: undefined, origin: 'http://localhost', t: bundledI18n('en').t };
    expect(contract.head!({}, { outcome: 'found', data: { period, columns: [] } }, headContext).title).toBe(period.enTitle);
    expect(contract.head!({}, { outcome: 'found', data: { period: { ...period, title: '', enTitle: '' }, columns: [] } }, headContext).title).toBe(
      `${period.year}, Vol. ${period.periods}, No. ${period.issue}`,
    );
    expect(contract.head!({}, { outcome: 'failed' }, headContext).title).toBeUndefined();
  });
});
