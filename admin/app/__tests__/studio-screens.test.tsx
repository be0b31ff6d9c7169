// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StudioChange, StudioDraft, StudioPart } from '../../../schemas/admin/studio-api.ts';
import type { Diagnostic } from '../../../schemas/diagnostic.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { renderAdminApp, screenHeading } from './support/render-admin-app.tsx';
import { differences } from '../../kits/version-diff/version-diff.ts';

/**
 * The site studio's screens in the back office's shell, against a mocked studio API (msw) that keeps parts, drafts
 * with revisions and versions as the server does: the parts list, a part's form, JSON view and page editor, the
 * server's problems beside their fields, another admin's draft (409), a publish refused, discard and its Undo,
 * history, diff and rollback. What the real server answers is tests/integration/studio.test.ts's and the e2e test's.
 */
const csrfToken = 'csrf-of-this-session';
const siteAdmin = { id: 2, email: 'admin@example.org', name: 'Site Admin', role: 'siteAdmin', siteIds: [101] } as const;
const editor = { id: 3, email: 'editor@example.org', name: 'Desk Editor', role: 'editor', siteIds: [101] } as const;
let account: typeof siteAdmin | typeof editor = siteAdmin;

type Version = { version: number; author: string; message: string; createdAt: string; value: unknown };
type Stored = { versions: Version[]; draft: StudioDraft | null };
const when = '2026-03-01 09:00:00';

const footer = { schemaVersion: 1, copyright: '© 光学前沿', enCopyright: '', icp: '京ICP备12345678号', linkAddress: '', picp: '', picpLink: '', showFriendshipLinks: 0, friendshipLinks: [] };
const site = { schemaVersion: 1, siteId: 101, sld: 'optics', name: '光学前沿', enName: 'Optics Frontier', colour: 1, logo1: '/assets/optics/logo-pc.svg', groupSite: 0 };
const header = { schemaVersion: 1, navStyle: 1, customButtonList: [{ customButtonStatus: 1, customButtonName: '投稿', customButtonPcUrl: '/submit' }] };
const modules = {
  schemaVersion: 1,
  home: [
    { id: 1, code: 'carousel', styleId: 1, name: '轮播图', enName: 'Carousel', enable: 1, props: { autoplay: true } },
    { id: 2, code: 'latestIssue', styleId: 1, name: '最新一期', enName: 'Latest issue', enable: 1, props: {} },
  ],
  channels: {},
};

let parts: Record<string, Stored> = {};
let seen: { method: string; path: string; search: string; csrf: string | null; body: unknown }[] = [];

/** What the server would find wrong with a value (a few of its rules, the blocks' included). */
function diagnosticsOf(part: string, value: unknown): Diagnostic[] {
  const file = `optics/${part}`;
  const found: Diagnostic[] = [];
  const record = value as Record<string, unknown>;
  if (part === 'header.json') {
    (record.customButtonList as { customButtonPcUrl?: string }[] | undefined)?.forEach((button, index) => {
      if (/^javascript:/i.test(button.customButtonPcUrl ?? '')) found.push({ file, path: `customButtonList[${index}].customButtonPcUrl`, message: 'script addresses are not allowed' });
    });
  }
  if (part === 'modules.json') {
    (record.home as { code: string; props?: Record<string, unknown> }[]).forEach((module, index) => {
      if (!['carousel', 'latestIssue', 'selnews', 'experts'].includes(module.code)) found.push({ file, path: `home[${index}]`, message: `no block renders module code "${module.code}" (style 1)` });
      if (module.code === 'latestIssue' && module.props?.limit !== undefined && typeof module.props.limit !== 'number') found.push({ file, path: `home[${index}].props.limit`, message: 'Invalid input: expected number, received string' });
    });
  }
  return found;
}

const viewOf = (part: string): StudioPart => {
  const stored = parts[part]!;
  const published = stored.versions[0] ?? null;
  return { part: part as StudioPart['part'], published, draft: stored.draft, diagnostics: diagnosticsOf(part, stored.draft?.value ?? published?.value ?? {}) };
};
const changesOf = (before: unknown, after: unknown): StudioChange[] => differences(before, after).map(({ path, mine, theirs }) => ({ path, kind: 'changed', before: mine, after: theirs }));

