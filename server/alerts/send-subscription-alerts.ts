import type { Kysely, Selectable } from 'kysely';
import { memberPaths, subscriptionType } from '../../schemas/account/member-api.ts';
import type { ConfigStore } from '../config/config-store.ts';
import type { Database, SubscriptionTable } from '../db/tables.ts';
import { currentIssueFirst } from '../content/current-issue.ts';
import { engineOf } from '../db/database-engine.ts';
import { tryWriteLock, writeLock } from '../db/write-locks.ts';
import { contentSites } from '../http/site-context.ts';
import type { MailSender } from '../messaging/mail-sender.ts';
import { keywordsOf, type SubscriptionRule } from '../members/subscriptions.ts';
import { alertMail } from './alert-mail.ts';
import { matchesRule, type AlertArticle } from './alert-rules.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

export type AlertDeps = { db: Kysely<Database>; store: ConfigStore; mail: MailSender; warn?: (message: string) => void };
export type AlertOutcome = { mailsSent: number; articlesSent: number; failures: number };

type SubscriptionRow = Selectable<SubscriptionTable>;
type Json = Record<string, unknown>;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const textsOf = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

/**
 * One pass of the alert job: every subscription with articles newer than it has looked at gets one e-mail listing
 * those that match its rule, then remembers how far it has looked. An article is recorded as sent to a subscription
 * before the e-mail goes (subscription_alert's key refuses a second time), so no article reaches a subscription twice,
 * even with two servers on one database; when sending fails, the records are taken back and the next pass tries again.
 */
