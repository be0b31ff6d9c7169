import type { z } from 'zod';
import type { AnySchema } from './any-schema.ts';

export type PathSegment = PropertyKey;

export type ParseIssue = { path: string; message: string };

export type LenientResult<T> =
  | { ok: true; value: T; issues: ParseIssue[] }
  | { ok: false; value: undefined; issues: ParseIssue[] };

/** `menu[2].children[0].code`: the path an administrator would look for in the file. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'string' && /^[A-Za-z_$][\w$]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}

/** Where an issue points an administrator. An over-long list points at its first extra entry (`list[3]`). */
function issuePath(issue: z.core.$ZodIssue): PathSegment[] {
  const path = [...issue.path];
  if (issue.code === 'too_big' && issue.origin === 'array') path.push(Number(issue.maximum));
  return path;
}

export function describeIssues(error: z.ZodError): ParseIssue[] {
  return error.issues.map((issue) => ({ path: formatPath(issuePath(issue)), message: issue.message }));
}

function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  return path.reduce<unknown>((node, segment) => (node as Record<PropertyKey, unknown> | undefined)?.[segment], root);
}

function removeAt(root: unknown, path: readonly PathSegment[]): unknown {
  let parent: unknown = root;
  for (const segment of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return root;
    parent = (parent as Record<PropertyKey, unknown>)[segment];
  }
  const last = path[path.length - 1]!;
  if (Array.isArray(parent) && typeof last === 'number') {
    // An over-long list keeps its first entries; a broken entry is dropped and the rest stay.
    parent.splice(last, 1);
  } else if (parent !== null && typeof parent === 'object') {
    delete (parent as Record<PropertyKey, unknown>)[last];
  }
  return root;
}

function compareDescending(a: readonly PathSegment[], b: readonly PathSegment[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    if (a[i] === b[i]) continue;
    if (typeof a[i] === 'number' && typeof b[i] === 'number') return (b[i] as number) - (a[i] as number);
    return String(b[i]).localeCompare(String(a[i]));
  }
  return b.length - a.length;
}

/**
 * Parses configuration without ever throwing it away whole: what is invalid is removed (so its default applies),
 * what is valid is kept, and every problem is reported with its path. A field whose removal does not help (a
 * required one) takes its parent with it, level by level; only when nothing can be salvaged is the result not ok.
 */
export function parseLeniently<S extends AnySchema>(schema: S, raw: unknown): LenientResult<z.output<S>> {
  const first = schema.safeParse(raw);
  if (first.success) return { ok: true, value: first.data, issues: [] };

  const issues = describeIssues(first.error);
  let current: unknown = structuredClone(raw);
  const removed = new Set<string>();
  let error = first.error;

  for (let round = 0; round < 64; round += 1) {
    const targets: PathSegment[][] = [];
    // A field can fail several checks at once (`logo1`: not an address, and a script address): one removal for all.
    const reportedThisRound = new Set<string>();
    // Siblings that climb to the same parent remove it once: the second must not climb past it to the root.
    const targetedThisRound = new Set<string>();
    for (const issue of error.issues) {
      const reported = JSON.stringify(issue.path);
      if (reportedThisRound.has(reported)) continue;
      reportedThisRound.add(reported);
      // An over-long list keeps its first entries. (zod reports only the length then, so an entry that is also
      // broken is found after the cut, and the list may end up shorter than its maximum.)
      if (issue.code === 'too_big' && issue.origin === 'array') {
        const list = valueAt(current, issue.path);
        if (Array.isArray(list)) list.length = Number(issue.maximum);
        continue;
      }
      // Removing a list entry always makes progress (the list gets shorter). Removing a field may not (a required
      // one is then missing): when the same field is reported again, its parent goes instead.
      const isListEntry = (at: PathSegment[]) => typeof at.at(-1) === 'number' && Array.isArray(valueAt(current, at.slice(0, -1)));
      let path: PathSegment[] = [...issue.path];
      while (path.length > 0 && !isListEntry(path) && removed.has(JSON.stringify(path)) && !targetedThisRound.has(JSON.stringify(path))) path = path.slice(0, -1);
      if (targetedThisRound.has(JSON.stringify(path))) continue;
      if (path.length === 0) {
        // Nothing below the root helped: try the part's defaults once, then give up.
        if (removed.has('[]')) return { ok: false, value: undefined, issues };
        removed.add('[]');
        current = {};
        targets.length = 0;
        break;
      }
      removed.add(JSON.stringify(path));
      targetedThisRound.add(JSON.stringify(path));
      targets.push(path);
    }
    targets.sort(compareDescending);
    for (const path of targets) current = removeAt(current, path);
    const next = schema.safeParse(current);
    // A check zod skipped while a part was broken (a list's refinement over its entries) runs on what is left:
    // its problems are reported too. One whose path a reported problem already names is the removal's echo.
    const reportedPaths = new Set(issues.map(({ path }) => path));
    if (next.success) return { ok: true, value: next.data, issues };
    issues.push(...describeIssues(next.error).filter(({ path }) => !reportedPaths.has(path)));
    error = next.error;
  }
  return { ok: false, value: undefined, issues };
}
