import { createSession } from '../../server/accounts/member-sessions.ts';
import { openDatabase } from '../../server/db/open-database.ts';

let counter = 0;

/**
 * A live session on a test server, as the `Cookie` header of a signed-in reader (`commonToken` and `userName`):
 * writes a new member and session straight into the server's database. Signing in now needs a real session,
 * not just a `userName` cookie.
 */
export async function signedInCookie(server: { databaseUrl: string }): Promise<string> {
  const database = openDatabase(server.databaseUrl);
  try {
    const email = `reader${process.pid}.${Date.now()}.${counter++}@example.org`;
    const member = await database.db.insertInto('member').values({ email, password_hash: null }).returning('id').executeTakeFirstOrThrow();
    const token = await createSession(database.db, member.id);
    return `commonToken=${token}; userName=reader`;
  } finally {
    await database.close();
  }
}
