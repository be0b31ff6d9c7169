import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { currentSchemaVersion } from '../../schemas/site-config/migrations.ts';
import { globalFileSchemas, siteFileSchemas } from '../../schemas/site-config/files.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

/**
 * Generates the JSON Schema of every config file from its zod schema into `site-configs/_schema/`, so an editor
 * validates a config file as it is typed (each file names its schema in `$schema`). `--check` fails if the
 * committed files are out of date instead of writing them.
 */
export function jsonSchemaFor(fileName: string, schema: AnySchema): Record<string, unknown> {
  const generated = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  const properties = (generated.properties ?? {}) as Record<string, unknown>;
  return {
    ...generated,
    $id: `masthead:site-configs/${fileName.replace(/\.json$/, '.schema.json')}`,
    title: `Masthead ${fileName}`,
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      schemaVersion: { const: currentSchemaVersion, description: 'Version of this file format.' },
      ...properties,
    },
    required: ['schemaVersion', ...((generated.required as string[] | undefined) ?? [])],
  };
}

export function allJsonSchemas(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, { schema }] of [...Object.entries(siteFileSchemas), ...Object.entries(globalFileSchemas)]) {
    files.set(name.replace(/\.json$/, '.schema.json'), `${JSON.stringify(jsonSchemaFor(name, schema), null, 2)}\n`);
  }
  return files;
}

const isMain = process.argv[1] && resolve(process.argv[1]).endsWith('write-json-schemas.ts');
if (isMain) {
  const outDir = join(process.env.SITE_CONFIG_DIR ?? 'site-configs', '_schema');
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of allJsonSchemas()) {
    const file = join(outDir, name);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    if (check) stale.push(file);
    else writeFileSync(file, text);
  }
  if (stale.length) {
    process.stderr.write(`out of date (run npm run json-schema): ${stale.join(', ')}\n`);
    process.exit(1);
  }
  process.stdout.write(check ? 'JSON Schemas are up to date\n' : `JSON Schemas written to ${outDir}\n`);
}
