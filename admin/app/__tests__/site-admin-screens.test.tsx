// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { renderAdminApp, screenHeading } from './support/render-admin-app.tsx';

/**
 * Managing sites (owners) in the back office's shell, against a mocked API (msw) that keeps sites and archived
 * sites as the server does (server/config/studio/site-lifecycle.ts): create (a copy or blank; sld and domains taken
 * refused with the server's message), archive after typing the sld, restore. What the real server answers is
 * tests/integration/studio.test.ts's ("a site's lifecycle").
 */
const csrfToken = 'csrf-of-this-session';
const owner = { id: 1, email: 'owner@example.org', name: 'The Owner', role: 'owner', siteIds: [] } as const;
const siteAdmin = { id: 2, email: 'admin@example.org', name: 'Site Admin', role: 'siteAdmin', siteIds: [101] } as const;
let account: typeof owner | typeof siteAdmin = owner;

type Site = { id: number; sld: string; name: string; enName: string; groupSite: boolean; domains: string[] };
let sites: Site[] = [];
let archived: { sld: string; siteId: number; name: string; archivedAt: string; archivedBy: string }[] = [];
let writes: { method: string; path: string; csrf: string | null; body: unknown }[] = [];

const envelope = (data: unknown) => HttpResponse.json({ status: statusCodes.ok, data });
const refuse = (message: string) => HttpResponse.json({ status: statusCodes.badRequest, message }, { status: 400 });

