import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { subscriptionType, type Subscription, type SubscriptionType } from '../../schemas/account/member-api.ts';
import type { ConfigStore } from '../config/config-store.ts';
import type { Database, SubscriptionTable } from '../db/tables.ts';
import { takeWriteLock, writeLock } from '../db/write-locks.ts';

/** A member's e-mail alert subscriptions (spec §3 Subscription, §4). Every query is limited to the member's rows. */

type SubscriptionRow = Selectable<SubscriptionTable>;

/** The rule of a subscription: its type, and its keywords or column. */
export type SubscriptionRule = { type: SubscriptionType; keywords: string[]; columnId: number | null };

export const keywordsOf = (stored: string) => (stored ? stored.split(';') : []);

type ColumnNames = Map<number, { name?: string; enName?: string }>;

/** Subscriptions as replies show them, with their column's name in their own language. */
export async function subscriptionViews(db: Kysely<Database>, store: ConfigStore, rows: readonly SubscriptionRow[]): Promise<Subscription[]> {
  const names = await columnNamesOf(db, rows);
  return rows.map((row) => viewOf(row, names, store));
}

/** One subscription as replies show it. */
export async function subscriptionView(db: Kysely<Database>, store: ConfigStore, row: SubscriptionRow): Promise<Subscription> {
  return viewOf(row, await columnNamesOf(db, [row]), store);
}

async function columnNamesOf(db: Kysely<Database>, rows: readonly SubscriptionRow[]): Promise<ColumnNames> {
  const columnIds = [...new Set(rows.flatMap(({ column_id }) => (column_id === null ? [] : [column_id])))];
  const columns = columnIds.length ? await db.selectFrom('journal_column').select(['id', 'data']).where('id', 'in', columnIds).execute() : [];
  return new Map(columns.map(({ id, data }) => [id, JSON.parse(data) as { name?: string; enName?: string }]));
}

function viewOf(row: SubscriptionRow, names: ColumnNames, store: ConfigStore): Subscription {
  const language = row.language === 'en' ? 'en' : 'zh';
  const column = row.column_id === null ? undefined : names.get(row.column_id);
  return {
    id: row.id,
    siteId: row.site_id,
    sld: store.bySiteId(row.site_id)?.site.sld ?? null,
    email: row.email,
    type: subscriptionType.parse(row.type),
    keywords: keywordsOf(row.keywords),
    columnId: row.column_id,
    columnName: (language === 'en' ? column?.enName || column?.name : column?.name) ?? '',
    language,
    createdAt: row.created_at,
    confirmed: row.confirmed_at !== null,
  };
}

/** Whether the column belongs to a journal of these sites. */
export async function columnOfSites(db: Kysely<Database>, columnId: number, siteIds: readonly number[]): Promise<boolean> {
  const row = await db
    .selectFrom('journal_column')
    .innerJoin('journal', 'journal.id', 'journal_column.journal_id')
    .select('journal_column.id')
    .where('journal_column.id', '=', columnId)
    .where('journal.site_id', 'in', siteIds)
    .executeTakeFirst();
  return row !== undefined;
}

export type NewSubscription = SubscriptionRule & {
  memberId: number;
  siteId: number;
  email: string;
  language: 'zh' | 'en';
  origin: string;
  /** The address is the member's own, proven when they registered with it: no confirmation needed. */
  confirmed: boolean;
};

/**
 * Subscribes; the same rule to the same e-mail on the same site answers the subscription there is. An address that is
 * not `confirmed` makes a pending subscription with a confirmation token (double opt-in). Alerts start with the
 * articles that arrive after this moment (or, when pending, after confirmation).
 */
export async function subscribe(db: Kysely<Database>, entry: NewSubscription): Promise<SubscriptionRow> {
  return db.transaction().execute(async (trx) => {
    await takeWriteLock(trx, writeLock.memberSubscriptions(entry.memberId));
    const keywords = entry.keywords.join(';');
    const same = await trx
      .selectFrom('subscription')
      .selectAll()
      .where('member_id', '=', entry.memberId)
      .where('site_id', '=', entry.siteId)
      .where('email', '=', entry.email)
      .where('type', '=', entry.type)
      .where('keywords', '=', keywords)
      .where('column_id', entry.columnId === null ? 'is' : '=', entry.columnId)
      .executeTakeFirst();
    if (same) return same;
    const { newest } = await trx
      .selectFrom('article')
      .select((eb) => eb.fn.coalesce(eb.fn.max('arrival'), eb.lit(0)).as('newest'))
      .executeTakeFirstOrThrow();
    return trx
      .insertInto('subscription')
      .values({
        member_id: entry.memberId,
        site_id: entry.siteId,
        email: entry.email,
        type: entry.type,
        keywords,
        column_id: entry.columnId,
        language: entry.language,
        origin: entry.origin,
        unsubscribe_token: randomBytes(24).toString('base64url'),
        checked_through_article_id: Number(newest),
        confirmed_at: entry.confirmed ? new Date().toISOString() : null,
        confirm_token: entry.confirmed ? null : randomBytes(24).toString('base64url'),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The member's subscriptions newest first, on one site or all. */
export async function memberSubscriptions(db: Kysely<Database>, memberId: number, siteId?: number): Promise<SubscriptionRow[]> {
  let query = db.selectFrom('subscription').selectAll().where('member_id', '=', memberId);
  if (siteId !== undefined) query = query.where('site_id', '=', siteId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export type UnsubscribeFilter = { memberId: number; siteId: number; email: string; type?: SubscriptionType | undefined; id?: number | undefined };

/** Ends the member's subscriptions on the site that send to the e-mail (of a type, or one by id); answers how many. */
export async function unsubscribe(db: Kysely<Database>, filter: UnsubscribeFilter): Promise<number> {
  let query = db.deleteFrom('subscription').where('member_id', '=', filter.memberId).where('site_id', '=', filter.siteId).where('email', '=', filter.email);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends the subscription an unsubscribe link names; undefined when the link is unknown or already used. */
export async function unsubscribeByToken(db: Kysely<Database>, token: string): Promise<{ email: string; siteId: number; language: string } | undefined> {
  const row = await db.deleteFrom('subscription').where('unsubscribe_token', '=', token).returning(['email', 'site_id', 'language']).executeTakeFirst();
  return row ? { email: row.email, siteId: row.site_id, language: row.language } : undefined;
}

/**
 * Confirms the pending subscription a confirmation link names (alerts start with the articles arriving from now);
 * undefined when the link is unknown or already used.
 */
export async function confirmSubscription(db: Kysely<Database>, token: string): Promise<{ email: string; siteId: number } | undefined> {
  const { newest } = await db.selectFrom('article').select((eb) => eb.fn.coalesce(eb.fn.max('arrival'), eb.lit(0)).as('newest')).executeTakeFirstOrThrow();
  const row = await db
    .updateTable('subscription')
    .set({ confirmed_at: new Date().toISOString(), confirm_token: null, checked_through_article_id: Number(newest) })
    .where('confirm_token', '=', token)
    .returning(['email', 'site_id'])
    .executeTakeFirst();
  return row ? { email: row.email, siteId: row.site_id } : undefined;
}
