import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';

/** The member a third-party identity is linked to, or null. */
export async function memberIdOfIdentity(db: Kysely<Database>, provider: string, subject: string): Promise<number | null> {
  const row = await db.selectFrom('member_third_party').select('member_id').where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
  return row?.member_id ?? null;
}

/** Links the identity to the member (moving it if it was linked to someone else). */
export async function linkIdentity(db: Kysely<Database>, provider: string, subject: string, memberId: number, now: number): Promise<void> {
  await db
    .insertInto('member_third_party')
    .values({ provider, subject, member_id: memberId, linked_at: now })
    .onConflict((conflict) => conflict.columns(['provider', 'subject']).doUpdateSet({ member_id: memberId, linked_at: now }))
    .execute();
}
