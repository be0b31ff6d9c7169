/**
 * Whether a failed statement broke a unique key or primary key: SQLite's SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY
 * (better-sqlite3), PostgreSQL's unique_violation, 23505 (pg).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
