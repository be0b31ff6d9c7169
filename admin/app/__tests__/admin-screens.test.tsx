// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deskItem, type DeskItem } from '../../../schemas/desk/desk-kinds.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { renderAdminApp, screenHeading } from './support/render-admin-app.tsx';

/**
 * The back office's screens in the shell, against a mocked `/rc-pub/admin` API (msw): signing in, the site's
 * lists, an edit that meets another editor's save, the bin and its Undo. What the real server answers is the
 * integration and end-to-end tests' (tests/integration/desk.test.ts, tests/e2e/admin-desk.test.ts).
 */
const account = { id: 1, email: 'desk@example.org', name: 'Desk Editor', role: 'editor', siteIds: [101] };
const csrfToken = 'csrf-of-this-session';

const item = (id: number, version: number, title: string, extra: Partial<DeskItem> = {}): DeskItem =>
  deskItem.parse({ kind: 'article', id, siteId: 101, status: 'draft', version, deletedAt: null, updatedAt: '2026-01-02 10:00:00', updatedBy: 'Desk Editor', data: { id, publicationId: 1001, year: 2026, title }, ...extra });

type Seen = { method: string; path: string; search: string; csrf: string | null; body: unknown };
let signedIn = true;
let items: DeskItem[] = [];
let seen: Seen[] = [];
const envelope = (data: unknown) => HttpResponse.json({ status: statusCodes.ok, data });
const refuse = (http: number, status: number, message: string, data?: unknown) => HttpResponse.json({ status, message, data }, { status: http });

const server = setupServer(
  http.all('*/rc-pub/admin/*', async ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    seen.push({ method: request.method, path: url.pathname, search: url.search, csrf: request.headers.get('x-csrf-token'), body: text ? JSON.parse(text) : undefined });
    return undefined as never;
  }),
  http.get('*/rc-pub/admin/session', () => (signedIn ? envelope({ account, csrfToken }) : refuse(401, statusCodes.unauthorized, 'Sign in to the back office first'))),
  http.post('*/rc-pub/admin/session', async ({ request }) => {
    const { password } = (await request.json()) as { password: string };
    if (password === 'held') return refuse(429, 42901, 'Too many failed attempts, please try again in 15 minutes', { retryAfterSeconds: 900 });
    if (password !== 'right password') return refuse(400, 40010, 'Wrong account or password');
    signedIn = true;
    return envelope({ account, csrfToken });
  }),
  http.delete('*/rc-pub/admin/session', () => {
    signedIn = false;
    return envelope(null);
  }),
  http.get('*/rc-pub/admin/sites/optics/audit', ({ request }) =>
    new URL(request.url).searchParams.has('beforeId')
      ? envelope([])
      : envelope([{ id: 9, at: '2026-01-03 09:00:00', accountId: 1, accountEmail: 'desk@example.org', action: 'article.save', siteId: 101, target: 'article:11', before: { title: '旧' }, after: { title: '新' } }]),
  ),
  http.get('*/rc-pub/admin/sites/ecology/audit', () => refuse(403, statusCodes.adminForbidden, 'Your role (editor) may not do this')),
  http.get('*/rc-pub/admin/sites', () => envelope([{ id: 101, sld: 'optics', name: '光学前沿', enName: 'Optics Frontier', groupSite: false }])),
  http.get('*/rc-pub/admin/sites/ecology/desk/:kind', () => refuse(403, statusCodes.adminForbidden, 'Your account does not work on this site')),
  http.get('*/rc-pub/admin/sites/optics/desk/:kind', ({ request, params }) => {
    const url = new URL(request.url);
    const q = url.searchParams.get('q') ?? '';
    const bin = url.searchParams.get('bin') === 'true';
    const found = params.kind === 'article' ? items.filter((one) => one.kind === 'article' && (one.deletedAt !== null) === bin && one.data.title.includes(q)) : [];
    return envelope({ items: found, total: found.length, page: 1, size: Number(url.searchParams.get('size') ?? 20) });
  }),
  http.get('*/rc-pub/admin/sites/optics/desk/article/:id', ({ params }) => envelope(items.find((one) => one.id === Number(params.id)))),
  http.post('*/rc-pub/admin/sites/optics/desk/article/:id', async ({ request, params }) => {
    const body = (await request.json()) as { version: number; data: Record<string, unknown> };
    const current = items.find((one) => one.id === Number(params.id))!;
    if (body.version !== current.version) return refuse(409, statusCodes.conflict, 'Someone else changed this item', current);
    if (body.data.doi === 'not a doi') return refuse(400, statusCodes.badRequest, 'doi: must be a DOI such as 10.1234/abc', { problems: [{ path: 'doi', message: 'must be a DOI such as 10.1234/abc' }] });
    const saved = deskItem.parse({ ...current, version: current.version + 1, data: body.data });
    items = items.map((one) => (one.id === saved.id ? saved : one));
    return envelope(saved);
  }),
  http.delete('*/rc-pub/admin/sites/optics/desk/article/:id', ({ params }) => {
    const current = items.find((one) => one.id === Number(params.id))!;
    const deleted = { ...current, version: current.version + 1, deletedAt: '2026-01-03 09:00:00' };
    items = items.map((one) => (one.id === deleted.id ? deleted : one));
    return envelope(deleted);
  }),
  http.post('*/rc-pub/admin/sites/optics/desk/article/:id/restore', ({ params }) => {
    const current = items.find((one) => one.id === Number(params.id))!;
    const restored = { ...current, version: current.version + 1, deletedAt: null };
    items = items.map((one) => (one.id === restored.id ? restored : one));
    return envelope(restored);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signedIn = true;
  seen = [];
  items = [];
});
afterAll(() => server.close());



