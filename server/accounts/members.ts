import type { Kysely, Selectable } from 'kysely';
import { accountKindOf } from '../../schemas/account/account-rules.ts';
import type { Database, MemberTable } from '../db/tables.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export type Member = Selectable<MemberTable>;

/** The member whose mobile or (lower-cased) e-mail the account is. */
export async function findMemberByAccount(db: Kysely<Database>, account: string): Promise<Member | undefined> {
  const column = accountKindOf(account) === 'mobile' ? 'mobile' : 'email';
  return db.selectFrom('member').selectAll().where(column, '=', account).executeTakeFirst();
}

export async function findMemberById(db: Kysely<Database>, id: number): Promise<Member | undefined> {
  return db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new member signing in with the account; null when the account was taken meanwhile. */
export async function createMember(db: Kysely<Database>, account: string, passwordHash: string): Promise<Member | null> {
  const contact = accountKindOf(account) === 'mobile' ? { mobile: account } : { email: account };
  const row = await db
    .insertInto('member')
    .values({ ...contact, password_hash: passwordHash })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function setMemberPassword(db: Kysely<Database>, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('member').set({ password_hash: passwordHash, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

/** False when another member has the mobile. */
export async function setMemberMobile(db: Kysely<Database>, id: number, mobile: string): Promise<boolean> {
  try {
    await db.updateTable('member').set({ mobile, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The member's user name: their mobile, else their e-mail (spec §3: they sign in with either). */
export function userNameOf(member: Pick<Member, 'id' | 'mobile' | 'email'>): string {
  return member.mobile ?? member.email ?? `member${member.id}`;
}

/** Every name the member signs in with; a password must not contain any (spec §5). */
export function userNamesOf(member: Pick<Member, 'mobile' | 'email'>): string[] {
  return [member.mobile, member.email].filter((name): name is string => Boolean(name));
}
