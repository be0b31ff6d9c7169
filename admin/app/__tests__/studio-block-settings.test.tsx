// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StudioPart } from '../../../schemas/admin/studio-api.ts';
import type { Diagnostic } from '../../../schemas/diagnostic.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { renderAdminApp } from './support/render-admin-app.tsx';

/**
 * A block's settings in the page editor, as an administrator meets them: a form built from the block's props
 * contract (the block catalogue's JSON Schema), whose changes the saved draft carries; the server's problem with one
 * nested prop beside that prop's field; props a screen binds to the address kept as written. The studio API is
 * mocked (msw) as far as these screens call it: the server's own answers are tests/integration/studio.test.ts's.
 */
const when = '2026-03-01 09:00:00';
const account = { id: 2, email: 'admin@example.org', name: 'Site Admin', role: 'siteAdmin', siteIds: [101] } as const;

const modules = {
  schemaVersion: 1,
  home: [{ id: 1, code: 'carousel', styleId: 1, name: '轮播图', enName: 'Carousel', enable: 1, props: { slides: [{ title: '春', enTitle: 'Spring', imageUrl: '/a.png', link: '' }] } }],
  channels: {},
};
const screens = { schemaVersion: 1, screens: { onlineFirst: { modules: [{ code: 'articleStageList', props: { status: 'onlineFirst', page: '{query.page}' } }] } } };

/** Each part's stored draft (or its published value), the diagnostics the server answers for it, and the saves sent. */
let stored: Record<string, { value: unknown; revision: number; diagnostics: Diagnostic[] }> = {};
let saves: { part: string; value: unknown }[] = [];

const viewOf = (part: string): StudioPart => {
  const { value, revision, diagnostics } = stored[part]!;
  return {
    part: part as StudioPart['part'],
    published: { version: 1, author: 'import', message: '', createdAt: when, value },
    draft: revision ? { revision, baseVersion: 1, value, author: account.name, updatedAt: when } : null,
    diagnostics,
  };
};
const envelope = (data: unknown) => HttpResponse.json({ status: statusCodes.ok, data });
const config = '*/rc-pub/admin/sites/optics/config';

