import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmSubscriptionPath, memberPaths, type Subscription } from '../../schemas/account/member-api.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { readConfig, readSeed, waitFor } from '../integration/helpers.ts';
import { memberApi } from '../support/member-api-client.ts';
import { signInNewMember, type SignedInMember } from '../support/sign-in-member.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * The alert attack of issue 16, item 5: a signed-in member subscribed any e-mail address to alerts, and the alert job
 * mailed it, unasked. Now an address gets one confirmation e-mail (a few at most, however often it is entered) and
 * no alert until its owner follows the link; only the member's own registered address is active at once.
 */
const captchaAnswer = 'abcd';
const optics = readConfig('optics', 'site.json').siteId as number;
const opticsJournal = readSeed('optics').journals[0]!.id as number;
const victim = 'victim@example.org';

let server: TestServer;
let api: ReturnType<typeof memberApi>;
let attacker: SignedInMember;
beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'test', SAMPLE_ARTICLES: 'off', CAPTCHA_TEST_ANSWER: captchaAnswer, AUTH_RATE_LIMIT_FACTOR: '1000' });
  api = memberApi(server.url);
  attacker = await signInNewMember(server.databaseUrl, { email: 'attacker@example.org' });
});
afterAll(async () => {
  await server?.close();
});

async function subscribe(email: string, keywords: string): Promise<{ message?: string; data?: Subscription }> {
  const { body } = await api.get<{ captchaId: string }>('/rc-pub/api/captcha');
  const reply = await api.post<Subscription>(memberPaths.subscribe, { email, type: 'keywords', keywords, captchaId: body.data!.captchaId, captcha: captchaAnswer }, { token: attacker.token, siteId: optics, language: 'en' });
  expect(reply.body.status).toBe(0);
  return reply.body;
}
const mailTo = async (address: string) =>
  ((await server.get(`/rc-pub/admin/outbox?to=${encodeURIComponent(address)}`)).body.data as { mail: Array<{ subject: string; text: string }> }).mail;

async function publishArticle(title: string): Promise<void> {
  const database = openDatabase(server.databaseUrl);
  try {
    const { newest } = await database.db.selectFrom('article').select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('newest')).executeTakeFirstOrThrow();
    const id = Number(newest) + 1;
    await database.db.insertInto('article').values({ id, site_id: optics, journal_id: opticsJournal, language: 'en', year: 2026, first_status: 0, data: JSON.stringify({ title, enTitle: title, keywords: ['laser'] }) }).execute();
  } finally {
    await database.close();
  }
}

describe('e-mail alerts to an address', () => {
  it('reach a stranger’s address entered by someone else: one confirmation at most a few times, and no alert', { timeout: 40_000 }, async () => {
    const replies = [];
    for (let index = 0; index < 8; index++) replies.push(await subscribe(victim, `laser; topic ${index}`));
    expect(replies.every(({ message, data }) => message === 'Please open the link sent to this e-mail to confirm the subscription' && data?.confirmed === false)).toBe(true);
    // The attacker's own, registered address is active at once: its alert shows when the job has run.
    expect((await subscribe('Attacker@example.org', 'laser')).data?.confirmed).toBe(true);

    await publishArticle('Laser cooling of strangers');
    await waitFor(async () => ((await mailTo('attacker@example.org')).length > 0 ? true : undefined), 30_000, 'the alert to the confirmed address');
    const toVictim = await mailTo(victim);
    expect(toVictim.map(({ subject }) => subject)).toEqual(Array(3).fill('Please confirm your e-mail alert'));
    expect(toVictim.some(({ text }) => text.includes('Laser cooling of strangers'))).toBe(false);
  });

  it('start only through the link mailed to the address, which a guessed token does not replace', async () => {
    const guessed = await fetch(`${server.url}${confirmSubscriptionPath}?token=${'A'.repeat(32)}&lang=fra`, { headers: { accept: 'text/html' } });
    expect([guessed.status, await guessed.text()]).toEqual([404, expect.stringContaining('Ce lien de confirmation est invalide')]);

    const link = /\S+confirmSubscription\?token=[A-Za-z0-9_-]+&lang=en/.exec((await mailTo(victim))[0]!.text)![0];
    const page = await fetch(link, { headers: { accept: 'text/html' } });
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('Your e-mail alert is confirmed.')]);
    const list = (await api.get<Subscription[]>(memberPaths.subscribeList, { token: attacker.token })).body.data!;
    expect(list.filter(({ email, confirmed }) => email === victim && confirmed)).toHaveLength(1);
  });
});
