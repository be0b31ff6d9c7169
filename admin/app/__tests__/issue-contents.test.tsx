// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deskItem, type DeskItem } from '../../../schemas/desk/desk-kinds.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { renderAdminApp } from './support/render-admin-app.tsx';

/**
 * The desk's table-of-contents editor against a mocked `/rc-pub/admin` API (msw): moves within a column by buttons,
 * Undo before saving, the order saved with the session's CSRF token, an order another editor made stale (409)
 * reloaded, and "Make current issue". What the real server does with them is tests/integration/desk-issues.test.ts'.
 */
const account = { id: 1, email: 'desk@example.org', name: 'Desk Editor', role: 'editor', siteIds: [101] };
const csrfToken = 'csrf-of-this-session';
const fields = { siteId: 101, status: 'published', version: 1, deletedAt: null, updatedAt: '2026-01-02 10:00:00', updatedBy: 'Desk Editor' } as const;
const issue = deskItem.parse({ kind: 'issue', id: 9, ...fields, data: { id: 9, publicationId: 1001, year: 2026, issue: '2', periods: '46' } });
const column = deskItem.parse({ kind: 'column', id: 1101, ...fields, data: { id: 1101, publicationId: 1001, name: '研究论文', sort: 1 } });
const article = (id: number) => deskItem.parse({ kind: 'article', id, ...fields, data: { id, publicationId: 1001, periodId: 9, columnId: 1101, year: 2026, title: `文章${id}` } });

type Seen = { method: string; path: string; csrf: string | null; body: unknown };
let seen: Seen[] = [];
let articles: DeskItem[] = [];
let journal: DeskItem;
/** Set when another editor places an article in the issue before this one saves. */
let placedMeanwhile: DeskItem | undefined;
const envelope = (data: unknown) => HttpResponse.json({ status: statusCodes.ok, data });
const contents = () => ({ issueId: 9, articles });

const server = setupServer(
  http.all('*/rc-pub/admin/*', async ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({ method: request.method, path: url.pathname, csrf: request.headers.get('x-csrf-token'), body: text ? JSON.parse(text) : undefined });
    return undefined as never;
  }),
  http.get('*/rc-pub/admin/session', () => envelope({ account, csrfToken })),
  http.get('*/rc-pub/admin/sites', () => envelope([{ id: 101, sld: 'optics', name: '光学前沿', enName: 'Optics Frontier', groupSite: false }])),
  http.get('*/rc-pub/admin/sites/optics/desk/issue/9/contents', () => envelope(contents())),
  http.post('*/rc-pub/admin/sites/optics/desk/issue/9/contents', async ({ request }) => {
    const { articleIds } = (await request.json()) as { articleIds: number[] };
    if (placedMeanwhile) {
      articles = [...articles, placedMeanwhile];
      placedMeanwhile = undefined;
      return HttpResponse.json({ status: statusCodes.conflict, message: 'The issue changed', data: contents() }, { status: 409 });
    }
    articles = articleIds.map((id) => articles.find((one) => one.id === id)!);
    return envelope(contents());
  }),
  http.get('*/rc-pub/admin/sites/optics/desk/issue/9', () => envelope(issue)),
  http.get('*/rc-pub/admin/sites/optics/desk/journal/1001', () => envelope(journal)),
  http.post('*/rc-pub/admin/sites/optics/desk/journal/1001/current-issue', async ({ request }) => {
    const { issueId } = (await request.json()) as { issueId: number | null };
    journal = deskItem.parse({ ...journal, version: journal.version + 1, data: { ...journal.data, currentIssueId: issueId } });
    return envelope(journal);
  }),
  http.get('*/rc-pub/admin/sites/optics/desk/:kind', ({ params }) => {
    const items = params.kind === 'column' ? [column] : [];
    return envelope({ items, total: items.length, page: 1, size: 200 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  articles = [article(1), article(2), article(3)];
  journal = deskItem.parse({ kind: 'journal', id: 1001, ...fields, data: { id: 1001, publicationName: '光学前沿' } });
  placedMeanwhile = undefined;
  seen = [];
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const renderContents = () => renderAdminApp('/admin/sites/optics/desk/issue/9/contents');

const titles = () => within(screen.getByRole('region', { name: '研究论文' })).getAllByRole('link').map((link) => link.textContent);
const button = (name: string) => screen.getByRole('button', { name });
const posted = () => seen.filter((call) => call.method === 'POST' && call.path.endsWith('/contents')).map((call) => [call.csrf, call.body]);

describe("the issue's table of contents", () => {
  it('moves articles within their column, undoes the last move, and keeps focus on the moved article', async () => {
    renderContents();
    await screen.findByRole('heading', { level: 1, name: /^Table of contents/ });
    await waitFor(() => expect(titles()).toEqual(['文章1', '文章2', '文章3']));
    expect(button('Move up: 文章1')).toHaveProperty('disabled', true);
    expect(button('Save the order')).toHaveProperty('disabled', true);

    fireEvent.click(button('Move down: 文章1'));
    expect(titles()).toEqual(['文章2', '文章1', '文章3']);
    await waitFor(() => expect(document.activeElement).toBe(button('Move down: 文章1')));
    fireEvent.click(button('Move down: 文章1'));
    expect(titles()).toEqual(['文章2', '文章3', '文章1']);
    // Last in its column, it can only go up: focus moves to that button, and the move is said.
    await waitFor(() => expect(document.activeElement).toBe(button('Move up: 文章1')));
    expect(screen.getByText('文章1: moved down, 3 of 3 in 研究论文.')).toBeTruthy();

    fireEvent.click(button('Undo the last move'));
    expect(titles()).toEqual(['文章2', '文章1', '文章3']);
    fireEvent.click(button('Undo the last move'));
    expect(titles()).toEqual(['文章1', '文章2', '文章3']);
    expect(button('Save the order')).toHaveProperty('disabled', true);
    expect(button('Undo the last move').getAttribute('aria-disabled')).toBe('true');
    expect(posted()).toEqual([]);
  });

  it('saves the order with the CSRF token; an order made stale by another editor is not saved, and the contents are reloaded', async () => {
    renderContents();
    await waitFor(() => expect(titles()).toEqual(['文章1', '文章2', '文章3']));
    placedMeanwhile = article(4);
    fireEvent.click(button('Move up: 文章3'));
    fireEvent.click(button('Save the order'));
    expect((await screen.findByRole('alert')).textContent).toBe("Not saved: the issue's articles changed since you opened it. The table of contents below is as it is now; order it again.");
    expect(titles()).toEqual(['文章1', '文章2', '文章3', '文章4']);

    fireEvent.click(button('Move up: 文章4'));
    fireEvent.click(button('Save the order'));
    expect(await screen.findByText('The order is saved: readers see it now.')).toBeTruthy();
    expect(titles()).toEqual(['文章1', '文章2', '文章4', '文章3']);
    expect(posted()).toEqual([
      [csrfToken, { articleIds: [1, 3, 2] }],
      [csrfToken, { articleIds: [1, 2, 4, 3] }],
    ]);
    expect(button('Save the order')).toHaveProperty('disabled', true);
  });

  it('makes the issue the current one, and offers the newest issue back', async () => {
    renderContents();
    fireEvent.click(await screen.findByRole('button', { name: 'Make current issue' }));
    expect(await screen.findByRole('button', { name: 'Follow the newest issue instead' })).toBeTruthy();
    expect(screen.getByText('Current issue')).toBeTruthy();
    expect(seen.filter((call) => call.path.endsWith('/current-issue')).map((call) => [call.csrf, call.body])).toEqual([[csrfToken, { issueId: 9 }]]);
  });
});
