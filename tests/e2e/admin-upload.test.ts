import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { adminE2e, checkScreen, publishItem, screenHeading } from './support/admin-screens.ts';
import { expectVisibleFocus } from './support/keyboard.ts';
import { policyViolations } from './support/policy-violations.ts';

/**
 * Issue 19's upload in Chromium against the real server, on a phone's width (375 px): an editor creates an issue and
 * publishes it, opens its table of contents, follows "Upload articles into this issue" (the issue chosen already),
 * uploads a JATS package built here from ../shared/fixtures/jats, watches both progress bars (each a labelled
 * `<progress>` the keyboard reaches) finish, follows the draft's link and publishes it; the reader's table of
 * contents, search results page and sitemap have the article at once. axe finds nothing on the way, and the back
 * office's strict policy refuses nothing.
 */
const optics = { email: 'optics.upload@example.org', name: 'Optics Upload', role: 'editor', sites: ['optics'], password: 'optics upload password' } as const;
const issue = { year: '2028', number: '3', volume: '35', title: '2028年第3期' };
const fixture = 'pmgp-v3i2-107-acupuncture-en.xml';
const articleTitle = 'Effectiveness of acupuncture for headache in post-stroke patients';
const stepTimeout = 20_000;

const e2e = adminE2e([optics], stepTimeout);
const newPage = e2e.newPage;





/** The JATS package a publisher would send: the article's XML in a folder of the zip. */
async function jatsPackage(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(readFileSync(join(import.meta.dirname, '..', '..', '..', 'shared', 'fixtures', 'jats', fixture)), `acupuncture/${fixture}`);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every value the page's progress bars take from now on, by bar, as [value, max]. */
async function watchProgressBars(page: Page): Promise<() => Promise<Record<string, [number, number][]>>> {
  await page.evaluate(() => {
    const seen: Record<string, [number, number][]> = {};
    const note = () => {
      for (const bar of document.querySelectorAll('progress')) {
        const values = (seen[bar.id] ??= []);
        const last = values.at(-1);
        if (bar.hasAttribute('value') && (!last || last[0] !== bar.value || last[1] !== bar.max)) values.push([bar.value, bar.max]);
      }
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value', 'max'] });
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: Record<string, [number, number][]> }).progressSeen);
}

describe('uploading a JATS package in the browser', () => {
  it(
    'puts the package into a new issue with progress shown, and the published article reaches the table of contents, search and the sitemap',
    async () => {
      const page = await newPage(375);
      await page.goto(`${e2e.server.url}/admin/`);
      await screenHeading(page, 'Sign in to the back office');
      await page.getByLabel('E-mail').fill(optics.email);
      await page.getByLabel('Password').fill(optics.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await screenHeading(page, 'Your sites');
      await page.getByRole('link', { name: /Optics Frontier/ }).click();
      await screenHeading(page, 'Articles');
      // The article list offers the upload too.
      expect(await page.getByRole('link', { name: 'Upload articles' }).getAttribute('href')).toBe('/admin/sites/optics/upload');

      // A new issue, published.
      await page.getByRole('navigation', { name: 'Site optics' }).getByRole('link', { name: 'Issues' }).click();
      await screenHeading(page, 'Issues');
      await page.getByRole('link', { name: 'New issue' }).click();
      await screenHeading(page, 'New issue');
      await page.getByLabel('Journal (required)').selectOption({ label: '光学前沿' });
      await page.getByLabel('Year (required)').fill(issue.year);
      await page.getByLabel('Number (required)').fill(issue.number);
      await page.getByLabel('Volume').fill(issue.volume);
      await page.getByLabel('Title 中文').fill(issue.title);
      await page.getByLabel('Publish date').fill(`${issue.year}-03-01`);
      await page.getByRole('button', { name: 'Create the issue' }).click();
      await screenHeading(page, `${issue.year}, Vol. ${issue.volume}, No. ${issue.number} · ${issue.title}`);
      const issueId = page.url().match(/\/desk\/issue\/(\d+)$/)![1]!;
      await publishItem(page);

      // From its table of contents to the upload, the issue chosen already.
      await page.getByRole('link', { name: 'Table of contents' }).click();
      await screenHeading(page, /^Table of contents/);
      await page.getByRole('link', { name: 'Upload articles into this issue' }).click();
      await screenHeading(page, 'Upload articles');
      // The issue is chosen once the journal's issues have loaded.
      await page.waitForFunction((id) => (document.getElementById('upload-issue') as HTMLSelectElement | null)?.value === id, issueId);
      expect(await page.getByLabel('Issue (required)').inputValue()).toBe(issueId);
      await page.getByLabel('Column', { exact: true }).selectOption({ label: '研究论文' });
      await page.getByLabel('File (required)').setInputFiles({ name: 'acupuncture.zip', mimeType: 'application/zip', buffer: await jatsPackage() });
      await checkScreen(page);

      const progressSeen = await watchProgressBars(page);
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      const processed = page.getByRole('progressbar', { name: 'Done: 1 article saved as drafts' });
      await processed.waitFor();
      const sent = page.getByRole('progressbar', { name: /^Sent acupuncture\.zip/ });
      expect(await sent.evaluate((bar: HTMLProgressElement) => bar.value === bar.max)).toBe(true);
      expect(await processed.evaluate((bar: HTMLProgressElement) => bar.value === bar.max)).toBe(true);
      const seen = await progressSeen();
      expect(seen['upload-sent']!.at(-1)![0]).toBe(seen['upload-sent']!.at(-1)![1]);
      expect(seen['upload-processed']!.at(-1)).toEqual([1, 1]);
      // The bars are reached by the keyboard: the first Tab after the form's button is the bytes sent.
      await page.getByRole('button', { name: 'Upload', exact: true }).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('upload-sent');
      await expectVisibleFocus(page);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('upload-processed');
      await checkScreen(page);

      // The draft, from the result's link, published.
      await page.getByRole('link', { name: articleTitle }).click();
      await screenHeading(page, articleTitle);
      const articleId = page.url().match(/\/desk\/article\/(\d+)$/)![1]!;
      await publishItem(page);

      // Readers find it at once: the issue's table of contents, the search results page, the sitemap.
      const reader = await newPage(1280);
      const toc = await reader.goto(`${e2e.server.url}/optics/zh/issue/${issue.year}/${issue.number}/`, { waitUntil: 'domcontentloaded' });
      expect(await toc!.text()).toContain(articleTitle);
      const search = await reader.goto(`${e2e.server.url}/article?type=1&index=-1&lang=en&q=${encodeURIComponent('acupuncture headache')}&slds=optics`, { waitUntil: 'domcontentloaded' });
      expect(search!.status()).toBe(200);
      await reader.getByRole('link', { name: articleTitle }).first().waitFor();
      const sitemap = await (await fetch(`${e2e.server.url}/optics/sitemap.xml`)).text();
      // An English article is listed at its English page.
      expect(sitemap).toContain(`/optics/en/article/${articleId}/`);

      expect(await policyViolations(page)).toEqual([]);
    },
    120_000,
  );
});
