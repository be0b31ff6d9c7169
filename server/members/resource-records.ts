import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { memberResourceType, type MemberResource, type MemberResourceType } from '../../schemas/account/member-api.ts';
import type { MemberMessageKey } from '../../schemas/account/member-messages.ts';
import type { ConfigStore } from '../config/config-store.ts';
import type { Database } from '../db/tables.ts';
import { memberText } from './member-replies.ts';
import { resourceCards, resourceKey } from './member-resources.ts';

/** A stored row that names a resource: favourite, album item, download, reading. */
export type ResourceRow = { id: number; resource_type: string; resource_id: number };

export type ResourceRecord = {
  id: number;
  type: MemberResourceType;
  resourceId: number;
  exists: boolean;
  resource: MemberResource | null;
  goneMessage: string | null;
};

const goneMessages: Record<MemberResourceType, MemberMessageKey> = { article: 'paperGone', journal: 'journalGone', audio: 'mediaGone', video: 'mediaGone' };

/**
 * Rows with the resources they name, in the same order. A resource deleted since is `exists: false` with the question
 * the client asks before deleting the record ('The paper no longer exists, shall we delete this record?').
 */
export async function withResources<Row extends ResourceRow>(
  request: FastifyRequest,
  db: Kysely<Database>,
  store: ConfigStore,
  rows: readonly Row[],
): Promise<Array<{ row: Row; record: ResourceRecord }>> {
  const typed = rows.map((row) => ({ row, type: memberResourceType.parse(row.resource_type) }));
  const cards = await resourceCards(
    db,
    store,
    typed.map(({ row, type }) => ({ type, id: row.resource_id })),
  );
  return typed.map(({ row, type }) => {
    const resource = cards.get(resourceKey(type, row.resource_id)) ?? null;
    return {
      row,
      record: { id: row.id, type, resourceId: row.resource_id, exists: resource !== null, resource, goneMessage: resource ? null : memberText(request, goneMessages[type]) },
    };
  });
}