describe('signing in', () => {
  it("shows the server's refusal, and the hold after too many failures, then the screen the address names", async () => {
    signedIn = false;
    renderAdminApp('/admin/sites/optics/desk/article');
    await screenHeading('Sign in to the back office');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'desk@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong account or password');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'held' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Signing in is held for now. Too many failed attempts, please try again in 15 minutes'));

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screenHeading('Articles');
    expect(screen.getByText('Desk Editor (editor)')).toBeTruthy();
  });
});

describe('signing out', () => {
  it('ends the session with its token, and shows the sign-in again', async () => {
    renderAdminApp('/admin/');
    await screenHeading('Your sites');
    expect((await screen.findByRole('link', { name: /Optics Frontier/ })).getAttribute('href')).toBe('/admin/sites/optics/desk/article');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screenHeading('Sign in to the back office');
    expect(seen.filter((call) => call.method === 'DELETE').map((call) => [call.path, call.csrf])).toEqual([['/rc-pub/admin/session', csrfToken]]);
    expect(screen.getByText('You are signed out.')).toBeTruthy();
  });
});

describe('the audit log', () => {
  it("lists a site's entries with what changed, and says so when the account may not read it", async () => {
    renderAdminApp('/admin/sites/optics/audit');
    await screenHeading('Audit log');
    const row = await screen.findByRole('row', { name: /article\.save/ });
    expect(within(row).getAllByRole('cell').slice(1, 4).map((cell) => cell.textContent)).toEqual(['desk@example.org', 'article.save', 'article:11']);
    expect(row.querySelector('time')!.dateTime).toBe('2026-01-03 09:00:00');
    expect(row.querySelector('time')!.textContent).toMatch(/^\d Jan 2026, \d\d:\d\d$/);
    expect(within(row).getByText('Show').closest('details')!.textContent).toContain('"title": "新"');
    cleanup();
    renderAdminApp('/admin/sites/ecology/audit');
    expect((await screen.findByRole('alert')).textContent).toBe('Not allowed: Your role (editor) may not do this');
  });
});

