import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteFolders } from '../../../server/config/config-documents.ts';

/** One JSON file of a configuration folder, by its path inside the folder (`optics/header.json`, `themes.json`). */
export type SampleFile = { name: string; text: string; json: unknown };

/** The JSON files of a configuration folder as they are on disk: the global files, then each site folder's. */
export function readSampleFiles(configDir: string): SampleFile[] {
  const names = [
    ...readdirSync(configDir).filter((name) => name.endsWith('.json')),
    ...siteFolders(configDir).flatMap((sld) =>
      readdirSync(join(configDir, sld))
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${sld}/${name}`),
    ),
  ];
  return names.sort().map((name) => {
    const text = readFileSync(join(configDir, name), 'utf8');
    return { name, text, json: JSON.parse(text) as unknown };
  });
}

export type JsonPath = (string | number)[];

/** Every place in a JSON value (the root too), containers before what they hold. */
export function pathsOf(value: unknown, at: JsonPath = []): JsonPath[] {
  const inside = Array.isArray(value)
    ? value.flatMap((entry, index) => pathsOf(entry, [...at, index]))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, entry]) => pathsOf(entry, [...at, key]))
      : [];
  return [at, ...inside];
}
