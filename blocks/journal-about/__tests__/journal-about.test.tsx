// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../../schemas/content/journal.ts';
import { ApiStatusError, ApiTransportError } from '../../../runtime/api/api-errors.ts';
import { bundledI18n } from '../../../runtime/i18n/bundled-catalogues.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { hostile } from '../../../kits/home/__tests__/fixtures.ts';
import { menuItemOf, seedJournal } from '../../../kits/about/__tests__/fixtures.ts';
import journalAbout from '../index.ts';
import contract from '../contract.ts';

afterEach(cleanup);

/** The definition list as a reader hears it: label → value. */
const facts = () => Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

const journalDetailPath = '/rc-pub/front/front-publication/detail';
const answering = (journal: Journal) => (path: string) => (path === journalDetailPath ? journal : undefined);
const refusing = (error: Error) => () => {
  throw error;
};
const notFound = new ApiStatusError({ method: 'GET', path: journalDetailPath }, { status: 40400, message: 'no publication' });

describe('journal-about', () => {
  it('shows the site’s journal: name, cover, description under the menu item’s name, every spec §3 fact', async () => {
    const journal = seedJournal('ecology');
    const { requests } = await renderBlock(journalAbout, { code: 'journalAbout', props: { menuId: '2502' } }, {
      bootstrap: sampleBootstrap('ecology'),
      get: answering(journal),
    });
    expect(await screen.findByRole('heading', { level: 1, name: journal.enPublicationName })).toBeTruthy();
    expect(requests).toEqual([{ path: journalDetailPath, query: {} }]);
    expect(screen.getByRole('img', { name: `Cover of ${journal.enPublicationName}` }).getAttribute('src')).toBe(journal.coverUrl);
    // ecology's menu item is called "Journal Information", the facts' own heading: the description takes the default
    // heading, so the page's two sections have names a screen reader can tell apart.
    expect(menuItemOf('ecology', 2502).enName.toLowerCase()).toBe('journal information');
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby') && document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Introduction',
      'Journal information',
    ]);
    expect(screen.getByText(journal.enIntroduction)).toBeTruthy();
    expect(facts()).toEqual({
      'Impact factor': String(journal.impactFactor),
      'Editor-in-Chief': journal.enEditorInChief,
      'Editorial board': 'View the editorial board',
      Sponsor: journal.sponsor,
      Supervisor: journal.supervisor,
      'Publication frequency': journal.frequency,
      ISSN: journal.issn,
      eISSN: journal.eissn,
      // ecology has no CN: the row is left out.
      Founded: String(journal.startYear),
      Readership: journal.readership,
      'Indexed in': journal.databases.join(''),
      Address: journal.address,
      'Postal code': journal.postalCode,
      Phone: journal.phone,
      'E-mail': journal.email,
    });
    const databases = within(screen.getByText('Indexed in').nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(databases.map((item) => item.textContent)).toEqual(journal.databases);
    expect(screen.getByRole('link', { name: journal.phone }).getAttribute('href')).toBe(`tel:+${journal.phone.replace(/\D/g, '')}`);
    expect(screen.getByRole('link', { name: journal.email }).getAttribute('href')).toBe(`mailto:${journal.email}`);
    // The menu's editorial item (2503) leads to the board.
    expect(screen.getByRole('link', { name: 'View the editorial board' }).getAttribute('href')).toBe('/en/editorial-board/2503/');
  });

  it('reads in Chinese on a Chinese site page, with the English name beside it and the number in the page language', async () => {
    const journal = seedJournal('optics');
    await renderBlock(journalAbout, { code: 'journalAbout', props: { menuId: '1101' } }, {
      bootstrap: sampleBootstrap('optics'),
      lang: 'zh',
      url: 'http://localhost/optics/zh/about/1101/',
      get: answering(journal),
    });
    expect(await screen.findByRole('heading', { level: 1, name: journal.publicationName })).toBeTruthy();
    expect(screen.getByText(journal.enPublicationName).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { level: 2, name: menuItemOf('optics', 1101).name })).toBeTruthy();
    expect(screen.getByText(journal.introduction)).toBeTruthy();
    const shown = facts();
    const zh = bundledI18n('zh');
    expect(shown[zh.t('about.facts.impactFactor')]).toBe(new Intl.NumberFormat('zh-CN').format(journal.impactFactor!));
    expect(shown[zh.t('about.facts.editorInChief')]).toBe(journal.editorInChief);
    expect(shown.CN).toBe(journal.cn);
    expect(screen.getByRole('link', { name: zh.t('about.viewBoard') }).getAttribute('href')).toBe('/optics/zh/editorial-board/1102/');
  });

  it('heads the description by default when the {id} names no journal-introduction item', async () => {
    const journal = seedJournal('optics');
    for (const menuId of ['1102', '424242', 'abc']) {
      await renderBlock(journalAbout, { code: 'journalAbout', props: { menuId } }, { bootstrap: sampleBootstrap('optics'), get: answering(journal) });
      expect(await screen.findByRole('heading', { level: 2, name: 'Introduction' })).toBeTruthy();
      cleanup();
    }
  });

  it('shows the loading state until the journal arrives', async () => {
    let answer: (journal: Journal) => void = () => undefined;
    const { container } = await renderBlock(journalAbout, { code: 'journalAbout', props: {} }, {
      bootstrap: sampleBootstrap('optics'),
      get: () => new Promise((resolve) => (answer = resolve)),
    });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer(seedJournal('optics'));
    expect(await screen.findByRole('heading', { level: 1, name: seedJournal('optics').enPublicationName })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows No data for a site without a journal, and the failure with a way to try again', async () => {
    await renderBlock(journalAbout, { code: 'journalAbout', props: {} }, { bootstrap: sampleBootstrap('optics'), get: refusing(notFound) });
    expect(await screen.findByRole('heading', { level: 1, name: 'About the journal' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No data');
    cleanup();
    await renderBlock(journalAbout, { code: 'journalAbout', props: {} }, {
      bootstrap: sampleBootstrap('optics'),
      url: 'http://localhost/en/about/1101/',
      get: refusing(new ApiTransportError('down', { method: 'GET', path: journalDetailPath })),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Data acquisition failed');
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/en/about/1101/');
  });

  it('renders hostile text as text', async () => {
    const journal = { ...seedJournal('ecology'), enPublicationName: hostile, sponsor: hostile, enIntroduction: hostile, databases: [hostile] };
    const { container } = await renderBlock(journalAbout, { code: 'journalAbout', props: {} }, { bootstrap: sampleBootstrap('ecology'), get: answering(journal) });
    expect(await screen.findByRole('heading', { level: 1, name: hostile })).toBeTruthy();
    expect(facts().Sponsor).toBe(hostile);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('titles the page with the journal’s name in the page language', () => {
    const journal = seedJournal('optics');
    const context = { bootstrap: sampleBootstrap('optics'), sld: 'optics', origin: 'http://localhost', t: bundledI18n('zh').t };
    expect(contract.head!({ menuId: 1101 }, { outcome: 'found', data: journal }, { ...context, lang: 'zh' }).title).toBe(journal.publicationName);
    expect(contract.head!({}, { outcome: 'found', data: journal }, { ...context, lang: 'en' }).title).toBe(journal.enPublicationName);
    expect(contract.head!({}, { outcome: 'missing' }, { ...context, lang: 'en' }).title).toBeUndefined();
  });
});
