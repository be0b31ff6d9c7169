import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngBytes } from '../support/picture-bytes.ts';
import { adminE2e, checkScreen, screenHeading } from './support/admin-screens.ts';
import { policyViolations } from './support/policy-violations.ts';

/**
 * Issue 20's studio in Chromium against the real server, on a phone's width (375 px): a site admin made by `npm run
 * admin -- create` changes optics' theme colour (site.json `colour`) and a menu name (with markup in it, which the
 * reader's page shows as text), saves both as drafts and sees them in the preview while readers do not, publishes
 * them and sees both on the reader's page, rolls both back and sees the old page. Two admins saving one part: the second is shown the first's draft beside theirs. A site admin of
 * ecology cannot open optics' studio. axe finds nothing on any studio screen, and the back office's strict policy
 * refuses nothing.
 */
const admin = { email: 'optics.studio@example.org', name: 'Optics Studio', role: 'siteAdmin', sites: ['optics'], password: 'optics studio password' } as const;
const otherAdmin = { email: 'optics.second@example.org', name: 'Second Admin', role: 'siteAdmin', sites: ['optics'], password: 'second admin password' } as const;
const ecologyAdmin = { email: 'ecology.studio@example.org', name: 'Ecology Studio', role: 'siteAdmin', sites: ['ecology'], password: 'ecology studio password' } as const;
type Account = typeof admin | typeof otherAdmin | typeof ecologyAdmin;
const oldMenuName = '期刊介绍';
const newMenuName = '关于本刊<b>新</b>';
const stepTimeout = 20_000;

const e2e = adminE2e([admin, otherAdmin, ecologyAdmin], stepTimeout);
const newPage = e2e.newPage;




async function signIn(page: Page, account: Account, path = '/admin/') {
  await page.goto(`${e2e.server.url}${path}`);
  await screenHeading(page, 'Sign in to the back office');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Clicks and answers the reply of the studio call it makes (`/draft`, `/publish`, `/rollback`). */
async function clickFor(page: Page, ending: string, click: () => Promise<void>) {
  const [reply] = await Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(ending) && response.request().method() !== 'GET'), click()]);
  return reply;
}

async function saveDraft(page: Page) {
  expect((await clickFor(page, '/draft', () => page.getByRole('button', { name: 'Save draft' }).click())).status()).toBe(200);
  await page.getByText(/revision 1, saved/).waitFor();
}

async function publish(page: Page, message: string) {
  await page.getByLabel('What changed (for the history)').fill(message);
  expect((await clickFor(page, '/publish', () => page.getByRole('button', { name: 'Publish' }).click())).status()).toBe(200);
  await page.getByText(/published as version 2\. Readers see it now\./).waitFor();
}

async function openPart(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Site optics' }).getByRole('link', { name: 'Studio' }).click();
  await screenHeading(page, 'Site studio');
  await page.getByRole('region', { name: 'Configuration parts' }).getByRole('link', { name: title, exact: true }).click();
  await screenHeading(page, `Studio: ${title}`);
}

/** What a reader of optics' home page sees of the two changes: the theme's primary colour, and the menu's names. */
async function readerView(reader: Page) {
  const response = await reader.goto(`${e2e.server.url}/optics/zh/home/`);
  expect(response!.status()).toBe(200);
  return changesShown(reader);
}

function changesShown(page: Page | Frame) {
  return page.evaluate(() => ({
    primary: getComputedStyle(document.documentElement).getPropertyValue('--mh-primary').trim(),
    menu: [...document.querySelectorAll('header nav a')].map((link) => link.textContent?.trim() ?? ''),
    markupInMenu: document.querySelectorAll('header nav a b').length,
  }));
}

