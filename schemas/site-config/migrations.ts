/**
 * Config files carry `schemaVersion`. A file written for an older version is brought forward one step at a time
 * before it is validated; a file from a newer Masthead is refused rather than misread.
 *
 * Version 0 is the original API's wire shape (no `schemaVersion`): administrators can paste what the original
 * `/rc-pub` returns, and the 0 → 1 step wraps bare lists the way version 1 files hold them. The next step goes at
 * the end of `migrations`, and `currentSchemaVersion` moves with it.
 */
export const currentSchemaVersion = 1;

export type ConfigFileName = string;

export type Migration = {
  from: number;
  describe: string;
  migrate: (fileName: ConfigFileName, raw: unknown) => unknown;
};

/** Files whose version-1 form wraps a bare list under a key. */
const wrappedLists: Record<string, string> = {
  'menu.json': 'items',
  'modules.json': 'home',
  'common-codes.json': 'codes',
  'themes.json': 'colours',
};

export const migrations: Migration[] = [
  {
    from: 0,
    describe: 'original API shape → Masthead v1 (bare lists wrapped)',
    migrate: (fileName, raw) => {
      const key = wrappedLists[fileName];
      return key && Array.isArray(raw) ? { [key]: raw } : raw;
    },
  },
];

export type MigrationOutcome =
  | { ok: true; value: unknown; fromVersion: number }
  | { ok: false; path: string; message: string };

/** Brings a parsed config file to `currentSchemaVersion`, without `schemaVersion` and `$schema` keys. */
export function migrateConfigFile(
  fileName: ConfigFileName,
  raw: unknown,
  steps: Migration[] = migrations,
  targetVersion: number = currentSchemaVersion,
): MigrationOutcome {
  if (raw === null || typeof raw !== 'object') return { ok: false, path: '', message: 'must be a JSON object' };
  // A bare list is the original API's shape, so version 0.
  const declared = Array.isArray(raw) ? 0 : ((raw as Record<string, unknown>).schemaVersion ?? 0);
  if (typeof declared !== 'number' || !Number.isInteger(declared) || declared < 0) {
    return { ok: false, path: 'schemaVersion', message: 'must be a whole number' };
  }
  if (declared > targetVersion) {
    return {
      ok: false,
      path: 'schemaVersion',
      message: `is ${declared}, but this Masthead reads up to version ${targetVersion}; upgrade Masthead first`,
    };
  }
  let value: unknown = raw;
  if (!Array.isArray(raw)) {
    const { schemaVersion: _version, $schema: _editorSchema, ...fields } = raw as Record<string, unknown>;
    value = fields;
  }

  let version = declared;
  while (version < targetVersion) {
    const step = steps.find((candidate) => candidate.from === version);
    if (!step) return { ok: false, path: 'schemaVersion', message: `no migration from version ${version}` };
    value = step.migrate(fileName, value);
    version += 1;
  }
  return { ok: true, value, fromVersion: declared };
}
