import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../../schemas/admin/audit-entry.ts';
import type { Database } from '../../db/tables.ts';

export type AuditActor = { id: number | null; email: string };

export type AuditRecord = {
  actor: AuditActor;
  action: string;
  siteId?: number | null;
  target?: string;
  before?: unknown;
  after?: unknown;
  /** Where the request came from (its address), or the command that did it. */
  source: string;
};

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Writes one line of the audit log. Called inside the transaction of the change it records, so a change and its
 * line land together or not at all.
 */
export async function recordAudit(db: Kysely<Database>, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      account_id: record.actor.id,
      account_email: record.actor.email,
      action: record.action,
      site_id: record.siteId ?? null,
      target: record.target ?? '',
      before: json(record.before),
      after: json(record.after),
      source: record.source,
    })
    .execute();
}

export const requestSource = (request: FastifyRequest) => `address:${request.ip}`;

/** The newest lines first, of one site or (for an owner) all. */
export async function readAudit(db: Kysely<Database>, options: { siteId?: number; beforeId?: number; limit: number }): Promise<AuditEntry[]> {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.siteId !== undefined) query = query.where('site_id', '=', options.siteId);
  if (options.beforeId !== undefined) query = query.where('id', '<', options.beforeId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    accountId: row.account_id,
    accountEmail: row.account_email,
    action: row.action,
    siteId: row.site_id,
    target: row.target,
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
  }));
}
