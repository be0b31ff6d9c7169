import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPaths, type Subscription, type SubscribeRequest } from '../../schemas/account/member-api.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { memberApi } from '../support/member-api-client.ts';
import { signInNewMember, type SignedInMember } from '../support/sign-in-member.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { AdminBrowser, createAdmin } from '../support/admin-accounts.ts';
import { readConfig, readSeed, waitFor } from './helpers.ts';

/**
 * E-mail alerts end to end: a real SMTP server started here receives what the running server sends after
 * `npm run ingest` (another process, as in production) imports JATS fixtures into the server's database. Each
 * matching subscription gets one e-mail listing the new article with its link and an unsubscribe link; no article
 * reaches a subscription twice; an unsubscribed address gets nothing more. Every address is confirmed first, through
 * the link of the confirmation e-mail (double opt-in; tests/security/alert-opt-in.test.ts attacks it).
 */
const run = promisify(execFile);
const captchaAnswer = 'abcd';
const optics = readConfig('optics', 'site.json').siteId as number;
const opticsColumn = readSeed('optics').columns[0]!.id as number;
const fixtures = join(import.meta.dirname, '..', 'fixtures', 'jats');
/** elife-04490: "Plant defense phenotypes determine the consequences of volatile emission …" */
const plantArticle = join(fixtures, 'elife-04490.xml');
/** peerj-182: "Ontogeny in the tube-crested dinosaur …" */
const dinosaurArticle = join(fixtures, 'peerj-182.xml');

let inbox: SmtpInbox;
let server: TestServer;
let api: ReturnType<typeof memberApi>;
let reader: SignedInMember;

/** `npm run ingest -- --site optics --stage online-first <file>` against the running server's database; answers the imported article. */
async function ingest(file: string): Promise<{ id: number; title: string }> {
  const { stdout } = await run(join('node_modules', '.bin', 'tsx'), ['server/commands/ingest.ts', '--site', 'optics', '--stage', 'online-first', file], {
    env: { ...process.env, DATABASE_URL: server.databaseUrl, SITE_CONFIG_DIR: server.configDir, SAMPLE_ARTICLES: 'off', LOG_LEVEL: 'silent' },
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as { id: number; title: string };
}

async function subscribe(fields: Partial<SubscribeRequest>): Promise<Subscription> {
  const { body } = await api.get<{ captchaId: string }>('/rc-pub/api/captcha');
  const reply = await api.post<Subscription>(memberPaths.subscribe, { captchaId: body.data!.captchaId, captcha: captchaAnswer, ...fields }, { token: reader.token, siteId: optics, language: 'en' });
  expect(reply.body).toMatchObject({ status: 0, message: 'Please open the link sent to this e-mail to confirm the subscription', data: { confirmed: false } });
  return reply.body.data!;
}

const confirmationSubject = 'Please confirm your e-mail alert';
const alertMails = () => inbox.messages.filter(({ subject }) => subject !== confirmationSubject);

/** Follows the link of the confirmation e-mail the address received, as its owner's browser would. */
async function confirmAddress(address: string): Promise<void> {
  const [mail] = await waitFor(async () => {
    const found = inbox.messages.filter(({ to, subject }) => to.includes(address) && subject === confirmationSubject);
    return found.length > 0 ? found : undefined;
  }, 10_000, `the confirmation e-mail to ${address}`);
  const link = /https?:\/\/\S+confirmSubscription\?token=[A-Za-z0-9_-]+&lang=en/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();
  const page = await fetch(link!, { headers: { accept: 'text/html' } });
  expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('Your e-mail alert is confirmed.')]);
}

/** Waits until the alert job has looked at the article (by the order it reached readers) for every subscription left. */
async function alertJobPassed(articleId: number): Promise<void> {
  await waitFor(
    async () => {
      const database = openDatabase(server.databaseUrl);
      try {
        const { arrival } = await database.db.selectFrom('article').select('arrival').where('id', '=', articleId).executeTakeFirstOrThrow();
        const behind = await database.db.selectFrom('subscription').select('id').where('checked_through_article_id', '<', arrival ?? articleId).execute();
        return behind.length === 0 ? true : undefined;
      } finally {
        await database.close();
      }
    },
    30_000,
    `the alert job to reach article ${articleId}`,
  );
}

const mailTo = (address: string) => alertMails().filter(({ to }) => to.includes(address));

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ NODE_ENV: 'test', SAMPLE_ARTICLES: 'off', SMTP_URL: inbox.url, MAIL_FROM: 'Masthead <alerts@masthead.test>', CAPTCHA_TEST_ANSWER: captchaAnswer, AUTH_RATE_LIMIT_FACTOR: '1000' });
  api = memberApi(server.url);
  reader = await signInNewMember(server.databaseUrl, { mobile: '13800000031' });
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

