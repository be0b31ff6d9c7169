import type { Kysely } from 'kysely';
import type { MemberInfo } from '../../schemas/account/member-api.ts';
import { engineOf } from '../db/database-engine.ts';
import { currentTimestampText } from '../db/portable-sql.ts';
import type { Database } from '../db/tables.ts';
import { memberFileUrl } from './member-files.ts';
import { mergeProfile, readProfile, type StoredProfile } from './stored-profile.ts';

/** The member's profile (spec §3 Profile) as GET info answers it; undefined for a member that no longer exists. */
export async function memberInfo(db: Kysely<Database>, memberId: number): Promise<MemberInfo | undefined> {
  const row = await db.selectFrom('member').select(['id', 'mobile', 'email', 'profile', 'created_at']).where('id', '=', memberId).executeTakeFirst();
  if (!row) return undefined;
  const { photo, email, ...profile } = readProfile(row.profile);
  return { id: row.id, mobile: row.mobile, loginEmail: row.email, ...profile, email: email || (row.email ?? ''), photoUrl: photo ? memberFileUrl(photo) : null, createdAt: row.created_at };
}

/** Writes profile fields over the stored ones (other keys of the column are kept). */
export async function updateProfile(db: Kysely<Database>, memberId: number, changes: Partial<StoredProfile>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // On PostgreSQL the row stays locked to the end, so two edits at once merge rather than one losing the other's.
    const row = await trx
      .selectFrom('member')
      .select('profile')
      .where('id', '=', memberId)
      .$if(engineOf(trx) === 'postgres', (query) => query.forUpdate())
      .executeTakeFirstOrThrow();
    await trx.updateTable('member').set({ profile: mergeProfile(row.profile, changes), updated_at: currentTimestampText(engineOf(trx)) }).where('id', '=', memberId).execute();
  });
}

/** Every picture the member's records name (profile photo, album covers): the files to keep. */
export async function memberFilesInUse(db: Kysely<Database>, memberId: number): Promise<Set<string>> {
  const member = await db.selectFrom('member').select('profile').where('id', '=', memberId).executeTakeFirst();
  const covers = await db.selectFrom('personal_album').select('cover').where('member_id', '=', memberId).where('cover', 'is not', null).execute();
  const photo = member ? readProfile(member.profile).photo : null;
  return new Set([...(photo ? [photo] : []), ...covers.flatMap(({ cover }) => (cover ? [cover] : []))]);
}
