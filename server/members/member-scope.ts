import type { Kysely } from 'kysely';
import type { ConfigStore } from '../config/config-store.ts';
import type { Database } from '../db/tables.ts';

/** What a member's list needs: the database, the configuration (site names for links), and whose rows to read. */
export type MemberScope = { db: Kysely<Database>; store: ConfigStore; memberId: number };
