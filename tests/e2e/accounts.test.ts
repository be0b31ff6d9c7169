import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authPaths } from '../../schemas/account/auth-api.ts';
import { confirmSubscriptionPath, memberPaths } from '../../schemas/account/member-api.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { readSeed } from '../integration/helpers.ts';
import { jpegBytes, pngBytes } from '../support/picture-bytes.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import type { TestServer } from '../support/start-test-server.ts';
import { gotoReady, reloadReady, waitForHydration } from './support/hydration.ts';
import { watchConsole } from './support/console-watch.ts';
import { launchBrowser } from './support/launch-browser.ts';
import { startPageServer } from './support/page-server.ts';

/**
 * Issue 6, accounts and the personal centre, in Chromium against the real server (no mocks): one reader registers a
 * mobile number with the SMS code, logs in by password and by SMS code, collects an article, makes an album with a
 * cover and puts the favourite in it, edits the profile with a photo, subscribes to a keyword and gets the alert
 * e-mail (a real SMTP server) after `npm run ingest` imports a matching article, and finally has the session expire
 * under them: the message, the login page, and back to the same article after logging in again.
 *
 * Captcha answers: NODE_ENV=test with CAPTCHA_TEST_ANSWER gives every captcha that answer. SMS codes are read from the
 * development outbox (GET /rc-pub/admin/outbox, loopback). The `it`s share one reader and run in order.
 */
const run = promisify(execFile);
const captchaAnswer = 'Ab3d';
const password = 'Reader2024';
const mobile = `139${String(10_000_000 + Math.floor(Math.random() * 80_000_000))}`;
const maskedName = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
const seedArticle = readSeed('optics').articles[0] as { id: number; enTitle: string };
const seedArticlePath = `/optics/en/article/${seedArticle.id}`;
/** elife-04490: "Plant defense phenotypes determine the consequences of volatile emission for individuals and neighbors". */
const alertFixture = join(import.meta.dirname, '..', 'fixtures', 'jats', 'elife-04490.xml');
const alertKeyword = 'volatile emission';
const alertEmail = `alerts.${mobile}@example.org`;
const album = { name: '超构表面', enName: 'Metasurface reading' };
const profile = { name: 'Li Hua', email: 'li.hua@example.org', researchField: 'Metasurface optics' };

/** Generous for a 2-core CI machine: the page server renders, the client chunks load, SQLite writes. */
const stepTimeout = 20_000;

let inbox: SmtpInbox;
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let pictures: string;
const coverFile = () => join(pictures, 'cover.png');
const photoFile = () => join(pictures, 'photo.jpg');

beforeAll(async () => {
  pictures = mkdtempSync(join(tmpdir(), 'masthead-accounts-'));
  writeFileSync(coverFile(), pngBytes());
  writeFileSync(photoFile(), jpegBytes());
  inbox = await startSmtpInbox();
  [server, browser] = await Promise.all([
    startPageServer({
      NODE_ENV: 'test',
      CAPTCHA_TEST_ANSWER: captchaAnswer,
      AUTH_RATE_LIMIT_FACTOR: '100',
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Masthead <alerts@masthead.test>',
    }),
    launchBrowser(),
  ]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(stepTimeout);
  page = await context.newPage();
  problems = watchConsole(page).problems;
}, 90_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  await inbox?.close();
  if (pictures) rmSync(pictures, { recursive: true, force: true });
});

const url = (path: string) => `${server.url}${path}`;

/** A toast (runtime/ui/show-toast.ts) or a panel's live message saying `text`. */
const status = (text: string) => page.getByRole('status').filter({ hasText: text }).first();

async function enabled(locator: Locator): Promise<void> {
  await expect.poll(() => locator.isEnabled(), { timeout: stepTimeout }).toBe(true);
}

/** The SMS texts the development outbox holds for the mobile number. */
async function smsTo(account: string): Promise<string[]> {
  const { body } = await server.get(`/rc-pub/admin/outbox?to=${encodeURIComponent(account)}`);
  return (body.data as { sms: Array<{ text: string }> }).sms.map(({ text }) => text);
}

