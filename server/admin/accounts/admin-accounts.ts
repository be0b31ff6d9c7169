import type { Kysely } from 'kysely';
import { adminRole, type AdminAccount, type AdminRole } from '../../../schemas/admin/admin-account.ts';
import type { Database } from '../../db/tables.ts';
import { hashPassword } from '../../accounts/password-hash.ts';

export type NewAdminAccount = { email: string; name: string; password: string; role: AdminRole; siteIds: readonly number[] };

/** An account row with what signing in needs. */
export type StoredAdminAccount = AdminAccount & { passwordHash: string; disabled: boolean };

/** Adds an account; an e-mail address already in use is refused by the table's unique key. */
export async function createAdminAccount(db: Kysely<Database>, account: NewAdminAccount): Promise<AdminAccount> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('admin_account')
      .values({ email: account.email, name: account.name, password_hash: passwordHash, role: account.role })
      .returning('id')
      .executeTakeFirstOrThrow();
    const siteIds = account.role === 'owner' ? [] : [...new Set(account.siteIds)];
    if (siteIds.length > 0) await trx.insertInto('admin_account_site').values(siteIds.map((siteId) => ({ account_id: id, site_id: siteId }))).execute();
    return { id, email: account.email, name: account.name, role: account.role, siteIds };
  });
}

export async function adminEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  return (await db.selectFrom('admin_account').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

async function withSites(db: Kysely<Database>, row: { id: number; email: string; name: string; role: string; password_hash: string; disabled: number }): Promise<StoredAdminAccount> {
  const sites = await db.selectFrom('admin_account_site').select('site_id').where('account_id', '=', row.id).orderBy('site_id').execute();
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    // A role the code no longer knows reads as the least one, never as more.
    role: adminRole.catch('editor').parse(row.role),
    siteIds: sites.map((site) => site.site_id),
    passwordHash: row.password_hash,
    disabled: row.disabled !== 0,
  };
}

const accountColumns = ['id', 'email', 'name', 'role', 'password_hash', 'disabled'] as const;

export async function adminAccountByEmail(db: Kysely<Database>, email: string): Promise<StoredAdminAccount | undefined> {
  const row = await db.selectFrom('admin_account').select(accountColumns).where('email', '=', email).executeTakeFirst();
  return row && withSites(db, row);
}

export async function adminAccountById(db: Kysely<Database>, id: number): Promise<StoredAdminAccount | undefined> {
  const row = await db.selectFrom('admin_account').select(accountColumns).where('id', '=', id).executeTakeFirst();
  return row && withSites(db, row);
}

/** The account as the API shows it. */
export function publicAdminAccount({ id, email, name, role, siteIds }: StoredAdminAccount): AdminAccount {
  return { id, email, name, role, siteIds };
}
