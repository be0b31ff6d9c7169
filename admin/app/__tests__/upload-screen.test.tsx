// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { renderAdminApp, screenHeading } from './support/render-admin-app.tsx';

/**
 * The desk's upload screen against a mocked `/rc-pub/admin` API (msw): choosing a JATS package or XML file has the
 * server start its parsing threads at once (with the session's CSRF token), so they are ready when the file arrives; a
 * PDF needs none. What the real server answers is tests/integration/desk-upload.test.ts'.
 */
const account = { id: 1, email: 'desk@example.org', name: 'Desk Editor', role: 'editor', siteIds: [101] };
const csrfToken = 'csrf-of-this-session';
const envelope = (data: unknown) => HttpResponse.json({ status: statusCodes.ok, data });
let prepared: (string | null)[] = [];

const server = setupServer(
  http.get('*/rc-pub/admin/session', () => envelope({ account, csrfToken })),
  http.get('*/rc-pub/admin/sites', () => envelope([{ id: 101, sld: 'optics', name: '光学前沿', enName: 'Optics Frontier', groupSite: false }])),
  http.post('*/rc-pub/admin/sites/optics/upload/prepare', ({ request }) => {
    prepared.push(request.headers.get('x-csrf-token'));
    return envelope({ parsingThreads: 2 });
  }),
  http.get('*/rc-pub/admin/sites/optics/desk/:kind', () => envelope({ items: [], total: 0, page: 1, size: 200 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  prepared = [];
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const choose = (name: string) => fireEvent.change(screen.getByLabelText(/^File/), { target: { files: [new File(['<article/>'], name)] } });

describe('the upload screen', () => {
  it('has the server ready its parsing threads as soon as a JATS package or XML file is chosen', async () => {
    renderAdminApp('/admin/sites/optics/upload');
    await screenHeading('Upload articles');
    choose('issue-7.zip');
    await waitFor(() => expect(prepared).toEqual([csrfToken]));
    choose('one-article.xml');
    await waitFor(() => expect(prepared).toEqual([csrfToken, csrfToken]));
  });

  it('asks nothing of the server for a PDF, whose metadata the editor still has to fill in', async () => {
    renderAdminApp('/admin/sites/optics/upload');
    await screenHeading('Upload articles');
    choose('article.pdf');
    await screen.findByRole('group', { name: 'What the PDF is: its metadata' });
    expect(prepared).toEqual([]);
  });
});
