import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigStore } from '../../config/config-store.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import type { Mail, MailSender } from '../../messaging/mail-sender.ts';
import { confirmSubscription, subscribe, type NewSubscription } from '../../members/subscriptions.ts';
import { sendSubscriptionAlerts } from '../send-subscription-alerts.ts';

/** Sites of the sample configuration: optics 101 and ecology 102, and their group sciencegroup 100. */
const store = new ConfigStore('site-configs');
const [optics, ecology, group] = [101, 102, 100];

let handle: DatabaseHandle;
let memberId: number;
let nextArticleId = 1;
const outbox: Mail[] = [];
const sender: MailSender = { send: async (mail) => void outbox.push(mail) };
const brokenSender: MailSender = {
  send: async () => {
    throw new Error('connection refused');
  },
};

async function addArticle(siteId: number, title: string, extra: { firstStatus?: number } = {}): Promise<number> {
  const id = nextArticleId++;
  const journalId = siteId === optics ? 1 : 2;
  await handle.db
    .insertInto('article')
    .values({ id, site_id: siteId, journal_id: journalId, language: 'en', year: 2026, first_status: extra.firstStatus ?? 0, data: JSON.stringify({ title, enTitle: title, keywords: [] }) })
    .execute();
  return id;
}
const newSubscription = (fields: Partial<NewSubscription>): NewSubscription => ({
  memberId,
  siteId: optics,
  email: 'reader@example.org',
  language: 'en',
  origin: 'https://optics.example',
  type: 'keywords',
  keywords: ['laser'],
  columnId: null,
  confirmed: true,
  ...fields,
});
const run = (mail: MailSender = sender) => sendSubscriptionAlerts({ db: handle.db, store, mail });
const titlesIn = (mail: Mail) => [...mail.text.matchAll(/^- (.*)$/gm)].map((match) => match[1]);

beforeEach(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
  await handle.db.insertInto('journal').values([{ id: 1, site_id: optics, data: '{}' }, { id: 2, site_id: ecology, data: '{}' }]).execute();
  memberId = (await handle.db.insertInto('member').values({ mobile: '13800000000' }).returning('id').executeTakeFirstOrThrow()).id;
  nextArticleId = 1;
  outbox.length = 0;
});
afterEach(async () => {
  await handle.close();
});

describe('one pass of the alert job', () => {
  it('mails nothing to an address whose owner has not confirmed it, then alerts from the confirmation on', async () => {
    const pending = await subscribe(handle.db, newSubscription({ email: 'stranger@example.org', confirmed: false }));
    await addArticle(optics, 'Laser cooling');
    expect(await run()).toEqual({ mailsSent: 0, articlesSent: 0, failures: 0 });
    expect(await confirmSubscription(handle.db, pending.confirm_token!)).toEqual({ email: 'stranger@example.org', siteId: optics });
    expect(await confirmSubscription(handle.db, pending.confirm_token!)).toBeUndefined();
    await addArticle(optics, 'Laser tweezers');
    expect(await run()).toEqual({ mailsSent: 1, articlesSent: 1, failures: 0 });
    expect(titlesIn(outbox[0]!)).toEqual(['Laser tweezers']);
  });

  it('mails each subscription the matching articles that arrived after it, once', async () => {
    await addArticle(optics, 'An old laser paper');
    const laser = await subscribe(handle.db, newSubscription({}));
    await subscribe(handle.db, newSubscription({ email: 'proofs@example.org', type: 'onlineFirst', keywords: [] }));
    await addArticle(optics, 'Laser cooling');
    await addArticle(optics, 'Optical clocks', { firstStatus: 2 });
    await addArticle(ecology, 'Laser scanning of forests');

    expect(await run()).toEqual({ mailsSent: 2, articlesSent: 2, failures: 0 });
    const toReader = outbox.find(({ to }) => to === 'reader@example.org')!;
    expect(titlesIn(toReader)).toEqual(['Laser cooling']);
    expect(toReader.text).toContain('https://optics.example/optics/en/article/2');
    expect(toReader.text).toContain(`https://optics.example/rc-pub/front/frontMembers/unSubscribeByToken?token=${laser.unsubscribe_token}`);
    expect(titlesIn(outbox.find(({ to }) => to === 'proofs@example.org')!)).toEqual(['Optical clocks']);

    expect(await run()).toEqual({ mailsSent: 0, articlesSent: 0, failures: 0 });
    await addArticle(optics, 'Laser welding');
    await run();
    expect(outbox.map((mail) => titlesIn(mail))).toEqual([['Laser cooling'], ['Optical clocks'], ['Laser welding']]);
  });

  it('covers a group site’s member sites, and only its own site otherwise', async () => {
    await subscribe(handle.db, newSubscription({ siteId: group, email: 'group@example.org' }));
    await subscribe(handle.db, newSubscription({ siteId: ecology, email: 'ecology@example.org' }));
    await addArticle(optics, 'Laser optics');
    await addArticle(ecology, 'Laser ecology');
    await run();
    expect(Object.fromEntries(outbox.map((mail) => [mail.to, titlesIn(mail)]))).toEqual({
      'group@example.org': ['Laser optics', 'Laser ecology'],
      'ecology@example.org': ['Laser ecology'],
    });
    expect(outbox.find(({ to }) => to === 'group@example.org')!.text).toContain('/ecology/en/article/2');
  });

  it('tries again after the mail server failed, and never sends an article a subscription was already sent', async () => {
    const subscription = await subscribe(handle.db, newSubscription({}));
    await addArticle(optics, 'Laser cooling');
    expect(await run(brokenSender)).toEqual({ mailsSent: 0, articlesSent: 0, failures: 1 });
    expect(await handle.db.selectFrom('subscription_alert').selectAll().execute()).toEqual([]);
    expect(await run()).toEqual({ mailsSent: 1, articlesSent: 1, failures: 0 });

    // Even if the job lost track of how far it had looked, a sent article stays sent.
    await handle.db.updateTable('subscription').set({ checked_through_article_id: 0 }).where('id', '=', subscription.id).execute();
    await addArticle(optics, 'Laser welding');
    await run();
    expect(outbox.map((mail) => titlesIn(mail))).toEqual([['Laser cooling'], ['Laser welding']]);
  });

  it('sends nothing for a subscription whose member is gone (their rows go with them)', async () => {
    await subscribe(handle.db, newSubscription({}));
    await handle.db.deleteFrom('member').where('id', '=', memberId).execute();
    await addArticle(optics, 'Laser cooling');
    expect(await run()).toEqual({ mailsSent: 0, articlesSent: 0, failures: 0 });
    expect(await handle.db.selectFrom('subscription').selectAll().execute()).toEqual([]);
  });
});
