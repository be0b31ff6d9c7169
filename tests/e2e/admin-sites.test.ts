import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminE2e, checkScreen, screenHeading } from './support/admin-screens.ts';
import { policyViolations } from './support/policy-violations.ts';

/**
 * Issue 20's site lifecycle in Chromium against the real server, at 375 px: an owner opens "Manage sites" from the
 * site picker, is refused an sld in use (the server's message beside the form), creates a copy of ecology that
 * readers reach at once, archives it after typing its sld (its page gone) and restores it. axe finds nothing on the
 * screen at each step, nothing scrolls sideways, and the strict policy refuses nothing.
 */
const owner = { email: 'sites.owner@example.org', name: 'Sites Owner', role: 'owner', password: 'sites owner password' } as const;
const stepTimeout = 20_000;

const e2e = adminE2e([owner], stepTimeout);

const readerHome = async (reader: Page) => {
  const response = await reader.goto(`${e2e.server.url}/ecology-copy/en/home/`);
  return { status: response?.status(), text: await reader.locator('body').innerText() };
};

describe('managing sites (owners)', () => {
  it('creates a copy of a site, archives it after its sld is typed, and restores it', async () => {
    const page = await e2e.newPage(375);
    const reader = await e2e.newPage(1280);
    await page.goto(`${e2e.server.url}/admin/`);
    await screenHeading(page, 'Sign in to the back office');
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await screenHeading(page, 'Your sites');
    await page.getByRole('link', { name: 'Manage sites' }).click();
    await screenHeading(page, 'Manage sites');
    await checkScreen(page);

    const create = page.getByRole('form', { name: 'Create a site' });
    await create.getByLabel('Sld (required)').fill('optics');
    await create.getByLabel('Name (required)').fill('Again');
    await create.getByRole('button', { name: 'Create the site' }).click();
    await expect.poll(() => create.getByRole('alert').textContent()).toMatch(/Not created: .*"optics" is taken/);
    expect(await create.getByRole('alert').evaluate((element) => element === document.activeElement)).toBe(true);
    await checkScreen(page);

    await create.getByLabel('Sld (required)').fill('ecology-copy');
    await create.getByLabel('Name (required)').fill('生态学副本');
    await create.getByLabel('English name').fill('Ecology Copy');
    await create.getByLabel('Start as a copy of').selectOption('ecology');
    await create.getByRole('button', { name: 'Create the site' }).click();
    await page.getByRole('link', { name: 'Open the studio of ecology-copy' }).waitFor();
    await checkScreen(page);
    const served = await readerHome(reader);
    expect(served.status).toBe(200);
    expect(served.text).toContain('Ecology Copy');

    const archive = page.getByRole('region', { name: 'Archive a site' });
    await archive.getByLabel('Site to archive').selectOption('ecology-copy');
    await archive.getByRole('button', { name: 'Archive…' }).click();
    const confirmation = page.getByRole('form', { name: /Confirm archiving .*ecology-copy/ });
    await confirmation.getByLabel('Sld of the site to archive').fill('ecology-copy');
    await checkScreen(page);
    await confirmation.getByRole('button', { name: 'Archive ecology-copy' }).click();
    await archive.getByText(/Archived\s+ecology-copy/).waitFor();
    expect((await readerHome(reader)).text).not.toContain('Ecology Copy');

    await page.getByRole('button', { name: 'Restore ecology-copy' }).click();
    await page.getByText(/Restored\s+ecology-copy/).waitFor();
    await checkScreen(page);
    expect((await readerHome(reader)).text).toContain('Ecology Copy');
    expect(await policyViolations(page)).toEqual([]);
  }, 120_000);
});
