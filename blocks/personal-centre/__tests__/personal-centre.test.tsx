// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authPaths } from '../../../schemas/account/auth-api.ts';
import { memberPaths } from '../../../schemas/account/member-api.ts';
import { callsTo, removeToasts, type Respond } from '../../../tests/support/member-page.tsx';
import { navigate } from '../../../kits/member/navigate.ts';
import { accountOf, counts, favourite, pageOf } from '../../../tests/support/member-fixtures.ts';
import { openPersonal } from './open-personal.ts';

const open = openPersonal;
/** The toasts shown (they live on the body, outside the block). */
const toasts = () => [...document.body.querySelectorAll(':scope > [role="status"]')].map((toast) => toast.textContent);
const called = callsTo;

afterEach(() => {
  vi.restoreAllMocks();
  removeToasts();
});

describe('the personal centre', () => {
  it('logs out: DELETE logout, the session cookies go, 退出成功, then login', async () => {
    const assign = vi.spyOn(navigate, 'assign').mockImplementation(() => {});
    document.cookie = 'userName=138****5678; path=/';
    document.cookie = 'commonToken=secret-token; path=/';
    const { calls } = await open('?lang=zh', (call) => (call.path === authPaths.logout ? { data: null } : { data: pageOf([], { counts: counts() }) }), { lang: 'zh' });
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    // The message shows for a moment (successPauseMs) before the reader goes.
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?lang=zh'), { timeout: 5000 });
    expect(called(calls, authPaths.logout).map((call) => call.method)).toEqual(['DELETE']);
    expect(document.cookie).not.toMatch(/userName|commonToken/);
    expect(toasts()).toEqual(['退出成功']);
  });

  it('stays signed in when logout fails, showing the server message', async () => {
    const assign = vi.spyOn(navigate, 'assign').mockImplementation(() => {});
    document.cookie = 'commonToken=secret-token; path=/';
    await open('?lang=en', (call) => (call.path === authPaths.logout ? { status: 50000, message: 'Logout failed, try again' } : { data: pageOf([], { counts: counts() }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(toasts()).toEqual(['Logout failed, try again']));
    expect(assign).not.toHaveBeenCalled();
    expect(document.cookie).toContain('commonToken=secret-token');
    expect((screen.getByRole('button', { name: 'Log out' }) as HTMLButtonElement).disabled).toBe(false);
    document.cookie = 'commonToken=; path=/; max-age=0';
  });

  it('sends a reader who is not signed in to login, returning here afterwards', async () => {
    const replace = vi.spyOn(navigate, 'replace').mockImplementation(() => {});
    const { calls } = await open('?menu=album&lang=en', undefined, { signedIn: false });
    const href = '/login?url=%2Fpersonal%3Fmenu%3Dalbum%26lang%3Den&lang=en';
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(href);
    expect(replace).toHaveBeenCalledWith(href);
    expect(calls).toEqual([]);
  });

  it('opens at the menu, tab and page the URL names', async () => {
    const { calls } = await open('?menu=collect&tab=journal&page=1&lang=en', () => ({ data: pageOf([], { counts: counts({ article: 3, journal: 12 }), number: 1, totalPages: 2 }) }));
    const menu = screen.getByRole('navigation', { name: 'Personal centre menu' });
    expect(within(menu).getByRole('link', { current: 'page' }).textContent).toBe('My favourites');
    expect(screen.getByRole('heading', { level: 2, name: 'My favourites' })).toBeTruthy();
    await waitFor(() => expect(called(calls, memberPaths.collects)).toHaveLength(1));
    expect(called(calls, memberPaths.collects)[0]!.query).toEqual({ type: 'journal', page: 1, size: 10 });
    const tabs = screen.getByRole('navigation', { name: 'Resource types' });
    await waitFor(() => expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('Journals (12)'));
    expect(within(tabs).getByRole('link', { name: /Articles/ }).getAttribute('href')).toBe('/personal?lang=en');
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/personal?lang=en&tab=journal');
  });

  it('moves between menus in place, keeping the place in the URL and focusing the new heading', async () => {
    const { calls } = await open('?lang=en', (call) => ({ data: call.path === memberPaths.downloads ? pageOf([]) : pageOf([], { counts: counts() }) }));
    const link = within(screen.getByRole('navigation', { name: 'Personal centre menu' })).getByRole('link', { name: 'My downloads' });
    expect(link.getAttribute('href')).toBe('/personal?lang=en&menu=download');
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { level: 2, name: 'My downloads' });
    expect(window.location.search).toBe('?lang=en&menu=download');
    expect(document.activeElement).toBe(heading);
    await waitFor(() => expect(called(calls, memberPaths.downloads)).toHaveLength(1));
    window.history.replaceState(null, '', '/personal?lang=en&menu=account');
    fireEvent(window, new PopStateEvent('popstate'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Account security' })).toBeTruthy();
  });

  it('shows the account: masked name, mobile Linked, password UnSet', async () => {
    await open('?menu=account&lang=en', (call) => (call.path === authPaths.account ? { data: accountOf() } : undefined));
    const facts = await screen.findByText('User name');
    const list = facts.closest('dl')!;
    expect(list.textContent).toContain('138****5678');
    expect(within(list).getByText('Linked')).toBeTruthy();
    expect(within(list).getByText('UnSet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set a password' }).getAttribute('href')).toBe('/forgetCode?lang=en&url=%2Fpersonal%3Fmenu%3Daccount%26lang%3Den');
    fireEvent.click(screen.getByRole('button', { name: 'Change mobile' }));
    expect(screen.getByRole('button', { name: 'Change mobile' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('New mobile number')).toBeTruthy();
  });
});

describe('favourites', () => {
  const favourites = [favourite(1, 101, 'Laser one'), favourite(2, 102, 'Laser two'), favourite(3, 103, '', true), ...[4, 5, 6, 7].map((n) => favourite(n, 100 + n, `Laser ${n}`))];
  const respond: Respond = (call) => {
    if (call.path === memberPaths.collects) return { data: pageOf(favourites, { counts: counts({ article: favourites.length }) }) };
    if (call.path === memberPaths.unCollectByIdAndType) return { data: { deleted: 1 } };
    return undefined;
  };

  it('uncollects one after a confirmation, cancelled the first time', async () => {
    const { calls } = await open('?lang=en', respond);
    const row = (await screen.findByRole('heading', { name: 'Laser one' })).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Remove from favourites' }));
    let dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Remove this from your favourites?');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(called(calls, memberPaths.unCollectByIdAndType)).toHaveLength(0);

    fireEvent.click(within(row).getByRole('button', { name: 'Remove from favourites' }));
    dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(called(calls, memberPaths.unCollectByIdAndType)).toHaveLength(1));
    expect(called(calls, memberPaths.unCollectByIdAndType)[0]!.body).toEqual({ id: 101, type: 'article' });
    expect(await screen.findByText('cancellation successful')).toBeTruthy();
  });

  it('asks for a selection, refuses a sixth tick, and removes the ticked ones together', async () => {
    const { calls } = await open('?lang=en', respond);
    await screen.findByRole('heading', { name: 'Laser one' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(screen.getByText('No data selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add selected to album' }));
    expect(screen.getByText('Please select first')).toBeTruthy();

    const boxes = screen.getAllByRole('checkbox');
    boxes.slice(0, 6).forEach((box) => fireEvent.click(box));
    expect(screen.getByText('Choose a maximum of 5.')).toBeTruthy();
    expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(5);
    expect(screen.getByText('5 of 5 selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Remove the 5 selected items from your favourites?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(called(calls, memberPaths.unCollectByIdAndType)).toHaveLength(1));
    expect(called(calls, memberPaths.unCollectByIdAndType)[0]!.body).toEqual({
      items: [101, 102, 103, 104, 105].map((id) => ({ id, type: 'article' })),
    });
  });

  it("offers to delete a favourite whose paper is gone, with the spec's question", async () => {
    const { calls } = await open('?lang=en', respond);
    const row = (await screen.findByRole('heading', { name: 'No longer available' })).closest('li')!;
    expect(within(row).queryByRole('link')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete this record' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('The paper no longer exists, shall we delete this record?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(called(calls, memberPaths.unCollectByIdAndType)[0]?.body).toEqual({ id: 103, type: 'article' }));
  });

  it('links a favourite to its article on its own site', async () => {
    await open('?lang=en', respond);
    expect((await screen.findByRole('link', { name: 'Laser one' })).getAttribute('href')).toBe('/optics/en/article/101/');
  });
});
