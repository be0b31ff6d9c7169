// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import siteNotice from '../index.ts';

describe('site notice', () => {
  it('shows the spec §8 expiry texts', async () => {
    await renderBlock(siteNotice, { code: 'siteNotice', props: { kind: 'expired' } }, { bootstrap: sampleBootstrap('optics') });
    expect(await screen.findByRole('heading', { name: 'Website Expiration Reminder!' })).toBeTruthy();
    expect(screen.getByText('This website has expired, please contact the enterprise administrator for further use.')).toBeTruthy();
  });

  it('shows the maintenance notice in Chinese on a Chinese page', async () => {
    await renderBlock(siteNotice, { code: 'siteNotice', props: { kind: 'maintenance' } }, { bootstrap: sampleBootstrap('optics'), lang: 'zh' });
    expect(await screen.findByRole('heading', { name: '系统维护通知' })).toBeTruthy();
  });

  it('renders nothing for an unknown kind outside development (invalid props)', async () => {
    const { container } = await renderBlock(siteNotice, { code: 'siteNotice', props: { kind: 'closed' } }, { bootstrap: sampleBootstrap('optics') });
    expect(container.textContent).toBe('');
  });
});
