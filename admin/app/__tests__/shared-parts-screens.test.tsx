// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { renderAdminApp, screenHeading } from './support/render-admin-app.tsx';

/**
 * The shared settings (owners) in the back office's shell, against a mocked API (msw) answering as
 * server/routes/shared-parts-routes.ts does; what the real server answers is tests/integration/studio-shared-parts.test.ts's.
 */
const csrfToken = 'csrf-of-this-session';
const owner = { id: 1, email: 'owner@example.org', name: 'The Owner', role: 'owner', siteIds: [] } as const;
const siteAdmin = { id: 2, email: 'admin@example.org', name: 'Site Admin', role: 'siteAdmin', siteIds: [101] } as const;
let account: typeof owner | typeof siteAdmin = owner;
let writes: { method: string; path: string; body: unknown }[] = [];

const colour = { colorId: 11, themeColorPrimary: '#7a4e1d', themeColorHoverPrimary: '#5e3b14', otherColor: '#f6eee2', bgOpacity: 0.12, bottomLineColor: '#7a4e1d' };
const themes = (draft: unknown) => ({
  part: 'themes.json',
  published: { version: 1, author: 'import', message: '', createdAt: '2026-01-01 08:00:00', value: { schemaVersion: 1, colours: [colour] } },
  draft: draft === null ? null : { revision: 1, baseVersion: 1, value: draft, author: 'The Owner', updatedAt: '2026-01-02 08:00:00' },
  diagnostics: [],
});
const envelope = (data: unknown) => HttpResponse.json({ status: statusCodes.ok, data });
const summary = (part: string) => ({ part, version: 1, author: 'import', updatedAt: '2026-01-01 08:00:00', draft: null, problems: 0 });

const server = setupServer(
  http.get('*/rc-pub/admin/session', () => envelope({ account, csrfToken })),
  http.get('*/rc-pub/admin/sites', () => envelope([{ id: 101, sld: 'optics', name: '光学前沿', enName: 'Optics Frontier', groupSite: false }])),
  http.get('*/rc-pub/admin/shared-config', () => envelope(['themes.json', 'common-codes.json', 'deployment.json'].map(summary))),
  http.get('*/rc-pub/admin/shared-config/themes.json', () => envelope(themes(null))),
  http.get('*/rc-pub/admin/shared-config/themes.json/versions', () => envelope([{ version: 1, author: 'import', message: '', createdAt: '2026-01-01 08:00:00' }])),
  http.post('*/rc-pub/admin/shared-config/themes.json/draft', async ({ request }) => {
    const body = (await request.json()) as { value: unknown; revision: number };
    writes.push({ method: 'POST', path: new URL(request.url).pathname, body: { ...body, csrf: request.headers.get('x-csrf-token') } });
    return envelope(themes(body.value));
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  account = owner;
  writes = [];
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

describe('the shared settings', () => {
  it('are reached from Manage sites and list the three shared parts', async () => {
    renderAdminApp('/admin/manage-sites');
    await screenHeading('Manage sites');
    fireEvent.click(await screen.findByRole('link', { name: 'Shared settings' }));
    await screenHeading('Shared settings');
    expect(window.location.pathname).toBe('/admin/shared');
    for (const name of ['Theme colours', 'Common menu codes', 'Deployment']) expect(await screen.findByRole('link', { name })).toBeTruthy();
  });

  it('edit a shared part in the form its schema makes, and save it as a draft with its revision and the CSRF token', async () => {
    renderAdminApp('/admin/shared/themes');
    await screenHeading('Theme colours');
    const primary = (await screen.findAllByRole('textbox')).find((input) => (input as HTMLInputElement).value === '#7a4e1d' && /themeColorPrimary|primary/i.test(input.id))!;
    fireEvent.change(primary, { target: { value: '#123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the draft' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ path: '/rc-pub/admin/shared-config/themes.json/draft', body: { revision: 0, csrf: csrfToken, value: { colours: [{ colorId: 11, themeColorPrimary: '#123456' }] } } });
    expect(await screen.findByRole('button', { name: 'Publish for every site' })).toBeTruthy();
    // Version 1 is what is published: nothing to roll back to.
    expect(screen.queryByRole('button', { name: 'Roll back to version 1' })).toBeNull();
  });

  it('are refused to a site admin who types the address', async () => {
    account = siteAdmin;
    renderAdminApp('/admin/shared/themes');
    expect((await screen.findByRole('alert')).textContent).toBe('Not allowed: only owners change the settings every site shares.');
    expect(screen.queryByRole('button', { name: 'Save the draft' })).toBeNull();
  });
});