describe('subscription alerts', () => {
  it('mail each matching subscription once after an ingest, with the article’s link and an unsubscribe link', { timeout: 90_000 }, async () => {
    const plants = await subscribe({ email: 'plants@example.org', type: 'keywords', keywords: 'VOLATILE emission; nothing-else' });
    await subscribe({ email: 'dinosaurs@example.org', type: 'keywords', keywords: 'dinosaur' });
    await subscribe({ email: 'column@example.org', type: 'column', columnId: opticsColumn });
    for (const address of ['plants@example.org', 'dinosaurs@example.org', 'column@example.org']) await confirmAddress(address);
    expect(alertMails()).toEqual([]);

    const plant = await ingest(plantArticle);
    const [mail] = await waitFor(async () => (mailTo('plants@example.org').length > 0 ? mailTo('plants@example.org') : undefined), 30_000, 'the alert e-mail');
    expect(mail!.subject).toBe('Optics Frontier: 1 new article(s) for your subscription');
    expect(mail!.raw).toMatch(/^From: Masthead <alerts@masthead\.test>/m);
    expect(mail!.text).toContain('these new articles match your subscription (keywords: VOLATILE emission; nothing-else)');
    expect(mail!.text).toContain(plant.title);
    expect(mail!.text).toContain(`${server.url}/optics/en/article/${plant.id}/`);
    const unsubscribeUrl = new RegExp(`${server.url.replace(/[.]/g, '\\.')}${memberPaths.unSubscribeByToken}\\?token=[A-Za-z0-9_-]+`).exec(mail!.text)?.[0];
    expect(unsubscribeUrl).toBeDefined();
    expect(mail!.html).toContain(`<a href="${server.url}/optics/en/article/${plant.id}/">`);

    // Importing the same article again updates it in place: it is not new, and is never sent twice.
    const again = await ingest(plantArticle);
    expect(again.id).toBe(plant.id);
    // The link in the e-mail ends the subscription without signing in.
    const page = await fetch(unsubscribeUrl!, { headers: { accept: 'text/html' } });
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('Unsubscription successfully')]);
    const subscriptions = (await api.get<Subscription[]>(memberPaths.subscribeList, { token: reader.token, siteId: optics })).body.data!;
    expect(subscriptions.map(({ id }) => id)).not.toContain(plants.id);

    const dinosaur = await ingest(dinosaurArticle);
    const [dinosaurMail] = await waitFor(async () => (mailTo('dinosaurs@example.org').length > 0 ? mailTo('dinosaurs@example.org') : undefined), 30_000, 'the second alert');
    expect(dinosaurMail!.text).toContain(`${server.url}/optics/en/article/${dinosaur.id}/`);
    expect(dinosaurMail!.text).not.toContain(`/article/${plant.id}/`);
    await alertJobPassed(dinosaur.id);

    expect(alertMails().map(({ to }) => to)).toEqual([['plants@example.org'], ['dinosaurs@example.org']]);
    const database = openDatabase(server.databaseUrl);
    const sent = await database.db.selectFrom('subscription_alert').select(['article_id']).execute().finally(() => database.close());
    expect(sent).toEqual([{ article_id: dinosaur.id }]);
  });

  it('mails an article the desk publishes at once, even a draft made before a later import', { timeout: 90_000 }, async () => {
    await subscribe({ email: 'lasers@example.org', type: 'keywords', keywords: 'attosecond lasers' });
    await confirmAddress('lasers@example.org');
    const made = await createAdmin(server.databaseUrl, server.configDir, { email: 'desk@example.org', name: 'Desk', role: 'editor', sites: ['optics'], password: 'desk editor secret' });
    expect(made.code, made.stderr).toBe(0);
    const editor = new AdminBrowser(server.url);
    await editor.signIn('desk@example.org', 'desk editor secret');
    const desk = '/rc-pub/admin/sites/optics/desk/article';
    const journalId = readSeed('optics').journals[0]!.id as number;
    const draft = (await editor.call('POST', desk, { data: { publicationId: journalId, year: 2026, title: 'Attosecond lasers at the bench', keywords: ['attosecond lasers'], firstStatus: 1 } })).body.data as { id: number; version: number };

    // An import after the draft was made takes a later id and is alerted first: the draft's turn must still come.
    const later = await ingest(join(fixtures, 'f1000research-8-978-v1.xml'));
    expect(later.id).toBeGreaterThan(draft.id);
    await alertJobPassed(later.id);
    const published = await editor.call('POST', `${desk}/${draft.id}/publish`, { version: draft.version });
    expect(published.body.status, published.body.message).toBe(0);
    // The alert job's round is every 5 s; a publish brings it forward.
    const [mail] = await waitFor(async () => (mailTo('lasers@example.org').length > 0 ? mailTo('lasers@example.org') : undefined), 3_000, 'the alert for the published draft');
    expect(mail!.text).toContain('Attosecond lasers at the bench');
    expect(mail!.text).toContain(`/optics/en/article/${draft.id}/`);
  });
});
