import type { Kysely } from 'kysely';
import { epochMillisType } from './portable-columns.ts';

/**
 * Verification codes sent by SMS or e-mail (server/accounts/verification-codes.ts) and the third-party identities
 * linked to members (server/accounts/third-party/). A code is kept only as an HMAC, for one account and purpose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verification_code')
    /** The mobile number or lower-cased e-mail address the code was sent to. */
    .addColumn('account', 'text', (c) => c.notNull())
    /** register | login | reset | changeMobile */
    .addColumn('purpose', 'text', (c) => c.notNull())
    /** The signed-in member who asked (changeMobile), else null. */
    .addColumn('member_id', 'integer')
    .addColumn('code_hash', 'text', (c) => c.notNull())
    /** Epoch milliseconds. */
    .addColumn('sent_at', epochMillisType(db), (c) => c.notNull())
    .addColumn('expires_at', epochMillisType(db), (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('verification_code_pk', ['account', 'purpose'])
    .execute();

  await db.schema
    .createTable('member_third_party')
    /** The provider's name (server/accounts/third-party/third-party-login-provider.ts). */
    .addColumn('provider', 'text', (c) => c.notNull())
    /** The member's identifier at the provider. */
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('linked_at', epochMillisType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('member_third_party_pk', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('member_third_party_member').on('member_third_party').column('member_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_third_party').ifExists().execute();
  await db.schema.dropTable('verification_code').ifExists().execute();
}