describe('the site studio in the browser', () => {
  it(
    'changes the theme colour and a menu name, publishes both to the reader’s page, and rolls both back',
    async () => {
      const reader = await newPage(1280);
      const before = await readerView(reader);
      expect(before.menu).toContain(oldMenuName);
      expect(before.primary).not.toBe('');

      const page = await newPage(375);
      await signIn(page, admin);
      await screenHeading(page, 'Your sites');
      await page.getByRole('link', { name: 'Studio of Optics Frontier' }).click();
      await screenHeading(page, 'Site studio');
      await page.getByRole('region', { name: 'Configuration parts' }).getByRole('link', { name: 'Site', exact: true }).waitFor();
      await checkScreen(page);

      // The theme colour: site.json's `colour`, one of the 11.
      await page.getByRole('region', { name: 'Configuration parts' }).getByRole('link', { name: 'Site', exact: true }).click();
      await screenHeading(page, 'Studio: Site');
      await checkScreen(page);
      const colour = page.getByLabel('Theme colour');
      expect(await colour.inputValue()).toBe('1');
      await colour.selectOption('3');
      // A logo uploaded from this computer: the server stores it and answers its address, which the field then holds.
      await page.getByLabel('Upload a picture for Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngBytes() });
      await page.getByText('logo.png uploaded: its address is in the field. Save the draft to keep it.').waitFor();
      expect(await page.getByLabel('Logo', { exact: true }).inputValue()).toMatch(/^\/rc-pub\/site-images\/optics\/[0-9a-f]{64}\.png$/);
      expect(await page.locator('.picture-thumbnail').first().evaluate((picture: HTMLImageElement) => picture.decode().then(() => picture.naturalWidth))).toBe(4);
      await saveDraft(page);

      // A menu name, with markup in it: the reader's page shows it as text.
      await openPart(page, 'Menu');
      const item = page.getByRole('group', { name: 'Menu item 2', exact: true });
      const name = item.getByLabel('Name 中文').first();
      expect(await name.inputValue()).toBe(oldMenuName);
      await name.fill(newMenuName);
      await checkScreen(page);
      await saveDraft(page);

      // The preview: the reader's page with both drafts applied; readers still see the published page.
      const framed = await (await page.locator('iframe.preview-frame').elementHandle())!.contentFrame();
      await framed!.waitForLoadState();
      await framed!.getByText(`Preview — optics with its unpublished drafts of`).waitFor();
      const previewed = await changesShown(framed!);
      expect(previewed.menu).toContain(newMenuName);
      expect(previewed.primary).not.toBe(before.primary);
      expect(await readerView(reader)).toEqual(before);

      await publish(page, 'menu renamed');
      await openPart(page, 'Site');
      await publish(page, 'green theme');

      const after = await readerView(reader);
      expect(after.primary).not.toBe(before.primary);
      expect(after.menu).toContain(newMenuName);
      expect(after.menu).not.toContain(oldMenuName);
      expect(after.markupInMenu).toBe(0);

      // The menu's history: the two versions compared, then the first published anew.
      await openPart(page, 'Menu');
      await page.getByRole('link', { name: 'History' }).click();
      await page.getByRole('heading', { level: 2, name: 'History' }).waitFor();
      await page.getByRole('button', { name: 'Compare' }).click();
      const changes = page.getByRole('region', { name: 'From version 1 to version 2' });
      await changes.waitFor();
      expect(await changes.getByRole('row', { name: /items\[1\]\.name/ }).textContent()).toContain(newMenuName);
      await checkScreen(page);
      await page.getByRole('button', { name: 'Roll back to version 1' }).click();
      await page.getByRole('heading', { name: 'Roll back to version 1?' }).waitFor();
      await checkScreen(page);
      expect((await clickFor(page, '/rollback', () => page.getByRole('button', { name: 'Yes, roll back' }).click())).status()).toBe(200);
      await page.getByText('Menu: version 1 is published again, as version 3.').waitFor();

      await openPart(page, 'Site');
      await page.getByRole('link', { name: 'History' }).click();
      await page.getByRole('button', { name: 'Roll back to version 1' }).click();
      expect((await clickFor(page, '/rollback', () => page.getByRole('button', { name: 'Yes, roll back' }).click())).status()).toBe(200);
      await page.getByText('Site: version 1 is published again, as version 3.').waitFor();

      expect(await readerView(reader)).toEqual(before);

      // The other views of a part: the page editor and the JSON.
      await openPart(page, 'Home page and channels');
      await page.getByRole('link', { name: 'Page editor' }).click();
      await page.getByRole('region', { name: 'Home page' }).waitFor();
      await checkScreen(page);
      await page.getByRole('link', { name: 'JSON' }).click();
      await page.getByLabel('The part as JSON').waitFor();
      await checkScreen(page);

      expect(await policyViolations(page)).toEqual([]);
    },
    180_000,
  );

  it(
    'shows the second of two admins saving one part the first one’s draft beside theirs, and loads it',
    async () => {
      const [first, second] = await Promise.all([newPage(1280), newPage(375)]);
      for (const [page, account] of [
        [first, admin],
        [second, otherAdmin],
      ] as const) {
        await signIn(page, account, '/admin/sites/optics/studio/footer');
        await screenHeading(page, 'Studio: Footer');
      }
      await first.getByLabel('ICP record').fill('京ICP备00000001号');
      expect((await clickFor(first, '/draft', () => first.getByRole('button', { name: 'Save draft' }).click())).status()).toBe(200);

      await second.getByLabel('ICP record').fill('京ICP备00000002号');
      expect((await clickFor(second, '/draft', () => second.getByRole('button', { name: 'Save draft' }).click())).status()).toBe(409);
      const conflict = second.getByRole('region', { name: 'Another administrator saved this draft' });
      await conflict.waitFor();
      expect(await conflict.textContent()).toContain('Optics Studio saved revision 1');
      expect(await conflict.getByRole('row', { name: /^icp/ }).textContent()).toBe('icp京ICP备00000002号京ICP备00000001号');
      await checkScreen(second);
      await conflict.getByRole('button', { name: 'Load their draft' }).click();
      await conflict.waitFor({ state: 'detached' });
      expect(await second.getByLabel('ICP record').inputValue()).toBe('京ICP备00000001号');
      expect(await policyViolations(second)).toEqual([]);
    },
    90_000,
  );

  it(
    'tells a site admin of ecology, in words, that optics’ studio is not theirs',
    async () => {
      const page = await newPage(375);
      await signIn(page, ecologyAdmin, '/admin/sites/optics/studio');
      const refusal = page.getByRole('alert');
      await refusal.waitFor();
      expect(await refusal.textContent()).toBe('Not allowed: Your account does not work on this site');
      await checkScreen(page);
      await page.goto(`${e2e.server.url}/admin/sites/optics/studio/site`);
      expect(await page.getByRole('alert').textContent()).toBe('Not allowed: Your account does not work on this site');
    },
    60_000,
  );
});
