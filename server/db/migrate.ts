import { Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';
import * as contentTables from './migrations/0001-content.ts';
import * as articleContent from './migrations/0002-article-content.ts';
import * as articleAssets from './migrations/0003-article-assets.ts';
import * as searchIndex from './migrations/0004-search-index.ts';
import * as searchFilterIndex from './migrations/0005-search-filter-index.ts';
import * as accounts from './migrations/0006-accounts.ts';
import * as authCodes from './migrations/0007-auth-codes.ts';
import * as memberData from './migrations/0008-member-data.ts';
import * as infoPages from './migrations/0009-info-pages.ts';
import * as tocEntry from './migrations/0010-toc-entry.ts';
import * as articleVisits from './migrations/0011-article-visits.ts';
import * as subscriptionConfirmation from './migrations/0012-subscription-confirmation.ts';
import * as articleDatestamp from './migrations/0013-article-datestamp.ts';
import * as articleJatsFront from './migrations/0014-article-jats-front.ts';
import * as adminAccounts from './migrations/0015-admin-accounts.ts';
import * as deskItems from './migrations/0016-desk-items.ts';
import * as articleDrafts from './migrations/0017-article-drafts.ts';
import * as articleListOrder from './migrations/0018-article-list-order.ts';
import * as configVersions from './migrations/0023-config-versions.ts';
import * as tocPosition from './migrations/0019-toc-position.ts';
import * as sharedState from './migrations/0024-shared-state.ts';
import * as searchTextPostgres from './migrations/0025-search-text-postgres.ts';
import * as searchIndexes from './migrations/0026-search-indexes.ts';
import * as searchFtsPrefix from './migrations/0027-search-fts-prefix.ts';
import * as searchVectorPostgres from './migrations/0028-search-vector-postgres.ts';
import * as articleArrivalLock from './migrations/0029-article-arrival-lock.ts';
import * as contentGenerationAtCommit from './migrations/0030-content-generation-at-commit.ts';
import * as searchFieldVectorPostgres from './migrations/0031-search-field-vector-postgres.ts';
import * as searchTextFiltersPostgres from './migrations/0032-search-text-filters-postgres.ts';
import * as searchVectorRecencyPostgres from './migrations/0033-search-vector-recency-postgres.ts';

/** Versioned migrations, applied in name order. A new one is a new file here and a new entry below. */
export const migrations: Record<string, Migration> = {
  '0001-content': contentTables,
  '0002-article-content': articleContent,
  '0003-article-assets': articleAssets,
  '0004-search-index': searchIndex,
  '0005-search-filter-index': searchFilterIndex,
  '0006-accounts': accounts,
  '0007-auth-codes': authCodes,
  '0008-member-data': memberData,
  '0009-info-pages': infoPages,
  '0010-toc-entry': tocEntry,
  '0011-article-visits': articleVisits,
  '0012-subscription-confirmation': subscriptionConfirmation,
  '0013-article-datestamp': articleDatestamp,
  '0014-article-jats-front': articleJatsFront,
  '0015-admin-accounts': adminAccounts,
  '0016-desk-items': deskItems,
  '0017-article-drafts': articleDrafts,
  '0018-article-list-order': articleListOrder,
  '0019-toc-position': tocPosition,
  '0023-config-versions': configVersions,
  '0024-shared-state': sharedState,
  '0025-search-text-postgres': searchTextPostgres,
  '0026-search-indexes': searchIndexes,
  '0027-search-fts-prefix': searchFtsPrefix,
  '0028-search-vector-postgres': searchVectorPostgres,
  '0029-article-arrival-lock': articleArrivalLock,
  '0030-content-generation-at-commit': contentGenerationAtCommit,
  '0031-search-field-vector-postgres': searchFieldVectorPostgres,
  '0032-search-text-filters-postgres': searchTextFiltersPostgres,
  '0033-search-vector-recency-postgres': searchVectorRecencyPostgres,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against no particular schema
const migratorOf = (db: Kysely<any>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const { error, results = [] } = await migratorOf(db).migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return results;
}

/** The names of the migrations this build has that the database has not run (none once it is current). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  return (await migratorOf(db).getMigrations()).filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
