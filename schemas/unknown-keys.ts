import type { PathSegment } from './lenient-parse.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Keys present in the input that the schema dropped from its output: in configuration these are almost always
 * typos (`showlogin`), which would otherwise be ignored without a word. `accepted` lists top-level keys a schema
 * consumes itself (such as the wire's `configData`).
 */
export function findUnknownKeys(
  input: unknown,
  output: unknown,
  accepted: readonly string[] = [],
  path: PathSegment[] = [],
): PathSegment[][] {
  if (Array.isArray(input) && Array.isArray(output)) {
    if (input.length === output.length) {
      return input.flatMap((entry, index) => findUnknownKeys(entry, output[index], [], [...path, index]));
    }
    // Entries were dropped as invalid: pair the rest by id where they have one.
    const byId = new Map(output.filter(isPlainObject).map((entry) => [String(entry.id), entry]));
    return input.flatMap((entry, index) =>
      isPlainObject(entry) && entry.id !== undefined && byId.has(String(entry.id))
        ? findUnknownKeys(entry, byId.get(String(entry.id)), [], [...path, index])
        : [],
    );
  }
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  return Object.keys(input).flatMap((key) => {
    // Own keys only: `constructor` or `toString` in a file is as unknown as any other name.
    if (Object.hasOwn(output, key)) return findUnknownKeys(input[key], output[key], [], [...path, key]);
    return path.length === 0 && accepted.includes(key) ? [] : [[...path, key]];
  });
}