const server = setupServer(
  http.get('*/rc-pub/admin/session', () => envelope({ account, csrfToken: 'csrf' })),
  http.get('*/rc-pub/admin/sites', () => envelope([{ id: 101, sld: 'optics', name: '光学前沿', enName: 'Optics Frontier', groupSite: false }])),
  http.get(config, () => envelope(Object.keys(stored).map((part) => ({ part, version: 1, author: 'import', updatedAt: when, draft: null, problems: 0 })))),
  http.get(`${config}/:part`, ({ params }) => envelope(viewOf(String(params.part)))),
  http.post(`${config}/:part/draft`, async ({ request, params }) => {
    const part = String(params.part);
    const { value } = (await request.json()) as { value: unknown };
    saves.push({ part, value });
    stored[part] = { value, revision: stored[part]!.revision + 1, diagnostics: [] };
    return envelope(viewOf(part));
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The studio's screens load lazily (route-screen.tsx): loaded here, a busy machine's first import does not eat a test's wait for its heading.
  await Promise.all([import('../../features/studio/part-screen.tsx'), import('../../features/studio/parts-screen.tsx')]);
});
beforeEach(() => {
  stored = { 'modules.json': { value: modules, revision: 0, diagnostics: [] }, 'screens.json': { value: screens, revision: 0, diagnostics: [] } };
  saves = [];
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The screen's heading, once its part has loaded (a page of every block's settings takes a while on a busy machine). */
const partHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

async function openHomePage() {
  renderAdminApp('/admin/sites/optics/studio/modules?view=page');
  await partHeading('Studio: Home page and channels');
  return screen.getByRole('group', { name: 'Block 1: carousel' });
}

describe('a block’s settings in the page editor', () => {
  it('are a form from the block’s contract, every control labelled, its defaults shown while unset', async () => {
    const carousel = await openHomePage();
    const settings = within(carousel).getByRole('group', { name: 'Settings' });
    for (const control of settings.querySelectorAll('input, select, textarea')) {
      expect(document.querySelector(`label[for="${control.id}"]`) ?? control.getAttribute('aria-label'), control.outerHTML).toBeTruthy();
    }
    // `autoplay` is a flag that is off unless set; `intervalMs` 5000 ms unless set: both unset here.
    expect(within(settings).getByRole('checkbox', { name: 'Autoplay' })).toHaveProperty('checked', false);
    expect(within(settings).getByLabelText('Interval ms')).toHaveProperty('placeholder', '5000');
    expect(within(settings).getByRole('group', { name: 'Slide 1' })).toBeTruthy();
    expect(within(carousel).queryByLabelText('Settings (props, as JSON)')).toBeNull();
  });

  it('saves what an administrator changes through the form: a nested prop, a new row, the order, a flag, a number', async () => {
    const carousel = await openHomePage();
    const settings = within(carousel).getByRole('group', { name: 'Settings' });
    fireEvent.click(within(settings).getByRole('button', { name: 'Add slide' }));
    const second = within(settings).getByRole('group', { name: 'Slide 2' });
    // The new row's first field has the focus: typing goes on from the keyboard.
    expect(document.activeElement).toBe(within(second).getByLabelText('Title 中文'));
    fireEvent.change(within(second).getByLabelText('Title English'), { target: { value: 'Summer' } });
    fireEvent.change(within(second).getByLabelText('Image URL'), { target: { value: '/b.png' } });
    fireEvent.click(within(settings).getByRole('button', { name: 'Move up: Slide 2' }));
    fireEvent.click(within(settings).getByRole('checkbox', { name: 'Autoplay' }));
    fireEvent.change(within(settings).getByLabelText('Interval ms'), { target: { value: '8000' } });
    save();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.value).toMatchObject({
      home: [
        {
          ...modules.home[0],
          props: {
            slides: [
              { title: '', enTitle: 'Summer', imageUrl: '/b.png', link: '' },
              { title: '春', enTitle: 'Spring', imageUrl: '/a.png', link: '' },
            ],
            autoplay: true,
            intervalMs: 8000,
          },
        },
      ],
    });
  });

  it('shows the server’s problem with a nested prop beside that prop’s field, and names it in the problems above', async () => {
    const slides = [{ title: '春', enTitle: 'Spring', imageUrl: '/a.png', link: '' }, { title: 7, enTitle: '', imageUrl: '', link: '' }];
    stored['modules.json'] = {
      value: { ...modules, home: [{ ...modules.home[0], props: { slides } }] },
      revision: 1,
      diagnostics: [{ file: 'optics/modules.json', path: 'home[0].props.slides[1].title', message: 'Invalid input: expected string, received number' }],
    };
    const carousel = await openHomePage();
    const title = within(within(carousel).getByRole('group', { name: 'Slide 2' })).getByLabelText('Title 中文');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const described = title.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Invalid input: expected string, received number');
    // Only that field: the first slide's title is fine.
    expect(within(within(carousel).getByRole('group', { name: 'Slide 1' })).getByLabelText('Title 中文').getAttribute('aria-invalid')).toBeNull();
    const summary = screen.getByRole('region', { name: 'One problem' });
    expect(within(summary).getByRole('listitem').textContent).toBe('home[0].props.slides[1].title: Invalid input: expected string, received number');
  });

  it('keeps a prop a screen binds to the address, says so, and saves it with what the form changed', async () => {
    renderAdminApp('/admin/sites/optics/studio/screens?view=page');
    await partHeading('Studio: Screens');
    const block = screen.getByRole('group', { name: 'Block 1: articleStageList' });
    const settings = within(block).getByRole('group', { name: 'Settings' });
    // `page` comes from the address: the form leaves it out rather than show a number it is not.
    expect(within(settings).queryByLabelText(/^Page/)).toBeNull();
    expect(within(settings).getByText(/^Kept as written/).textContent).toBe('Kept as written, edited as JSON: page (from the address: {query.page}).');
    const status = within(settings).getByLabelText('Status (required)');
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['onlineFirst', 'justAccepted']);
    fireEvent.change(status, { target: { value: '1' } });
    save();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.value).toEqual({ ...screens, screens: { onlineFirst: { modules: [{ code: 'articleStageList', props: { status: 'justAccepted', page: '{query.page}' } }] } } });
  });
});