/** Answers the captcha, asks for a code, and reads the new one from the outbox. */
async function requestCode(): Promise<string> {
  const before = (await smsTo(mobile)).length;
  await page.getByRole('img', { name: 'Captcha image' }).waitFor();
  await page.getByLabel('Captcha', { exact: true }).fill(captchaAnswer);
  await page.getByRole('button', { name: 'Get code' }).click();
  await status('The verification code has been sent').waitFor();
  await page.getByRole('button', { name: /^Again in \d+ s$/ }).waitFor();
  const texts = await vi.waitFor(
    async () => {
      const sent = await smsTo(mobile);
      if (sent.length <= before) throw new Error('no new SMS yet');
      return sent;
    },
    { timeout: stepTimeout, interval: 100 },
  );
  const code = /\d{6}/.exec(texts.at(-1)!)?.[0];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

async function cookieNamed(name: string): Promise<string | undefined> {
  return (await context.cookies(server.url)).find((cookie) => cookie.name === name)?.value;
}

/** The header's account link: Personal centre for a signed-in reader, else Log in. */
const headerAccountLink = (name: 'Personal centre' | 'Log in') => page.locator('header').getByRole('link', { name, exact: true });

/**
 * Logging out with the personal centre's Log out button: the success message, the login page, both cookies gone, and
 * the session ended on the server (its token no longer signs in).
 */
async function logOut(): Promise<void> {
  await gotoReady(page, url('/personal?lang=en'));
  const token = await cookieNamed('commonToken');
  expect(token).toBeTruthy();
  await page.getByRole('navigation', { name: 'Personal centre menu' }).getByRole('button', { name: 'Log out', exact: true }).click();
  await status('Logout successful').waitFor();
  await page.waitForURL(url('/login?lang=en'), { timeout: stepTimeout });
  await waitForHydration(page);
  expect(await cookieNamed('commonToken')).toBeUndefined();
  expect(await cookieNamed('userName')).toBeUndefined();
  const account = await server.get(authPaths.account, { headers: { token: token!, language: 'en' } });
  expect(account).toMatchObject({ http: 401, body: { status: 401, message: 'Your session has expired, please log in again.' } });
}

/** Fills the password tab of the login screen already open, submits, and waits for the success message. */
async function logInByPassword(): Promise<void> {
  const submit = page.getByRole('button', { name: 'Log in', exact: true });
  await enabled(submit);
  await page.getByLabel('Mobile number or e-mail').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit.click();
  await status('Login successful').waitFor();
}

/** Opens a menu of the personal centre from its side menu and waits for its heading. */
async function openMenu(name: string): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Personal centre menu' }).getByRole('link', { name, exact: true }).click();
  const panel = page.getByRole('region', { name });
  await panel.waitFor();
  return panel;
}

async function pictureWidth(image: Locator): Promise<number> {
  return image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));
}

/** Console problems of the step, then a clean slate for the next one. */
function takeProblems(): string[] {
  return problems.splice(0, problems.length);
}

