/** One difference between two versions of a value: where, and what each says (undefined: absent). */
export type Difference = { path: string; mine: unknown; theirs: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Field by field, where two versions differ (`authors.0.name`): objects by their keys, lists by position, anything
 * else by value. Issue 20's configuration history compares versions the same way.
 */
export function differences(mine: unknown, theirs: unknown, path = ''): Difference[] {
  if (Object.is(mine, theirs)) return [];
  const join = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (isPlainObject(mine) && isPlainObject(theirs)) {
    const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
    return keys.flatMap((key) => differences(mine[key], theirs[key], join(key)));
  }
  if (Array.isArray(mine) && Array.isArray(theirs)) {
    return Array.from({ length: Math.max(mine.length, theirs.length) }, (_item, index) => differences(mine[index], theirs[index], join(index))).flat();
  }
  return [{ path, mine, theirs }];
}

/** A value as an editor reads it in a comparison: text as it is, absent as a dash, anything else as JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