const server = setupServer(
  http.all('*/rc-pub/admin/*', async ({ request }) => {
    if (request.method !== 'GET') {
      const text = await request.clone().text();
      writes.push({ method: request.method, path: new URL(request.url).pathname, csrf: request.headers.get('x-csrf-token'), body: text ? JSON.parse(text) : undefined });
    }
    return undefined as never;
  }),
  http.get('*/rc-pub/admin/session', () => envelope({ account, csrfToken })),
  http.get('*/rc-pub/admin/sites', () => envelope(sites.map(({ domains: _domains, ...site }) => site))),
  http.get('*/rc-pub/admin/studio/archived', () => envelope(archived)),
  http.post('*/rc-pub/admin/studio/sites', async ({ request }) => {
    const body = (await request.json()) as { sld: string; name: string; enName?: string; domains: string[]; copyOf?: string };
    if (sites.some((site) => site.sld === body.sld)) return refuse(`The sld "${body.sld}" is taken (by a site, or an archived one)`);
    const holder = sites.find((site) => site.domains.some((domain) => body.domains.includes(domain)));
    if (holder) return refuse(`The domain ${holder.domains[0]} already reaches ${holder.sld}`);
    const id = Math.max(...sites.map((site) => site.id)) + 1;
    sites.push({ id, sld: body.sld, name: body.name, enName: body.enName ?? '', groupSite: false, domains: body.domains });
    return envelope({ sld: body.sld, siteId: id, parts: body.copyOf ? [`${body.sld}/site.json`, `${body.sld}/menu.json`] : [`${body.sld}/site.json`] });
  }),
  http.post('*/rc-pub/admin/studio/sites/:sld/archive', ({ params }) => {
    const site = sites.find((candidate) => candidate.sld === params.sld)!;
    sites = sites.filter((candidate) => candidate !== site);
    archived.push({ sld: site.sld, siteId: site.id, name: site.name, archivedAt: '2026-03-01 09:00:00', archivedBy: account.name });
    return envelope({ sld: site.sld, siteId: site.id, parts: [`${site.sld}/site.json`] });
  }),
  http.post('*/rc-pub/admin/studio/archived/:name/restore', ({ params }) => {
    const gone = archived.find((site) => site.sld === params.name)!;
    archived = archived.filter((site) => site !== gone);
    sites.push({ id: gone.siteId, sld: gone.sld, name: gone.name, enName: '', groupSite: false, domains: [] });
    return envelope({ sld: gone.sld, siteId: gone.siteId, parts: [`${gone.sld}/site.json`] });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  account = owner;
  sites = [
    { id: 101, sld: 'optics', name: '光学前沿', enName: 'Optics Frontier', groupSite: false, domains: ['optics.example.org'] },
    { id: 102, sld: 'ecology', name: '生态学', enName: 'Ecology', groupSite: false, domains: [] },
  ];
  archived = [{ sld: 'oldjournal', siteId: 90, name: '旧刊', archivedAt: '2026-01-01 08:00:00', archivedBy: 'The Owner' }];
  writes = [];
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const createForm = () => screen.getByRole('form', { name: 'Create a site' });
const type = (label: string, value: string, within_: HTMLElement = createForm()) => fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

describe('the way to managing sites', () => {
  it('is offered to an owner from the site picker', async () => {
    renderAdminApp('/admin/');
    await screenHeading('Your sites');
    fireEvent.click(await screen.findByRole('link', { name: 'Manage sites' }));
    await screenHeading('Manage sites');
    expect(window.location.pathname).toBe('/admin/manage-sites');
  });

  it('is not offered to a site admin, and the screen refuses one who types its address', async () => {
    account = siteAdmin;
    renderAdminApp('/admin/');
    await screen.findByRole('link', { name: 'Studio of Optics Frontier' });
    expect(screen.queryByRole('link', { name: 'Manage sites' })).toBeNull();
    cleanup();
    renderAdminApp('/admin/manage-sites');
    expect((await screen.findByRole('alert')).textContent).toBe('Not allowed: only owners create, archive and restore sites.');
    expect(screen.queryByRole('form', { name: 'Create a site' })).toBeNull();
  });
});

describe('creating a site', () => {
  it('sends the sld, names, the domains one per line and the site to copy; says what was made, focused, with a link to its studio', async () => {
    renderAdminApp('/admin/manage-sites');
    await screenHeading('Manage sites');
    await within(createForm()).findByRole('option', { name: 'Ecology (ecology)' });
    type('Sld (required)', 'ecology-two');
    type('Name (required)', '生态学二');
    type('English name', 'Ecology Two');
    type('Domains', ' two.example.org \n\nwww.two.example.org\n');
    fireEvent.change(within(createForm()).getByLabelText('Start as a copy of'), { target: { value: 'ecology' } });
    fireEvent.click(within(createForm()).getByRole('button', { name: 'Create the site' }));

    const outcome = await screen.findByText(/^Created/);
    expect(outcome.closest('.site-outcome')!.textContent).toMatch(/Created ecology-two \(site id 103, 2 parts\)/);
    await waitFor(() => expect(document.activeElement).toBe(outcome.closest('.site-outcome')));
    expect(writes).toEqual([{ method: 'POST', path: '/rc-pub/admin/studio/sites', csrf: csrfToken, body: { sld: 'ecology-two', name: '生态学二', enName: 'Ecology Two', domains: ['two.example.org', 'www.two.example.org'], copyOf: 'ecology' } }]);
    expect(screen.getByRole('link', { name: 'Open the studio of ecology-two' }).getAttribute('href')).toBe('/admin/sites/ecology-two/studio');
    expect((within(createForm()).getByLabelText('Sld (required)') as HTMLInputElement).value).toBe('');
    // The new site is offered at once (the account's sites read again).
    expect(await within(createForm()).findByRole('option', { name: 'Ecology Two (ecology-two)' })).toBeTruthy();
  });

  it('makes a blank site when no site is chosen to copy', async () => {
    renderAdminApp('/admin/manage-sites');
    await screenHeading('Manage sites');
    type('Sld (required)', 'blank-site');
    type('Name (required)', '空白');
    fireEvent.click(within(createForm()).getByRole('button', { name: 'Create the site' }));
    await screen.findByText(/^Created/);
    expect(writes[0]!.body).toEqual({ sld: 'blank-site', name: '空白', enName: '', domains: [] });
  });

  it('shows the server’s refusal beside the form, focused, and keeps what was typed', async () => {
    renderAdminApp('/admin/manage-sites');
    await screenHeading('Manage sites');
    type('Sld (required)', 'another');
    type('Name (required)', 'Another');
    type('Domains', 'optics.example.org');
    fireEvent.click(within(createForm()).getByRole('button', { name: 'Create the site' }));
    const alert = await within(createForm()).findByRole('alert');
    expect(alert.textContent).toBe('Not created: The domain optics.example.org already reaches optics');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((within(createForm()).getByLabelText('Sld (required)') as HTMLInputElement).value).toBe('another');
    expect(screen.queryByText(/^Created/)).toBeNull();
  });
});

describe('archiving and restoring', () => {
  it('archives a site only once its sld is typed in a confirmation that names it', async () => {
    renderAdminApp('/admin/manage-sites');
    await screenHeading('Manage sites');
    const section = screen.getByRole('region', { name: 'Archive a site' });
    await within(section).findByRole('option', { name: 'Ecology (ecology)' });
    fireEvent.change(within(section).getByLabelText('Site to archive'), { target: { value: 'ecology' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Archive…' }));

    const confirmation = screen.getByRole('form', { name: 'Confirm archiving Ecology (ecology)' });
    const typed = within(confirmation).getByLabelText('Sld of the site to archive');
    await waitFor(() => expect(document.activeElement).toBe(typed));
    const go = within(confirmation).getByRole('button', { name: 'Archive ecology' }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    fireEvent.change(typed, { target: { value: 'ecolog' } });
    fireEvent.submit(confirmation);
    expect(go.disabled).toBe(true);
    expect(writes).toEqual([]);

    fireEvent.change(typed, { target: { value: 'ecology' } });
    fireEvent.click(go);
    const outcome = await within(section).findByRole('status');
    expect(outcome.textContent).toBe('Archived ecology: readers no longer reach it.');
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(writes).toEqual([{ method: 'POST', path: '/rc-pub/admin/studio/sites/ecology/archive', csrf: csrfToken, body: undefined }]);
    // The archived list is read again, and the site is no longer one to archive.
    expect(await within(screen.getByRole('region', { name: 'Archived sites' })).findByRole('button', { name: 'Restore ecology' })).toBeTruthy();
    await waitFor(() => expect(within(section).queryByRole('option', { name: 'Ecology (ecology)' })).toBeNull());
  });

  it('lists archived sites and restores one, with a link to its studio', async () => {
    renderAdminApp('/admin/manage-sites');
    await screenHeading('Manage sites');
    const section = screen.getByRole('region', { name: 'Archived sites' });
    const row = (await within(section).findByRole('row', { name: /旧刊/ })) as HTMLTableRowElement;
    expect(row.textContent).toMatch(/The Owner/);
    fireEvent.click(within(row).getByRole('button', { name: 'Restore oldjournal' }));
    const outcome = await within(section).findByText(/^Restored/);
    await waitFor(() => expect(document.activeElement).toBe(outcome.closest('.site-outcome')));
    expect(writes).toEqual([{ method: 'POST', path: '/rc-pub/admin/studio/archived/oldjournal/restore', csrf: csrfToken, body: undefined }]);
    expect(within(section).getByRole('link', { name: 'Open the studio of oldjournal' }).getAttribute('href')).toBe('/admin/sites/oldjournal/studio');
    expect(await within(section).findByText('No site is archived.')).toBeTruthy();
  });
});