describe('accounts and the personal centre (issue 6)', () => {
  it('registers a mobile number with the SMS code and the agreement, and is signed in', { timeout: 90_000 }, async () => {
    await gotoReady(page, url('/register?lang=en'));
    await page.getByRole('heading', { name: 'Create an account', level: 1 }).waitFor();
    await page.getByLabel('Mobile number or e-mail').fill(mobile);
    const code = await requestCode();
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);

    // Without the agreement the form says so and sends nothing.
    const register = page.getByRole('button', { name: 'Register', exact: true });
    await register.click();
    await page.getByText('Please click to accept the user agreement first').waitFor();
    expect(page.url()).toContain('/register');

    await page.getByRole('checkbox', { name: 'I have read and accept the user agreement' }).check();
    await register.click();
    await status('registration success').waitFor();
    await page.waitForURL((address) => address.pathname !== '/register', { timeout: stepTimeout });
    await waitForHydration(page);
    await headerAccountLink('Personal centre').waitFor();
    expect(await cookieNamed('userName')).toBe(encodeURIComponent(maskedName));
    expect(takeProblems()).toEqual([]);
  });

  it('logs out, then logs in by password and lands where the login page was asked to return', { timeout: 90_000 }, async () => {
    await logOut();
    // Signed out, the header offers login, returning to the page it was on.
    await gotoReady(page, url('/optics/en/home/'));
    expect(await headerAccountLink('Log in').getAttribute('href')).toBe(`/login?url=${encodeURIComponent('/optics/en/home/')}&lang=en`);
    const personal = '/personal?lang=en';
    await gotoReady(page, url(`/login?lang=en&url=${encodeURIComponent(personal)}`));
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Password', exact: true }).getAttribute('aria-current')).toBe('page');
    await logInByPassword();
    await page.waitForURL(url(personal), { timeout: stepTimeout });
    await page.getByText(`Hello, ${maskedName}`).waitFor();
    // Nothing collected yet: the favourites panel has loaded and says so.
    await page.getByRole('region', { name: 'My favourites' }).getByText('No data').waitFor();
    expect(takeProblems()).toEqual([]);
  });

  it('logs out, then logs in by SMS code (quickLogin)', { timeout: 90_000 }, async () => {
    await logOut();
    await gotoReady(page, url(`/quickLogin?lang=en&url=${encodeURIComponent(seedArticlePath)}`));
    expect(await page.getByRole('link', { name: 'SMS code', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByLabel('Mobile number or e-mail').fill(mobile);
    const code = await requestCode();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await status('Login successful').waitFor();
    await page.waitForURL(url(seedArticlePath), { timeout: stepTimeout });
    await waitForHydration(page);
    await page.getByRole('heading', { name: seedArticle.enTitle, level: 1 }).waitFor();
    expect(await cookieNamed('userName')).toBe(encodeURIComponent(maskedName));
    expect(takeProblems()).toEqual([]);
  });

  it('collects the article from its page', { timeout: 60_000 }, async () => {
    await gotoReady(page, url(seedArticlePath));
    const collect = page.getByRole('button', { name: 'Collect', exact: true });
    await enabled(collect);
    expect(await collect.getAttribute('aria-pressed')).toBe('false');
    await collect.click();
    await status('collection successful').waitFor();
    const collected = page.getByRole('button', { name: 'Collected', exact: true });
    await enabled(collected);
    expect(await collected.getAttribute('aria-pressed')).toBe('true');

    // Still collected on the next visit.
    await reloadReady(page);
    await enabled(page.getByRole('button', { name: 'Collected', exact: true }));
    expect(takeProblems()).toEqual([]);
  });

  it('makes an album with a PNG cover and adds the favourite to it', { timeout: 90_000 }, async () => {
    await gotoReady(page, url('/personal?menu=album&lang=en'));
    const albums = page.getByRole('region', { name: 'My albums' });
    await albums.getByText('No data').waitFor();
    await albums.getByRole('button', { name: 'New album' }).click();
    const editor = page.getByRole('dialog', { name: 'New album' });
    await editor.getByLabel('Album name').fill(album.name);
    await editor.getByLabel('English name').fill(album.enName);
    await editor.getByLabel('Cover').setInputFiles(coverFile());
    await editor.getByRole('button', { name: 'Save' }).click();
    await status('Submitted successfully').waitFor();
    await editor.waitFor({ state: 'detached' });

    const card = albums.getByRole('listitem').filter({ has: page.getByRole('link', { name: album.enName }) });
    await card.getByText('0 items').waitFor();
    // The cover is the PNG uploaded (4×3), served back to its owner.
    await expect.poll(() => pictureWidth(card.locator('.mh-album-cover img')), { timeout: stepTimeout }).toBe(4);

    // The favourite goes into the album from the favourites panel.
    const favourites = await openMenu('My favourites');
    const record = favourites.getByRole('listitem').filter({ has: page.getByRole('link', { name: seedArticle.enTitle }) });
    await record.getByText(/^Collected on \d{4}-\d{2}-\d{2}$/).waitFor();
    await record.getByRole('button', { name: 'Add to album', exact: true }).click();
    const adding = page.getByRole('dialog', { name: 'Add to favourites or albums' });
    await adding.getByText('1 item chosen').waitFor();
    expect(await adding.getByRole('checkbox', { name: 'My albums' }).isChecked()).toBe(true);
    await adding.getByRole('checkbox', { name: album.enName }).check();
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await adding.getByRole('status').filter({ hasText: 'Added to album' }).waitFor();
    await adding.getByRole('listitem').filter({ hasText: album.enName }).getByText('Added').waitFor();
    await adding.getByRole('button', { name: 'Close' }).click();
    await adding.waitFor({ state: 'detached' });

    // The album holds it.
    const albumsAgain = await openMenu('My albums');
    const cardAgain = albumsAgain.getByRole('listitem').filter({ has: page.getByRole('link', { name: album.enName }) });
    await cardAgain.getByText('1 item', { exact: true }).waitFor();
    await cardAgain.getByRole('link', { name: album.enName }).click();
    await page.waitForURL((address) => address.searchParams.get('menu') === 'album' && address.searchParams.has('album'), { timeout: stepTimeout });
    const opened = page.getByRole('region', { name: 'My albums' });
    await opened.getByRole('heading', { name: album.enName }).waitFor();
    await opened.getByRole('link', { name: seedArticle.enTitle }).waitFor();
    expect(await opened.getByRole('link', { name: seedArticle.enTitle }).getAttribute('href')).toBe(`${seedArticlePath}/`);

    // A reload keeps the place (the album is in the URL).
    await reloadReady(page);
    await page.getByRole('region', { name: 'My albums' }).getByRole('link', { name: seedArticle.enTitle }).waitFor();
    expect(takeProblems()).toEqual([]);
  });

  it('edits the profile with a JPG photo, kept after a reload', { timeout: 90_000 }, async () => {
    await gotoReady(page, url('/personal?menu=infomation&lang=en'));
    const panel = page.getByRole('region', { name: 'Personal information' });
    expect(await panel.getByRole('textbox', { name: 'Mobile', exact: true }).inputValue()).toBe(mobile);

    await panel.getByLabel('Choose a new profile picture').setInputFiles(photoFile());
    await status('Submitted successfully').waitFor();
    const photo = panel.getByRole('img', { name: 'Profile picture' });
    await expect.poll(() => pictureWidth(photo), { timeout: stepTimeout }).toBe(1);

    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(profile.name);
    await panel.getByRole('textbox', { name: 'E-mail', exact: true }).fill(profile.email);
    await panel.getByRole('textbox', { name: 'Research field', exact: true }).fill(profile.researchField);
    await panel.getByRole('radio', { name: 'Female' }).check();
    await panel.getByRole('button', { name: 'Save' }).click();
    await status('Submitted successfully').waitFor();

    await reloadReady(page);
    const reloaded = page.getByRole('region', { name: 'Personal information' });
    const name = reloaded.getByRole('textbox', { name: 'Name', exact: true });
    await name.waitFor();
    expect({
      name: await name.inputValue(),
      email: await reloaded.getByRole('textbox', { name: 'E-mail', exact: true }).inputValue(),
      researchField: await reloaded.getByRole('textbox', { name: 'Research field', exact: true }).inputValue(),
    }).toEqual(profile);
    expect(await reloaded.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    await expect.poll(() => pictureWidth(reloaded.getByRole('img', { name: 'Profile picture' })), { timeout: stepTimeout }).toBe(1);
    expect(takeProblems()).toEqual([]);
  });

  let alertedArticle: { path: string; title: string };

  /** The first e-mail the inbox has for `address`, waited for. */
  const firstMailTo = (address: string, timeout: number) =>
    vi.waitFor(
      () => {
        const found = inbox.messages.find(({ to }) => to.includes(address));
        if (!found) throw new Error(`no e-mail to ${address} yet`);
        return found;
      },
      { timeout, interval: 100 },
    );

  it('subscribes to a keyword and gets the alert e-mail after `npm run ingest` imports a matching article', { timeout: 120_000 }, async () => {
    await gotoReady(page, url('/personal?menu=alerts&lang=en'));
    const panel = page.getByRole('region', { name: 'E-mail alerts' });
    await panel.getByRole('textbox', { name: 'E-mail', exact: true }).fill(alertEmail);
    await panel.getByRole('radio', { name: 'Keywords' }).check();
    await panel.getByLabel('Keywords to follow').fill(alertKeyword);
    await panel.getByRole('img', { name: 'Captcha picture' }).waitFor();
    await panel.getByLabel('Captcha', { exact: true }).fill(captchaAnswer);
    await panel.getByRole('button', { name: 'Subscribe', exact: true }).click();
    // The address is not the member's own: it waits for its owner, who gets a link to confirm it (double opt-in).
    await status('Please open the link sent to this e-mail to confirm the subscription').waitFor();
    await panel.getByRole('listitem').filter({ hasText: `Keywords: ${alertKeyword}` }).filter({ hasText: alertEmail }).waitFor();
    const confirmation = await firstMailTo(alertEmail, 10_000);
    expect(confirmation.subject).toBe('Please confirm your e-mail alert');
    const confirmLink = new RegExp(`${url(confirmSubscriptionPath).replace(/[.?]/g, '\\$&')}\\?[^\\s]+`).exec(confirmation.text)?.[0];
    expect(confirmLink).toBeDefined();
    const confirmed = await context.newPage();
    await confirmed.goto(confirmLink!);
    await confirmed.getByText('Your e-mail alert is confirmed.').waitFor();
    await confirmed.close();
    inbox.messages.length = 0;

    // `npm run ingest` in another process, against the running server's database, as in production.
    const { stdout } = await run(join('node_modules', '.bin', 'tsx'), ['server/commands/ingest.ts', '--site', 'optics', '--stage', 'online-first', alertFixture], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl, SITE_CONFIG_DIR: server.configDir, SAMPLE_ARTICLES: 'off', LOG_LEVEL: 'silent' },
      timeout: 60_000,
    });
    const ingested = JSON.parse(stdout.trim().split('\n').pop()!) as { id: number; title: string };
    expect(ingested.title).toContain('volatile emission');

    // The alert job looks every 5 s.
    const mail = await firstMailTo(alertEmail, 30_000);
    const articleUrl = url(`/optics/en/article/${ingested.id}/`);
    expect(mail.subject).toBe('Optics Frontier: 1 new article(s) for your subscription');
    expect(mail.text).toContain(`keywords: ${alertKeyword}`);
    expect(mail.text).toContain(ingested.title);
    expect(mail.text).toContain(articleUrl);
    expect(mail.html).toContain(`<a href="${articleUrl}">`);
    const unsubscribe = new RegExp(`${url(memberPaths.unSubscribeByToken).replace(/[.?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
    expect(unsubscribe).toBeDefined();

    // The e-mail's link opens the article.
    await gotoReady(page, articleUrl);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'volatile emission' }).waitFor();
    alertedArticle = { path: new URL(articleUrl).pathname, title: ingested.title };
    expect(takeProblems()).toEqual([]);
  });

  it('expires the session: the message, login with the return URL, and back on the same article', { timeout: 90_000 }, async () => {
    const { path } = alertedArticle;
    await gotoReady(page, url(path));
    const collect = page.getByRole('button', { name: 'Collect', exact: true });
    await enabled(collect);

    // The session ends on the server (as an expiry or a logout elsewhere would) while the page is open.
    const database = openDatabase(server.databaseUrl);
    try {
      const ended = await database.db.deleteFrom('member_session').executeTakeFirst();
      expect(ended.numDeletedRows).toBeGreaterThan(0n);
    } finally {
      await database.close();
    }

    await collect.click();
    await status('Your session has expired, please log in again.').waitFor();
    await page.waitForURL((address) => address.pathname === '/login', { timeout: stepTimeout });
    const login = new URL(page.url());
    expect([login.searchParams.get('url'), login.searchParams.get('lang')]).toEqual([path, 'en']);
    expect(await cookieNamed('userName')).toBeUndefined();
    expect(await cookieNamed('commonToken')).toBeUndefined();
    // The only problems are the refused call's 401 (the network log and Chromium's console line about it).
    const refused = takeProblems();
    expect(refused).toContain(`http 401: ${url(memberPaths.collect)}`);
    expect(refused.filter((problem) => !problem.includes('401'))).toEqual([]);

    await waitForHydration(page);
    await logInByPassword();
    await page.waitForURL(url(path), { timeout: stepTimeout });
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'volatile emission' }).waitFor();

    // Signed in again: what failed now works.
    const again = page.getByRole('button', { name: 'Collect', exact: true });
    await enabled(again);
    await again.click();
    await status('collection successful').waitFor();
    await enabled(page.getByRole('button', { name: 'Collected', exact: true }));
    expect(takeProblems()).toEqual([]);
  });
});