const envelope = (data: unknown) => HttpResponse.json({ status: statusCodes.ok, data });
const refuse = (status: number, code: number, message: string, data?: unknown) => HttpResponse.json({ status: code, message, data }, { status });
const conflict = (part: string, value: unknown) => {
  const draft = parts[part]!.draft;
  return refuse(409, statusCodes.conflict, draft ? `${draft.author} saved this part's draft at ${draft.updatedAt} since you opened it. Compare and save again.` : "This part's draft was published or discarded since you opened it.", draft && { draft, changes: changesOf(value, draft.value) });
};
const config = '*/rc-pub/admin/sites/optics/config';

const server = setupServer(
  http.all('*/rc-pub/admin/*', async ({ request }) => {
    const url = new URL(request.url);
    const json = request.headers.get('content-type')?.includes('json');
    const text = json ? await request.clone().text() : '';
    seen.push({ method: request.method, path: url.pathname, search: url.search, csrf: request.headers.get('x-csrf-token'), body: text ? JSON.parse(text) : undefined });
    return undefined as never;
  }),
  http.get('*/rc-pub/admin/session', () => envelope({ account, csrfToken })),
  http.get('*/rc-pub/admin/sites', () => envelope([{ id: 101, sld: 'optics', name: '光学前沿', enName: 'Optics Frontier', groupSite: false }])),
  http.get('*/rc-pub/admin/sites/ecology/config', () => refuse(403, statusCodes.adminForbidden, 'Your account does not work on this site')),
  http.get(config, () =>
    envelope(
      Object.keys(parts).map((part) => {
        const view = viewOf(part);
        const { draft } = parts[part]!;
        return { part, version: view.published?.version ?? 0, author: view.published?.author ?? '', updatedAt: view.published?.createdAt ?? '', draft: draft && { revision: draft.revision, author: draft.author, updatedAt: draft.updatedAt }, problems: view.diagnostics.length };
      }),
    ),
  ),
  http.post(`${config}/images`, async ({ request }) => {
    // (The form's File is jsdom's, the handler's class undici's: read by its type, not by instanceof.)
    const file = (await request.formData()).get('file') as { type?: string } | null;
    if (!file?.type?.startsWith('image/')) return refuse(400, statusCodes.badRequest, 'A picture must be a PNG, JPEG, GIF or WebP file');
    return envelope({ url: `/rc-pub/site-images/optics/${'a'.repeat(64)}.png` });
  }),
  http.get(`${config}/:part`, ({ params }) => envelope(viewOf(String(params.part)))),
  http.post(`${config}/:part/draft`, async ({ request, params }) => {
    const part = String(params.part);
    const { value, revision } = (await request.json()) as { value: unknown; revision: number };
    const stored = parts[part]!;
    if ((stored.draft?.revision ?? 0) !== revision) return conflict(part, value);
    stored.draft = { revision: revision + 1, baseVersion: stored.versions[0]?.version ?? 0, value, author: account.name, updatedAt: when };
    return envelope(viewOf(part));
  }),
  http.delete(`${config}/:part/draft`, ({ request, params }) => {
    const part = String(params.part);
    const stored = parts[part]!;
    if (!stored.draft || stored.draft.revision !== Number(new URL(request.url).searchParams.get('revision'))) return conflict(part, stored.draft?.value ?? null);
    stored.draft = null;
    return envelope(viewOf(part));
  }),
  http.post(`${config}/:part/publish`, async ({ request, params }) => {
    const part = String(params.part);
    const { revision, message } = (await request.json()) as { revision: number; message: string };
    const stored = parts[part]!;
    if (!stored.draft || stored.draft.revision !== revision) return conflict(part, stored.draft?.value ?? null);
    const problems = diagnosticsOf(part, stored.draft.value);
    if (problems.length) return refuse(400, statusCodes.badRequest, `Not published: ${problems.map(({ path, message: text }) => `${path}: ${text}`).join('; ')}`, { diagnostics: problems });
    stored.versions.unshift({ version: stored.versions.length + 1, author: account.name, message, createdAt: when, value: stored.draft.value });
    stored.draft = null;
    return envelope(viewOf(part));
  }),
  http.get(`${config}/:part/versions`, ({ params }) => envelope(parts[String(params.part)]!.versions.map(({ value: _value, ...summary }) => summary))),
  http.get(`${config}/:part/versions/:version`, ({ params }) => envelope(parts[String(params.part)]!.versions.find((one) => one.version === Number(params.version)))),
  http.get(`${config}/:part/diff`, ({ request, params }) => {
    const stored = parts[String(params.part)]!;
    const url = new URL(request.url);
    const at = (end: string | null) => (end === 'draft' ? stored.draft?.value : stored.versions.find((one) => one.version === Number(end))?.value);
    return envelope(changesOf(at(url.searchParams.get('from')), at(url.searchParams.get('to'))));
  }),
  http.post(`${config}/:part/rollback`, async ({ request, params }) => {
    const part = String(params.part);
    const { version, message } = (await request.json()) as { version: number; message: string };
    const stored = parts[part]!;
    const old = stored.versions.find((one) => one.version === version)!;
    stored.versions.unshift({ ...old, version: stored.versions.length + 1, message, author: account.name });
    return envelope(viewOf(part));
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The studio's screens load lazily (route-screen.tsx): loaded here, a busy machine's first import does not eat a test's wait for its heading.
  await Promise.all([import('../../features/studio/part-screen.tsx'), import('../../features/studio/parts-screen.tsx')]);
});
beforeEach(() => {
  account = siteAdmin;
  parts = {
    'footer.json': { versions: [{ version: 1, author: 'import', message: '', createdAt: when, value: footer }], draft: null },
    'site.json': { versions: [{ version: 1, author: 'import', message: '', createdAt: when, value: site }], draft: null },
    'header.json': { versions: [{ version: 1, author: 'import', message: '', createdAt: when, value: header }], draft: null },
    'modules.json': { versions: [{ version: 1, author: 'import', message: '', createdAt: when, value: modules }], draft: null },
  };
  seen = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const writes = () => seen.filter((call) => call.method !== 'GET').map((call) => ({ call: `${call.method} ${call.path.replace('/rc-pub/admin/sites/optics/config/', '')}${call.search}`, body: call.body, csrf: call.csrf }));
const saveButton = () => screen.getByRole('button', { name: 'Save draft' });

describe('the studio’s way in', () => {
  it('is offered to a site admin from the site picker and the site’s sections, and lists the parts', async () => {
    parts['header.json']!.draft = { revision: 2, baseVersion: 1, value: { ...header, customButtonList: [{ ...header.customButtonList[0], customButtonPcUrl: 'javascript:alert(1)' }] }, author: 'Other Admin', updatedAt: when };
    renderAdminApp('/admin/');
    await screenHeading('Your sites');
    fireEvent.click(await screen.findByRole('link', { name: 'Studio of Optics Frontier' }));
    await screenHeading('Site studio');
    expect(window.location.pathname).toBe('/admin/sites/optics/studio');
    expect(within(screen.getByRole('navigation', { name: 'Site optics' })).getByRole('link', { name: 'Studio' }).getAttribute('aria-current')).toBe('page');
    const row = within(await screen.findByRole('table')).getByRole('row', { name: /Header/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([expect.stringMatching(/^Version 1, .* by import$/), expect.stringMatching(/^Draft by Other Admin/), 'One problem']);
    expect(within(row).getByRole('link', { name: 'Header' }).getAttribute('href')).toBe('/admin/sites/optics/studio/header');
  });

  it('is not offered to an editor, and a site the account does not configure answers in words', async () => {
    account = editor;
    renderAdminApp('/admin/');
    await screen.findByRole('link', { name: /Optics Frontier/ });
    expect(screen.queryByRole('link', { name: /^Studio/ })).toBeNull();
    cleanup();
    account = siteAdmin;
    renderAdminApp('/admin/sites/ecology/studio');
    expect((await screen.findByRole('alert')).textContent).toBe('Not allowed: Your account does not work on this site');
  });
});

describe('a part’s screen', () => {
  it('says so for a part no site has, and frames any reader’s page with the drafts applied, in either language and width', async () => {
    renderAdminApp('/admin/sites/optics/studio/nonsense');
    await screenHeading('No such part');
    cleanup();
    renderAdminApp('/admin/sites/optics/studio/footer');
    await screenHeading('Studio: Footer');
    const preview = screen.getByRole('region', { name: 'Preview' });
    const frame = () => preview.querySelector('iframe')!;
    const framed = () => new URL(frame().src, window.location.href);
    expect(framed().pathname).toBe('/rc-pub/admin/sites/optics/config/preview');
    expect(framed().searchParams.get('path')).toBe('/optics/zh/home/');
    expect(frame().title).toBe('Preview of /optics/zh/home/, Phone (375 px)');
    expect(frame().className).toBe('preview-frame preview-phone');

    fireEvent.change(within(preview).getByLabelText('Language'), { target: { value: 'en' } });
    expect(framed().searchParams.get('path')).toBe('/optics/en/home/');
    fireEvent.click(within(preview).getByRole('radio', { name: 'Desktop (1280 px)' }));
    expect(frame().className).toBe('preview-frame preview-desktop');

    const path = within(preview).getByLabelText('Page (its address on the site)');
    fireEvent.change(path, { target: { value: '/rc-pub/front/bootstrap' } });
    expect(path.getAttribute('aria-invalid')).toBe('true');
    expect(within(preview).getByText('must be a reader’s page, not the API or a file')).toBeTruthy();
    fireEvent.click(within(preview).getByRole('button', { name: 'Show the page' }));
    expect(framed().searchParams.get('path')).toBe('/optics/en/home/');
    fireEvent.change(path, { target: { value: '/optics/en/issues/' } });
    fireEvent.click(within(preview).getByRole('button', { name: 'Show the page' }));
    expect(framed().searchParams.get('path')).toBe('/optics/en/issues/');
  });
});

describe('a part’s form', () => {
  it('saves a draft naming the revision it edited, with the session’s token, and publishes it with a message', async () => {
    renderAdminApp('/admin/sites/optics/studio/footer');
    await screenHeading('Studio: Footer');
    expect(screen.getByText(/no draft/)).toBeTruthy();
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(screen.getByLabelText('ICP record'), { target: { value: '京ICP备87654321号' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    fireEvent.click(saveButton());
    await screen.findByText(/Draft saved|draft saved/);
    await screen.findByText(/revision 1, saved/);

    fireEvent.change(screen.getByLabelText('What changed (for the history)'), { target: { value: 'new licence number' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Footer: published as version 2. Readers see it now.');
    expect(writes()).toEqual([
      { call: 'POST footer.json/draft', body: { value: { ...footer, icp: '京ICP备87654321号' }, revision: 0 }, csrf: csrfToken },
      { call: 'POST footer.json/publish', body: { revision: 1, message: 'new licence number' }, csrf: csrfToken },
    ]);
    expect(screen.getByText(/Version 2 published/)).toBeTruthy();
  });

  it('shows the server’s problems beside the field their path names, listed above with links, and refuses a publish while they stand', async () => {
    parts['header.json']!.draft = { revision: 1, baseVersion: 1, value: { ...header, customButtonList: [{ ...header.customButtonList[0], customButtonPcUrl: 'javascript:alert(1)' }] }, author: 'Site Admin', updatedAt: when };
    renderAdminApp('/admin/sites/optics/studio/header');
    await screenHeading('Studio: Header');
    const url = within(screen.getByRole('group', { name: 'Custom button 1' })).getByLabelText('Custom button PC URL');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    const described = url.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('script addresses are not allowed');
    const summary = screen.getByRole('region', { name: 'One problem' });
    const link = within(summary).getByRole('link', { name: 'customButtonList[0].customButtonPcUrl: script addresses are not allowed' });
    fireEvent.click(link);
    expect(document.activeElement).toBe(url);

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Not published: Not published: customButtonList\[0\]/);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'One problem' })));
    expect(parts['header.json']!.versions).toHaveLength(1);

    // Fixed as typed: checked here at once, then saved and published.
    fireEvent.change(url, { target: { value: '/submit' } });
    expect(screen.queryByRole('region', { name: 'One problem' })).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Header: published as version 2. Readers see it now.');
  });

  it('meets another admin’s draft with theirs and mine side by side, and loads theirs', async () => {
    renderAdminApp('/admin/sites/optics/studio/footer');
    await screenHeading('Studio: Footer');
    // Another admin saves a draft while this one edits.
    parts['footer.json']!.draft = { revision: 1, baseVersion: 1, value: { ...footer, icp: '他们的备案号' }, author: 'Other Admin', updatedAt: when };
    fireEvent.change(screen.getByLabelText('ICP record'), { target: { value: '我的备案号' } });
    fireEvent.click(saveButton());

    const panel = await screen.findByRole('region', { name: 'Another administrator saved this draft' });
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(panel.textContent).toContain('Other Admin saved revision 1');
    const row = within(panel).getByRole('row', { name: /^icp/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['我的备案号', '他们的备案号']);
    expect(within(panel).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Field', 'Yours', 'Their draft']);

    fireEvent.click(within(panel).getByRole('button', { name: 'Load their draft' }));
    await waitFor(() => expect(screen.getByLabelText('ICP record')).toHaveProperty('value', '他们的备案号'));
    expect(screen.queryByRole('region', { name: 'Another administrator saved this draft' })).toBeNull();
    expect(parts['footer.json']!.draft!.value).toMatchObject({ icp: '他们的备案号' });
    expect(document.querySelector('.item-facts')!.textContent).toMatch(/Draft revision 1, saved .* by Other Admin$/);
  });

  it('keeps mine to save over their draft, naming their revision', async () => {
    renderAdminApp('/admin/sites/optics/studio/footer');
    await screenHeading('Studio: Footer');
    parts['footer.json']!.draft = { revision: 4, baseVersion: 1, value: { ...footer, icp: '他们的' }, author: 'Other Admin', updatedAt: when };
    fireEvent.change(screen.getByLabelText('ICP record'), { target: { value: '我的' } });
    fireEvent.click(saveButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Keep mine to save over theirs' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(parts['footer.json']!.draft).toMatchObject({ revision: 5, value: { icp: '我的' } }));
    expect(writes().map(({ call, body }) => [call, (body as { revision: number }).revision])).toEqual([
      ['POST footer.json/draft', 0],
      ['POST footer.json/draft', 4],
    ]);
  });

  it('discards the draft, and its Undo saves it again', async () => {
    parts['footer.json']!.draft = { revision: 3, baseVersion: 1, value: { ...footer, icp: '草稿' }, author: 'Site Admin', updatedAt: when };
    renderAdminApp('/admin/sites/optics/studio/footer');
    await screenHeading('Studio: Footer');
    expect(screen.getByLabelText('ICP record')).toHaveProperty('value', '草稿');
    fireEvent.click(screen.getByRole('button', { name: 'Discard the draft' }));
    await waitFor(() => expect(screen.getByLabelText('ICP record')).toHaveProperty('value', footer.icp));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await act(async () => fireEvent.click(undo));
    await waitFor(() => expect(screen.getByLabelText('ICP record')).toHaveProperty('value', '草稿'));
    expect(writes().map(({ call, body }) => [call, body ?? null])).toEqual([
      ['DELETE footer.json/draft?revision=3', null],
      ['POST footer.json/draft', { value: { ...footer, icp: '草稿' }, revision: 0 }],
    ]);
  });
});

describe('pictures', () => {
  it('uploads a picture for a logo, whose address the server answers, and saves it with the draft', async () => {
    renderAdminApp('/admin/sites/optics/studio/site');
    await screenHeading('Studio: Site');
    const logo = screen.getByLabelText('Logo');
    expect(logo).toHaveProperty('value', site.logo1);
    const file = screen.getByLabelText('Upload a picture for Logo');
    fireEvent.change(file, { target: { files: [new File(['not really a picture'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Not uploaded: A picture must be a PNG, JPEG, GIF or WebP file')).toBeTruthy();
    expect(logo).toHaveProperty('value', site.logo1);

    fireEvent.change(file, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' })] } });
    await screen.findByText('logo.png uploaded: its address is in the field. Save the draft to keep it.');
    const address = `/rc-pub/site-images/optics/${'a'.repeat(64)}.png`;
    expect(logo).toHaveProperty('value', address);
    expect(seen.filter((call) => call.path.endsWith('/config/images')).map((call) => call.csrf)).toEqual([csrfToken, csrfToken]);
    fireEvent.click(saveButton());
    await waitFor(() => expect(parts['site.json']!.draft?.value).toMatchObject({ logo1: address, colour: 1 }));
  });
});

describe('the JSON view', () => {
  it('says why text does not read and saves nothing until it does; what reads is checked and saved', async () => {
    renderAdminApp('/admin/sites/optics/studio/footer?view=json');
    await screenHeading('Studio: Footer');
    expect(screen.getByRole('link', { name: 'JSON' }).getAttribute('aria-current')).toBe('page');
    const text = screen.getByLabelText('The part as JSON') as HTMLTextAreaElement;
    expect(JSON.parse(text.value)).toEqual(footer);
    fireEvent.change(text, { target: { value: '{"icp": "半个' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^This is not JSON: .*Nothing is saved until it reads\.$/);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(saveButton());
    expect(writes()).toEqual([]);

    fireEvent.change(text, { target: { value: JSON.stringify({ ...footer, friendshipLinks: [{ name: '' , url: 'javascript:x' }] }) } });
    // Checked here as typed, by the part's schema.
    const problems = await screen.findByRole('region', { name: /problems$/ });
    expect(within(problems).getByText(/friendshipLinks\[0\]\.url: script addresses are not allowed/)).toBeTruthy();
    fireEvent.change(text, { target: { value: JSON.stringify({ ...footer, icp: 'JSON 的备案号' }) } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(writes()).toEqual([{ call: 'POST footer.json/draft', body: { value: { ...footer, icp: 'JSON 的备案号' }, revision: 0 }, csrf: csrfToken }]));
  });
});

describe('the page editor', () => {
  it('adds a block from the catalogue, sets its props in its form and as JSON, reorders, turns off and removes blocks, and saves the list', async () => {
    renderAdminApp('/admin/sites/optics/studio/modules?view=page');
    await screenHeading('Studio: Home page and channels');
    const page = screen.getByRole('region', { name: 'Home page' });
    expect(within(page).getAllByRole('group', { name: /^Block \d/ }).map((group) => group.querySelector('legend')!.textContent)).toEqual(['Block 1: carousel', 'Block 2: latestIssue']);

    fireEvent.change(within(page).getByLabelText('Block to add'), { target: { value: 'experts' } });
    fireEvent.click(within(page).getByRole('button', { name: 'Add the block to Home page' }));
    const added = within(page).getByRole('group', { name: 'Block 3: experts' });
    expect(document.activeElement).toBe(within(added).getByLabelText('Block'));
    // The form from the experts block's contract: its default shown until a value is typed.
    const limit = within(added).getByLabelText('Limit');
    expect(limit).toHaveProperty('placeholder', '10');
    fireEvent.change(limit, { target: { value: '3' } });
    fireEvent.click(within(added).getByRole('button', { name: 'Edit the settings as JSON: Block 3: experts' }));
    expect(JSON.parse((within(added).getByLabelText('Settings (props, as JSON)') as HTMLTextAreaElement).value)).toEqual({ limit: 3 });
    fireEvent.change(within(added).getByLabelText('Settings (props, as JSON)'), { target: { value: '{"limit": ' } });
    expect(within(added).getByText('Not JSON yet: the last settings that read are kept.')).toBeTruthy();
    expect(screen.getByText('Some block settings are not JSON yet: fix them before saving.')).toBeTruthy();
    fireEvent.change(within(added).getByLabelText('Settings (props, as JSON)'), { target: { value: '{"limit": 4, "note": "mine"}' } });
    fireEvent.click(within(added).getByRole('button', { name: 'Edit the settings in a form: Block 3: experts' }));
    expect(within(added).getByLabelText('Limit')).toHaveProperty('value', '4');
    // What the contract does not name is kept, and said so.
    expect(within(added).getByText(/^Kept as written, edited as JSON:/).textContent).toBe('Kept as written, edited as JSON: note (not in the block’s contract).');

    fireEvent.click(within(page).getByRole('button', { name: 'Move up: Block 3: experts' }));
    fireEvent.click(within(within(page).getByRole('group', { name: 'Block 3: latestIssue' })).getByRole('checkbox', { name: 'Shown on the page' }));
    fireEvent.click(within(page).getByRole('button', { name: 'Remove: Block 1: carousel' }));
    expect(document.activeElement).toBe(within(page).getByLabelText('Block to add'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(parts['modules.json']!.draft).not.toBeNull());
    expect((writes()[0]!.body as { value: typeof modules }).value.home).toEqual([
      { id: 3, code: 'experts', styleId: 1, name: '', enName: '', enable: true, props: { limit: 4, note: 'mine' } },
      { ...modules.home[1], enable: false },
    ]);
    expect(screen.getByRole('group', { name: 'Block 2: latestIssue' }).closest('li')!.className).toBe('module module-off');
  });

  it('shows a block’s problems beside it: an unknown code on the block, a failing prop beside its field', async () => {
    parts['modules.json']!.draft = {
      revision: 1,
      baseVersion: 1,
      value: { ...modules, home: [modules.home[0], { ...modules.home[1], props: { limit: 'many' } }, { id: 9, code: 'selmag', styleId: 1, name: '', enName: '', enable: 1, props: {} }] },
      author: 'Site Admin',
      updatedAt: when,
    };
    renderAdminApp('/admin/sites/optics/studio/modules?view=page');
    await screenHeading('Studio: Home page and channels');
    expect(within(screen.getByLabelText('Page')).getByRole('option', { selected: true }).textContent).toBe('Home page (2 problems)');
    const latest = screen.getByRole('group', { name: 'Block 2: latestIssue' });
    const limit = within(latest).getByLabelText('Limit');
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(limit.getAttribute('aria-describedby')!)!.textContent).toBe('Invalid input: expected number, received string');
    // As JSON, the props' problems are named by their path inside the props.
    fireEvent.click(within(latest).getByRole('button', { name: 'Edit the settings as JSON: Block 2: latestIssue' }));
    const props = within(latest).getByLabelText('Settings (props, as JSON)');
    expect(props.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(props.getAttribute('aria-describedby')!)!.textContent).toBe('limit: Invalid input: expected number, received string');
    const unknown = screen.getByRole('group', { name: 'Block 3: selmag' });
    expect(unknown.textContent).toContain('no block renders module code "selmag" (style 1)');
    expect(within(unknown).getByLabelText('Block')).toHaveProperty('value', 'selmag');
    expect(within(within(unknown).getByLabelText('Block')).getByRole('option', { name: 'selmag (no block renders it)' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: '2 problems' });
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['home[1].props.limit: Invalid input: expected number, received string', 'home[2]: no block renders module code "selmag" (style 1)']);
  });

  it('adds a channel page by its menu item’s ID', async () => {
    renderAdminApp('/admin/sites/optics/studio/modules?view=page');
    await screenHeading('Studio: Home page and channels');
    fireEvent.change(screen.getByLabelText('Channel (menu item ID)'), { target: { value: 'news' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a channel page' }));
    expect(screen.getByText('A channel is named by its menu item’s ID: digits only.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Channel (menu item ID)'), { target: { value: '1204' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a channel page' }));
    expect(screen.getByRole('region', { name: 'Channel 1204' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Block to add'), { target: { value: 'selnews' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the block to Channel 1204' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(parts['modules.json']!.draft?.value).toMatchObject({ channels: { 1204: [{ id: 1, code: 'selnews' }] } }));
  });
});

describe('history', () => {
  it('compares two versions field by field, and rolls back after asking', async () => {
    parts['footer.json']!.versions.unshift({ version: 2, author: 'Site Admin', message: 'new licence number', createdAt: when, value: { ...footer, icp: '新备案号' } });
    renderAdminApp('/admin/sites/optics/studio/footer?view=history');
    await screenHeading('Studio: Footer');
    const versions = await screen.findByRole('region', { name: 'Published versions' });
    expect(within(versions).getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['2 (live)', '1']);

    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    const changes = await screen.findByRole('region', { name: 'From version 1 to version 2' });
    expect(within(changes).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([['icp', 'Changed', footer.icp, '新备案号']]);
    expect(seen.filter((call) => call.path.endsWith('/footer.json/diff')).map((call) => call.search)).toEqual([expect.stringMatching(/^\?from=1&to=2(&|$)/)]);

    const rollback = screen.getByRole('button', { name: 'Roll back to version 1' });
    fireEvent.click(rollback);
    const confirm = screen.getByRole('region', { name: 'Roll back to version 1?' });
    await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('heading')));
    expect(confirm.textContent).toContain('published anew as version 3');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(rollback);
    expect(writes()).toEqual([]);

    fireEvent.click(rollback);
    fireEvent.click(within(screen.getByRole('region', { name: 'Roll back to version 1?' })).getByRole('button', { name: 'Yes, roll back' }));
    await screen.findByText('Footer: version 1 is published again, as version 3.');
    expect(writes()).toEqual([{ call: 'POST footer.json/rollback', body: { version: 1, message: 'Rolled back to version 1' }, csrf: csrfToken }]);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Published versions' })).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['3 (live)', '2', '1']));
  });
});