describe('the desk', () => {
  it('lists a site\'s articles, searches by the address, and says when nothing matches', async () => {
    items = [item(11, 1, '光场调控'), item(12, 1, '超构表面')];
    renderAdminApp('/admin/sites/optics/desk/article');
    await screenHeading('Articles');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('link').map((link) => link.textContent)).toEqual(['光场调控', '超构表面']);
    expect(within(table).getByRole('link', { name: '光场调控' }).getAttribute('href')).toBe('/admin/sites/optics/desk/article/11');
    // The site's sections: every kind of the desk; no audit log for an editor's role.
    const sections = screen.getByRole('navigation', { name: 'Site optics' });
    expect(within(sections).getAllByRole('link').map((link) => link.textContent)).toEqual(['All your sites', 'Journals', 'Columns', 'Issues', 'Articles', 'News', 'Experts', 'Books', 'Albums', 'Audio and video', 'Information pages']);
    expect(within(sections).getByRole('link', { name: 'Articles' }).getAttribute('aria-current')).toBe('page');

    fireEvent.change(screen.getByLabelText('Search articles'), { target: { value: '超构' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toBe('?q=%E8%B6%85%E6%9E%84'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('link').map((link) => link.textContent)).toEqual(['超构表面']));

    fireEvent.change(screen.getByLabelText('Search articles'), { target: { value: 'nothing like it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No articles match.')).toBeTruthy();
  });

  it("shows a refusal as a message: an editor of another site opening this one", async () => {
    renderAdminApp('/admin/sites/ecology/desk/article');
    expect((await screen.findByRole('alert')).textContent).toBe('Not allowed: Your account does not work on this site');
  });

  it('meets another editor\'s save with both versions side by side, and reloads theirs', async () => {
    items = [item(11, 1, '我的标题')];
    renderAdminApp('/admin/sites/optics/desk/article/11');
    await screenHeading('我的标题');
    // Another editor saves while this one edits.
    items = [item(11, 2, '他们的标题', { updatedBy: 'Other Editor' })];
    fireEvent.change(screen.getByLabelText('Title 中文 (required)'), { target: { value: '我改的标题' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const conflict = await screen.findByRole('region', { name: 'Someone else saved this item' });
    expect(conflict.textContent).toContain('Other Editor saved version 2');
    const row = within(conflict).getByRole('row', { name: /title/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['我改的标题', '他们的标题']);
    expect(seen.filter((call) => call.method === 'POST').map((call) => [call.csrf, (call.body as { version: number }).version])).toEqual([[csrfToken, 1]]);

    fireEvent.click(within(conflict).getByRole('button', { name: 'Reload the saved version' }));
    expect(screen.getByLabelText('Title 中文 (required)')).toHaveProperty('value', '他们的标题');
    expect(screen.queryByRole('region', { name: 'Someone else saved this item' })).toBeNull();
  });

  it("shows a 400's problems beside the field", async () => {
    items = [item(11, 1, '标题')];
    renderAdminApp('/admin/sites/optics/desk/article/11');
    await screenHeading('标题');
    fireEvent.change(screen.getByLabelText('DOI'), { target: { value: 'not a doi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('DOI').getAttribute('aria-invalid')).toBe('true'));
    expect(within(screen.getByRole('alert')).getByRole('link').textContent).toBe('DOI: must be a DOI such as 10.1234/abc');
  });

  it('moves an item to the bin, and its Undo restores it', async () => {
    items = [item(11, 3, '要删除的文章')];
    renderAdminApp('/admin/sites/optics/desk/article/11');
    await screenHeading('要删除的文章');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screenHeading('Articles');
    expect(window.location.pathname).toBe('/admin/sites/optics/desk/article');
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('要删除的文章: moved to the bin.');
    await act(async () => fireEvent.click(undo));
    await waitFor(() => expect(screen.getByText('要删除的文章: Restored from the bin, unpublished.')).toBeTruthy());
    const writes = seen.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}${call.search} ${JSON.stringify(call.body ?? null)}`);
    expect(writes).toEqual(['DELETE /rc-pub/admin/sites/optics/desk/article/11?version=3 null', 'POST /rc-pub/admin/sites/optics/desk/article/11/restore {"version":4}']);
    expect(await within(await screen.findByRole('table')).findByRole('link', { name: '要删除的文章' })).toBeTruthy();
  });
});
