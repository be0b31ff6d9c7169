import { describe, expect, it } from 'vitest';
import { currentSchemaVersion, migrateConfigFile, type Migration } from '../site-config/migrations.ts';
import { menuFile } from '../site-config/files.ts';

describe('migrateConfigFile', () => {
  it('strips schemaVersion and $schema from a current file', () => {
    const outcome = migrateConfigFile('footer.json', { $schema: '../_schema/footer.schema.json', schemaVersion: currentSchemaVersion, icp: 'x' });
    expect(outcome).toEqual({ ok: true, value: { icp: 'x' }, fromVersion: currentSchemaVersion });
  });

  it('reads a bare list (the original API shape) as version 0 and wraps it', () => {
    const outcome = migrateConfigFile('menu.json', [{ id: 1, code: 'index' }]);
    expect(outcome.ok && menuFile.parse(outcome.value).items[0]?.code).toBe('index');
    expect(outcome.ok && outcome.fromVersion).toBe(0);
  });

  it('refuses a file from a newer Masthead instead of misreading it', () => {
    const outcome = migrateConfigFile('site.json', { schemaVersion: currentSchemaVersion + 1 });
    expect(outcome).toMatchObject({ ok: false, path: 'schemaVersion' });
    expect(!outcome.ok && outcome.message).toMatch(/upgrade Masthead first/);
  });

  it('refuses a version that is not a whole number, and a non-object file', () => {
    expect(migrateConfigFile('site.json', { schemaVersion: '1' })).toMatchObject({ ok: false, path: 'schemaVersion' });
    expect(migrateConfigFile('site.json', 'text')).toMatchObject({ ok: false, message: 'must be a JSON object' });
  });

  it('applies the steps in order up to the target version', () => {
    const steps: Migration[] = [
      { from: 0, describe: 'wrap', migrate: (_name, raw) => raw },
      { from: 1, describe: 'rename navStyle to layout', migrate: (_name, raw) => {
        const { navStyle, ...rest } = raw as Record<string, unknown>;
        return { ...rest, layout: navStyle };
      } },
    ];
    expect(migrateConfigFile('header.json', { schemaVersion: 1, navStyle: 2 }, steps, 2)).toEqual({ ok: true, value: { layout: 2 }, fromVersion: 1 });
    expect(migrateConfigFile('header.json', { schemaVersion: 0 }, [], 1)).toMatchObject({ ok: false, message: 'no migration from version 0' });
  });
});
