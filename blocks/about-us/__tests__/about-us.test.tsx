// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../../schemas/content/journal.ts';
import { ApiStatusError, ApiTransportError } from '../../../runtime/api/api-errors.ts';
import { bundledI18n } from '../../../runtime/i18n/bundled-catalogues.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { menuItemOf, seedJournal } from '../../../kits/about/__tests__/fixtures.ts';
import { hostile } from '../../../kits/home/__tests__/fixtures.ts';
import aboutUs from '../index.ts';
import contract, { aboutUsProps } from '../contract.ts';

afterEach(cleanup);

/** The home `contact` module's settings of a sample site, as modules.json has them. */
const configuredContact = (sld: 'optics' | 'ecology') =>
  (JSON.parse(readFileSync(`site-configs/${sld}/modules.json`, 'utf8')).home as { code: string; props: Record<string, string> }[]).find((module) => module.code === 'contact')?.props;

const rows = () => Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

const journalDetailPath = '/rc-pub/front/front-publication/detail';
const answering = (journal: Journal) => (path: string) => (path === journalDetailPath ? journal : undefined);
const refusing = (error: Error) => () => {
  throw error;
};

describe('about-us', () => {
  it('shows the menu item’s heading, the site’s description and the journal’s contacts', async () => {
    const journal = seedJournal('ecology');
    const bootstrap = sampleBootstrap('ecology');
    const { requests } = await renderBlock(aboutUs, { code: 'aboutUs', props: { menuId: '2501' } }, { bootstrap, get: answering(journal) });
    expect(await screen.findByRole('heading', { level: 1, name: menuItemOf('ecology', 2501).enName })).toBeTruthy();
    expect(requests).toEqual([{ path: journalDetailPath, query: {} }]);
    expect(screen.getByText(bootstrap.basicInfo.enDescription)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact details' })).toBeTruthy();
    expect(rows()).toEqual({
      'Editorial office': journal.organizerUnit,
      Address: journal.address,
      'Postal code': journal.postalCode,
      Phone: journal.phone,
      'E-mail': journal.email,
    });
    expect(screen.getByRole('link', { name: journal.email }).getAttribute('href')).toBe(`mailto:${journal.email}`);
    expect(screen.getByRole('link', { name: journal.phone }).getAttribute('href')).toBe(`tel:+${journal.phone.replace(/\D/g, '')}`);
    expect(screen.getByText(journal.address).closest('address')).not.toBeNull();
  });

  it('puts the site’s configured contacts before the journal’s, in Chinese on a Chinese page', async () => {
    const journal = seedJournal('optics');
    const contact = configuredContact('optics')!;
    const bootstrap = sampleBootstrap('optics');
    await renderBlock(aboutUs, { code: 'aboutUs', props: { menuId: '1106', contact } }, { bootstrap, lang: 'zh', url: 'http://localhost/optics/zh/aboutus/1106/', get: answering(journal) });
    expect(await screen.findByRole('heading', { level: 1, name: menuItemOf('optics', 1106).name })).toBeTruthy();
    expect(screen.getByText(journal.publicationName)).toBeTruthy();
    expect(screen.getByText(bootstrap.basicInfo.description)).toBeTruthy();
    const zh = bundledI18n('zh');
    expect(rows()).toEqual({
      [zh.t('about.facts.office')]: journal.organizerUnit,
      [zh.t('about.facts.address')]: contact.address,
      [zh.t('about.facts.postalCode')]: contact.postalCode,
      [zh.t('about.facts.phone')]: contact.phone,
      [zh.t('about.facts.email')]: contact.email,
    });
  });

  it('fills each blank configured field from the journal, and drops unusable settings', async () => {
    const journal = seedJournal('optics');
    await renderBlock(aboutUs, { code: 'aboutUs', props: { contact: { phone: '010-1', email: '' } } }, { bootstrap: sampleBootstrap('optics'), get: answering(journal) });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(rows()).toMatchObject({ Address: journal.address, Phone: '010-1', 'E-mail': journal.email });
    expect(aboutUsProps.parse({ contact: { phone: 42 } }).contact).toBeUndefined();
  });

  it('shows the loading state, then the page', async () => {
    let answer: (journal: Journal) => void = () => undefined;
    const { container } = await renderBlock(aboutUs, { code: 'aboutUs', props: {} }, { bootstrap: sampleBootstrap('ecology'), get: () => new Promise((resolve) => (answer = resolve)) });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer(seedJournal('ecology'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows No data when neither the site nor a journal has contacts; the failure beside the configured ones', async () => {
    const missing = new ApiStatusError({ method: 'GET', path: journalDetailPath }, { status: 40400, message: 'no publication' });
    await renderBlock(aboutUs, { code: 'aboutUs', props: {} }, { bootstrap: sampleBootstrap('ecology'), get: refusing(missing) });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No data');
    cleanup();
    const contact = configuredContact('optics')!;
    await renderBlock(aboutUs, { code: 'aboutUs', props: { contact } }, {
      bootstrap: sampleBootstrap('optics'),
      get: refusing(new ApiTransportError('down', { method: 'GET', path: journalDetailPath })),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Data acquisition failed');
    expect(rows()).toEqual({ Address: contact.enAddress, 'Postal code': contact.postalCode, Phone: contact.phone, 'E-mail': contact.email });
  });

  it('renders hostile text as text', async () => {
    const journal = { ...seedJournal('ecology'), organizerUnit: hostile, email: hostile };
    const { container } = await renderBlock(aboutUs, { code: 'aboutUs', props: {} }, { bootstrap: sampleBootstrap('ecology'), get: answering(journal) });
    await screen.findByRole('heading', { level: 1 });
    expect(rows()['Editorial office']).toBe(hostile);
    expect(rows()['E-mail']).toBe(hostile);
    expect(screen.queryByRole('link', { name: hostile })).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('titles the page with the menu item’s name, or About us', () => {
    const context = { bootstrap: sampleBootstrap('optics'), sld: undefined, origin: 'http://localhost', lang: 'en' as const, t: bundledI18n('en').t };
    const found = { outcome: 'found' as const, data: seedJournal('optics') };
    expect(contract.head!({ menuId: 1106 }, found, context).title).toBe(menuItemOf('optics', 1106).enName);
    expect(contract.head!({ menuId: 1101 }, found, context).title).toBe('About us');
  });
});
