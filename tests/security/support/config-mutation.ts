import type { JsonPath } from './sample-config-files.ts';

/**
 * One change to one configuration file, the way an administrator's mistake (or an attacker with write access to a
 * file) might make it. Paths come from the sample file; a path an earlier change removed makes a change a no-op.
 */
export type ConfigMutation =
  | { file: string; kind: 'replace'; path: JsonPath; value: unknown }
  | { file: string; kind: 'delete'; path: JsonPath }
  | { file: string; kind: 'unknownKey'; path: JsonPath; key: string; value: unknown }
  | { file: string; kind: 'duplicateEntry'; path: JsonPath }
  | { file: string; kind: 'longList'; path: JsonPath; length: number }
  | { file: string; kind: 'deepNest'; path: JsonPath; depth: number }
  | { file: string; kind: 'brokenText'; at: number; insert: string }
  | { file: string; kind: 'removeFile' };

const isContainer = (value: unknown): value is Record<string | number, unknown> => value !== null && typeof value === 'object';

/** The container holding `path`'s last segment, or undefined when the path no longer exists. */
function parentOf(root: unknown, path: JsonPath): Record<string | number, unknown> | undefined {
  let node: unknown = root;
  for (const segment of path.slice(0, -1)) {
    if (!isContainer(node) || !Object.hasOwn(node, segment)) return undefined;
    node = node[segment];
  }
  return isContainer(node) && Object.hasOwn(node, path.at(-1)!) ? node : undefined;
}

function valueAt(root: unknown, path: JsonPath): unknown {
  if (path.length === 0) return root;
  return parentOf(root, path)?.[path.at(-1)!];
}

/** Sets an own property, even one named `__proto__`, as JSON.parse would have made it. */
function setOwn(target: Record<string | number, unknown>, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const nested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { deeper: value };
  return value;
};

/** Applies a change that works on the parsed JSON (every kind but brokenText and removeFile); returns the new root. */
export function mutateJson(root: unknown, mutation: ConfigMutation): unknown {
  if (mutation.kind === 'brokenText' || mutation.kind === 'removeFile') return root;
  const { path } = mutation;
  const replaceAt = (value: unknown): unknown => {
    if (path.length === 0) return value;
    const parent = parentOf(root, path);
    if (parent) setOwn(parent, path.at(-1)!, value);
    return root;
  };
  const here = valueAt(root, path);
  switch (mutation.kind) {
    case 'replace':
      return replaceAt(mutation.value);
    case 'deepNest':
      return replaceAt(nested(mutation.depth));
    case 'delete': {
      const parent = path.length > 0 ? parentOf(root, path) : undefined;
      if (Array.isArray(parent)) parent.splice(Number(path.at(-1)), 1);
      else if (parent) delete parent[path.at(-1)!];
      return root;
    }
    case 'unknownKey':
      if (isContainer(here) && !Array.isArray(here)) setOwn(here, mutation.key, mutation.value);
      return root;
    case 'duplicateEntry':
      if (Array.isArray(here) && here.length > 0) here.push(structuredClone(here[0]));
      return root;
    case 'longList':
      if (Array.isArray(here) && here.length > 0) {
        const pattern = [...here];
        while (here.length < mutation.length) here.push(structuredClone(pattern[here.length % pattern.length]));
      }
      return root;
  }
}

/** A file's text after its changes: JSON, unless a brokenText change cuts it and puts something else in. */
export function textAfter(json: unknown, mutations: ConfigMutation[]): string {
  let text = JSON.stringify(json, null, 2);
  for (const mutation of mutations) {
    if (mutation.kind !== 'brokenText') continue;
    const at = mutation.at % (text.length + 1);
    text = text.slice(0, at) + mutation.insert;
  }
  return text;
}