export async function sendSubscriptionAlerts({ db, store, mail, warn = () => {} }: AlertDeps): Promise<AlertOutcome> {
  const outcome: AlertOutcome = { mailsSent: 0, articlesSent: 0, failures: 0 };
  // Articles in the order they reached readers (`arrival`), not by id: a draft published late is still new.
  const newest = await settledArrival(db);
  if (newest === undefined) return outcome;
  // Only addresses whose owner confirmed them get alerts (double opt-in).
  const due = await db.selectFrom('subscription').selectAll().where('checked_through_article_id', '<', Number(newest)).where('confirmed_at', 'is not', null).execute();
  if (due.length === 0) return outcome;

  const articles = await newArticles(db, Math.min(...due.map((row) => row.checked_through_article_id)), Number(newest));
  const newestPeriods = await newestPeriodOfJournals(db, [...new Set(articles.map(({ journalId }) => journalId))]);
  const columnNames = await columnNamesOf(db, due);

  for (const subscription of due) {
    try {
      const siteIds = sitesOf(store, subscription.site_id);
      const rule: SubscriptionRule = { type: subscriptionType.parse(subscription.type), keywords: keywordsOf(subscription.keywords), columnId: subscription.column_id };
      const matches = articles.filter(
        (article) => article.arrival > subscription.checked_through_article_id && siteIds.has(article.siteId) && matchesRule(rule, article, newestPeriods.get(article.journalId)),
      );
      const claimed = await claim(db, subscription, matches);
      if (claimed.length > 0) {
        try {
          await mail.send(mailFor(store, subscription, rule, columnNames.get(subscription.column_id ?? -1), claimed));
        } catch (error) {
          await db.deleteFrom('subscription_alert').where('subscription_id', '=', subscription.id).where('article_id', 'in', claimed.map(({ id }) => id)).execute();
          throw error;
        }
        outcome.mailsSent += 1;
        outcome.articlesSent += claimed.length;
      }
      await db.updateTable('subscription').set({ checked_through_article_id: Number(newest) }).where('id', '=', subscription.id).execute();
    } catch (error) {
      outcome.failures += 1;
      warn(`subscription alert ${subscription.id} not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return outcome;
}

const newestArrival = (db: Kysely<Database>) =>
  db.selectFrom('article').select((eb) => eb.fn.coalesce(eb.fn.max('arrival'), eb.lit(0)).as('newest')).executeTakeFirstOrThrow();

/**
 * The newest arrival, below which no article will arrive any more. On SQLite the newest committed: a writer's arrival
 * is one above it and commits before another writer begins. On PostgreSQL a transaction takes an arrival under the
 * arrivals' lock (migration 0029) and holds it to its commit, so with the lock free every arrival taken is committed;
 * while an import holds it, undefined: this round looks at nothing, the next one again.
 */
async function settledArrival(db: Kysely<Database>): Promise<number | undefined> {
  if (engineOf(db) === 'sqlite') return Number((await newestArrival(db)).newest);
  return db.transaction().execute(async (trx) => ((await tryWriteLock(trx, writeLock.articleArrivals)) ? Number((await newestArrival(trx)).newest) : undefined));
}

/** The sites whose articles a subscription on this site covers: a group site's members, any other site itself. */
function sitesOf(store: ConfigStore, siteId: number): Set<number> {
  const config = store.bySiteId(siteId);
  return new Set(config ? contentSites(config, store).map(({ site }) => site.siteId) : []);
}

/** An article as alerts read it, with its place in the order articles reached readers. */
type ArrivedArticle = AlertArticle & { arrival: number };

async function newArticles(db: Kysely<Database>, after: number, through: number): Promise<ArrivedArticle[]> {
  const rows = await db
    .selectFrom('article')
    .select(['id', 'arrival', 'site_id', 'journal_id', 'period_id', 'column_id', 'first_status', 'data'])
    .where('arrival', '>', after)
    .where('arrival', '<=', through)
    .orderBy('arrival')
    .execute();
  return rows.map((row) => {
    const data = JSON.parse(row.data) as Json;
    return {
      id: row.id,
      arrival: row.arrival ?? row.id,
      siteId: row.site_id,
      journalId: row.journal_id,
      periodId: row.period_id,
      columnId: row.column_id,
      firstStatus: row.first_status,
      title: textOf(data.title),
      enTitle: textOf(data.enTitle),
      keywords: [...textsOf(data.keywords), ...textsOf(data.enKeywords)],
      abstract: textOf(data.abstract),
      enAbstract: textOf(data.enAbstract),
    };
  });
}

/** Each journal's current issue (spec "current issue"): the one its editors named on the desk, else the newest. */
async function newestPeriodOfJournals(db: Kysely<Database>, journalIds: number[]): Promise<Map<number, number>> {
  const newest = new Map<number, number>();
  for (const journalId of journalIds) {
    const row = await db
      .selectFrom('period')
      .select('id')
      .where('journal_id', '=', journalId)
      .orderBy(currentIssueFirst(engineOf(db)))
      .executeTakeFirst();
    if (row) newest.set(journalId, row.id);
  }
  return newest;
}

async function columnNamesOf(db: Kysely<Database>, subscriptions: SubscriptionRow[]): Promise<Map<number, { name?: string; enName?: string }>> {
  const ids = [...new Set(subscriptions.flatMap(({ column_id }) => (column_id === null ? [] : [column_id])))];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('journal_column').select(['id', 'data']).where('id', 'in', ids).execute();
  return new Map(rows.map(({ id, data }) => [id, JSON.parse(data) as { name?: string; enName?: string }]));
}

/** Records the articles as sent to the subscription; answers those not sent before (by this or another process). */
async function claim(db: Kysely<Database>, subscription: SubscriptionRow, articles: AlertArticle[]): Promise<AlertArticle[]> {
  const claimed: AlertArticle[] = [];
  for (const article of articles) {
    const result = await db
      .insertInto('subscription_alert')
      .values({ subscription_id: subscription.id, member_id: subscription.member_id, article_id: article.id })
      .onConflict((conflict) => conflict.columns(['subscription_id', 'article_id']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) > 0) claimed.push(article);
  }
  return claimed;
}

function mailFor(store: ConfigStore, subscription: SubscriptionRow, rule: SubscriptionRule, column: { name?: string; enName?: string } | undefined, articles: AlertArticle[]) {
  const language = subscription.language === 'en' ? 'en' : 'zh';
  const site = store.bySiteId(subscription.site_id)?.site;
  const inLanguage = (zh: string, en: string) => (language === 'en' ? en || zh : zh || en);
  return alertMail({
    to: subscription.email,
    language,
    siteName: site ? inLanguage(site.name, site.enName) : '',
    rule,
    columnName: inLanguage(column?.name ?? '', column?.enName ?? ''),
    items: articles.map((article) => ({
      title: inLanguage(article.title, article.enTitle),
      url: `${subscription.origin}${screenHref(familyPrefix(language, store.bySiteId(article.siteId)?.site.sld ?? site?.sld ?? undefined), 'article', { thesisId: article.id })}`,
    })),
    unsubscribeUrl: `${subscription.origin}${memberPaths.unSubscribeByToken}?token=${encodeURIComponent(subscription.unsubscribe_token)}`,
  });
}
