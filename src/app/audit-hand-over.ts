import { isDeepStrictEqual } from 'node:util';
import type { ApiCall } from '../../runtime/api/api-errors.ts';

/** Compared as the page would send it on (JSON): an `undefined` property is no property. */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** The first path at which two JSON values differ, as `data.items[0].id`. */
function firstDifference(left: unknown, right: unknown, path: string): string | undefined {
  if (isDeepStrictEqual(left, right)) return undefined;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null || Array.isArray(left) !== Array.isArray(right)) return path;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    const child = Array.isArray(left) ? `${path}[${key}]` : `${path}.${key}`;
    const found = firstDifference((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key], child);
    if (found) return found;
  }
  return path;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * The test suite's check of what the embedded back end hands a page (`HAND_OVER_AUDIT=on`): the page's schema must
 * read it as it is — else the page would show what the back end built, not what its schema says — and it is frozen,
 * so a render that changes the back end's objects (which may be its caches) throws instead of corrupting them.
 */
export function auditHandOver(handedOver: unknown, checked: unknown, call: ApiCall): void {
  const difference = firstDifference(asJson(handedOver), asJson(checked), 'data');
  if (difference !== undefined) {
    const message = `hand-over: ${call.method} ${call.path}: the schema reads ${difference} otherwise than the back end built it`;
    console.error(message);
    throw new Error(message);
  }
  deepFreeze(handedOver);
}
