import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { downloadRecord, historyRecord, type DownloadsReply, type HistorysReply } from '../../schemas/account/member-api.ts';
import { signedInMemberId } from '../accounts/signed-in-member.ts';
import { parsedPage, type Paging } from '../content/catalogue-lists.ts';
import { engineOf } from '../db/database-engine.ts';
import { currentTimestampText } from '../db/portable-sql.ts';
import type { Database } from '../db/tables.ts';
import type { MemberScope } from './member-scope.ts';
import { withResources } from './resource-records.ts';

/**
 * What a signed-in reader downloaded and read (the personal centre's download list and history). One row per member
 * and article (and part, for downloads), counting repeats; anonymous readers leave no trace.
 */

/** What was downloaded: the article's PDF, or one of its tables as a workbook. */
export type DownloadedPart = { kind: 'pdf' } | { kind: 'table'; key: string };
const partColumn = (part: DownloadedPart) => (part.kind === 'pdf' ? 'pdf' : `table:${part.key}`);

/**
 * Records a download or a reading of an article for the signed-in reader, if any. Never fails the request it
 * belongs to: a history that could not be written is logged and the download goes on.
 */
export async function recordReading(request: FastifyRequest, db: Kysely<Database>, articleId: number, download?: DownloadedPart): Promise<void> {
  try {
    const memberId = await signedInMemberId(request, db);
    if (memberId === null) return;
    if (download) await recordDownload(db, memberId, articleId, download);
    else await recordBrowse(db, memberId, articleId);
  } catch (error) {
    request.log.warn({ err: error }, 'reading history not recorded');
  }
}

export async function recordDownload(db: Kysely<Database>, memberId: number, articleId: number, part: DownloadedPart): Promise<void> {
  await db
    .insertInto('download_history')
    .values({ member_id: memberId, resource_type: 'article', resource_id: articleId, part: partColumn(part) })
    .onConflict((conflict) =>
      conflict
        .columns(['member_id', 'resource_type', 'resource_id', 'part'])
        .doUpdateSet((eb) => ({ count: eb('download_history.count', '+', 1), last_at: currentTimestampText(engineOf(db)) })),
    )
    .execute();
}

export async function recordBrowse(db: Kysely<Database>, memberId: number, articleId: number): Promise<void> {
  await db
    .insertInto('browse_history')
    .values({ member_id: memberId, resource_type: 'article', resource_id: articleId })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'resource_type', 'resource_id']).doUpdateSet((eb) => ({ count: eb('browse_history.count', '+', 1), last_at: currentTimestampText(engineOf(db)) })),
    )
    .execute();
}

/** The member's downloads, most recent first. */
export async function listDownloads(request: FastifyRequest, { db, store, memberId }: MemberScope, paging: Paging): Promise<DownloadsReply> {
  const mine = db.selectFrom('download_history').where('member_id', '=', memberId);
  const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await mine
    .select(['id', 'resource_type', 'resource_id', 'part', 'count', 'first_at', 'last_at'])
    .orderBy('last_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  const entries = await withResources(request, db, store, rows);
  const content = entries.map(({ row, record }) => ({
    ...record,
    part: row.part === 'pdf' ? 'pdf' : 'table',
    tableKey: row.part.startsWith('table:') ? row.part.slice('table:'.length) : null,
    count: row.count,
    firstAt: row.first_at,
    lastAt: row.last_at,
  }));
  return parsedPage(downloadRecord, content, Number(total), paging);
}

/** The articles the member has read, most recent first. */
export async function listHistory(request: FastifyRequest, { db, store, memberId }: MemberScope, paging: Paging): Promise<HistorysReply> {
  const mine = db.selectFrom('browse_history').where('member_id', '=', memberId);
  const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await mine
    .select(['id', 'resource_type', 'resource_id', 'count', 'first_at', 'last_at'])
    .orderBy('last_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  const entries = await withResources(request, db, store, rows);
  const content = entries.map(({ row, record }) => ({ ...record, count: row.count, firstAt: row.first_at, lastAt: row.last_at }));
  return parsedPage(historyRecord, content, Number(total), paging);
}
