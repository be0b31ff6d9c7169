// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleDescriptor } from '../../../schemas/module-list.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import contact from '../index.ts';

afterEach(cleanup);

const modules = JSON.parse(readFileSync('site-configs/optics/modules.json', 'utf8'));
const home = moduleDescriptor.parse((modules.home as { code: string }[]).find((module) => module.code === 'contact'));
const channel = moduleDescriptor.parse((modules.channels['1101'] as { code: string }[]).find((module) => module.code === 'contact'));

function rows() {
  const list = screen.getByRole('region').querySelector('dl')!;
  return [...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('contact', () => {
  it('shows the English address and linked phone and e-mail', async () => {
    await renderBlock(contact, home, { bootstrap: sampleBootstrap('optics') });
    const section = screen.getByRole('region', { name: 'Contact' });
    expect(section.querySelector('address')).toBeTruthy();
    expect(rows()).toEqual([
      ['Address', 'Room 502, Optoelectronics Building, 37 Xueyuan Road, Haidian District, Beijing'],
      ['Postal code', '100083'],
      ['Phone', '010-8231 5566'],
      ['E-mail', 'editor@optics-frontier.example.org'],
    ]);
    expect(within(section).getByRole('link', { name: '010-8231 5566' }).getAttribute('href')).toBe('tel:01082315566');
    expect(within(section).getByRole('link', { name: 'editor@optics-frontier.example.org' }).getAttribute('href')).toBe('mailto:editor@optics-frontier.example.org');
  });

  it('shows the Chinese address and labels on a Chinese page', async () => {
    await renderBlock(contact, home, { bootstrap: sampleBootstrap('optics'), lang: 'zh' });
    expect(screen.getByRole('heading', { level: 2, name: '联系我们' })).toBeTruthy();
    expect(rows()[0]).toEqual(['地址', '北京市海淀区学院路 37 号光电楼 502 室']);
    expect(rows().map(([label]) => label)).toEqual(['地址', '邮编', '电话', '邮箱']);
  });

  it('accepts the channel module with only e-mail and phone (style 2), keeping a leading +', async () => {
    await renderBlock(contact, channel, { bootstrap: sampleBootstrap('optics') });
    expect(screen.getByRole('heading', { name: 'Editorial Office' })).toBeTruthy();
    expect(rows().map(([label]) => label)).toEqual(['Phone', 'E-mail']);
    cleanup();
    await renderBlock(contact, { code: 'contact', props: { phone: '+44 20 7946 0123' } }, { bootstrap: sampleBootstrap('ecology') });
    expect(screen.getByRole('link', { name: '+44 20 7946 0123' }).getAttribute('href')).toBe('tel:+442079460123');
  });

  it('shows No data without details, under the i18n title', async () => {
    await renderBlock(contact, { code: 'contact', props: {} }, { bootstrap: sampleBootstrap('optics') });
    expect(screen.getByRole('heading', { level: 2, name: 'Contact us' })).toBeTruthy();
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('shows hostile text as text and does not link a malformed e-mail', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = await renderBlock(contact, { code: 'contact', enName: hostile, props: { enAddress: hostile, email: hostile } }, { bootstrap: sampleBootstrap('optics') });
    expect(screen.getByRole('heading', { name: hostile })).toBeTruthy();
    expect(rows()).toEqual([
      ['Address', hostile],
      ['E-mail', hostile],
    ]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
