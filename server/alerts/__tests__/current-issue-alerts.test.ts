import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigStore } from '../../config/config-store.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import type { Mail, MailSender } from '../../messaging/mail-sender.ts';
import { subscribe } from '../../members/subscriptions.ts';
import { sendSubscriptionAlerts } from '../send-subscription-alerts.ts';

/**
 * "Current issue" alerts follow the issue the journal's editors named current on the desk (its `currentIssueId`),
 * and the newest issue while they name none or one readers do not have.
 */
const store = new ConfigStore('site-configs');
const optics = 101;
const journalId = 1;
/** 2026 No. 1 and No. 2: the second is the newest. */
const [first, second] = [11, 12];

let handle: DatabaseHandle;
let nextArticleId = 1;
const outbox: Mail[] = [];
const sender: MailSender = { send: async (mail) => void outbox.push(mail) };
const run = () => sendSubscriptionAlerts({ db: handle.db, store, mail: sender });
const titlesIn = (mail: Mail) => [...mail.text.matchAll(/^- (.*)$/gm)].map((match) => match[1]);

async function addArticle(periodId: number, title: string): Promise<void> {
  const id = nextArticleId++;
  await handle.db
    .insertInto('article')
    .values({ id, site_id: optics, journal_id: journalId, period_id: periodId, language: 'en', year: 2026, data: JSON.stringify({ title, enTitle: title, keywords: [] }) })
    .execute();
}

const nameCurrent = (issueId: number | null) =>
  handle.db.updateTable('journal').set({ data: JSON.stringify({ id: journalId, publicationName: 'Optics', currentIssueId: issueId }) }).where('id', '=', journalId).execute();

beforeEach(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
  await handle.db.insertInto('journal').values({ id: journalId, site_id: optics, data: '{}' }).execute();
  await handle.db
    .insertInto('period')
    .values([first, second].map((id, index) => ({ id, journal_id: journalId, year: 2026, issue: String(index + 1), data: '{}' })))
    .execute();
  const memberId = (await handle.db.insertInto('member').values({ mobile: '13800000000' }).returning('id').executeTakeFirstOrThrow()).id;
  await subscribe(handle.db, { memberId, siteId: optics, email: 'reader@example.org', language: 'en', origin: 'https://optics.example', type: 'current', keywords: [], columnId: null, confirmed: true });
  nextArticleId = 1;
  outbox.length = 0;
});
afterEach(async () => {
  await handle.close();
});

describe('current-issue alerts', () => {
  it('mail the articles of the newest issue while the journal names none', async () => {
    await addArticle(first, 'In the older issue');
    await addArticle(second, 'In the newest issue');
    await run();
    expect(outbox.map(titlesIn)).toEqual([['In the newest issue']]);
  });

  it('mail the articles of the issue the journal names current, not of a newer one', async () => {
    await nameCurrent(first);
    await addArticle(first, 'In the current issue');
    await addArticle(second, 'In an issue made ahead');
    await run();
    expect(outbox.map(titlesIn)).toEqual([['In the current issue']]);
  });

  it('fall back to the newest issue when the named one is not the readers’ (taken back)', async () => {
    await nameCurrent(99);
    await addArticle(second, 'In the newest issue');
    await run();
    expect(outbox.map(titlesIn)).toEqual([['In the newest issue']]);
  });
});
