import { createSession } from '../../server/accounts/member-sessions.ts';
import { openDatabase } from '../../server/db/open-database.ts';

export type SignedInMember = { memberId: number; token: string };

/**
 * A new member signed in, written straight into a running test server's database (as registration and login
 * would leave it), so member tests do not depend on the sign-in endpoints.
 */
export async function signInNewMember(databaseUrl: string, account: { mobile?: string; email?: string; profile?: object } = {}): Promise<SignedInMember> {
  const database = openDatabase(databaseUrl);
  try {
    const { id } = await database.db
      .insertInto('member')
      .values({ mobile: account.mobile ?? null, email: account.email ?? null, password_hash: null, profile: JSON.stringify(account.profile ?? {}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { memberId: id, token: await createSession(database.db, id) };
  } finally {
    await database.close();
  }
}
