import diff from 'microdiff';
import type { StudioChange } from '../../../schemas/admin/studio-api.ts';
import { formatPath } from '../../../schemas/lenient-parse.ts';

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Field by field, what differs between two values of a part, each by its path (`items[2].name`). */
export function valueChanges(before: unknown, after: unknown): StudioChange[] {
  if (!isContainer(before) || !isContainer(after)) {
    return Object.is(before, after) || JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: '', kind: 'changed', before, after }];
  }
  return diff(before as Record<string, unknown>, after as Record<string, unknown>).map((change) => {
    const path = formatPath(change.path);
    if (change.type === 'CREATE') return { path, kind: 'added', after: change.value };
    if (change.type === 'REMOVE') return { path, kind: 'removed', before: change.oldValue };
    return { path, kind: 'changed', before: change.oldValue, after: change.value };
  });
}
