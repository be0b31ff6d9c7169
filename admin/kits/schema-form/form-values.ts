import type { FieldModel, FormEntry } from './form-model.ts';

export type FormValue = Record<string, unknown>;
export type FieldPath = readonly (string | number)[];

/** A problem's path as the server names it (`authors.0.name`), for a field's path. */
export const pathKey = (path: FieldPath): string => path.join('.');

/** The input id of a field (`idPrefix` keeps two forms on one page apart). */
export const fieldId = (idPrefix: string, path: FieldPath): string => [idPrefix, ...path].join('-');

const fieldsOf = (entries: readonly FormEntry[]): FieldModel[] => entries.flatMap((entry) => (entry.kind === 'single' ? [entry.field] : [entry.zh, entry.en]));

/**
 * A new value for a field: its schema's default, else what its input shows when empty (`''`, `false`, `[]`, a group
 * of new values; null where null is allowed; nothing for a number or a choice not yet made).
 */
export function newValueOf(field: FieldModel): unknown {
  // A group whose default is `{}` (its fields' own defaults apply) starts with those, so the form shows what applies.
  if (field.kind === 'group' && field.fallback && isRecord(field.fallback.value)) {
    return { ...(newValueOf({ ...field, fallback: undefined, nullable: false }) as Record<string, unknown>), ...structuredClone(field.fallback.value) };
  }
  if (field.fallback) return structuredClone(field.fallback.value);
  if (field.nullable) return null;
  switch (field.kind) {
    case 'text':
    case 'date':
    case 'colour':
      return '';
    case 'boolean':
      return false;
    case 'list':
      return [];
    case 'group':
      return Object.fromEntries(fieldsOf(field.entries).map((child) => [child.key, newValueOf(child)]));
    default:
      return undefined;
  }
}

/**
 * The items a list shows: its value's, or (unset) its schema's default list, which applies until the first change
 * makes it the value.
 */
export function listItemsOf(field: FieldModel, value: unknown): { items: readonly unknown[]; unset: boolean } {
  if (Array.isArray(value)) return { items: value, unset: false };
  const fallback = field.fallback?.value;
  return value === undefined && Array.isArray(fallback) ? { items: fallback, unset: true } : { items: [], unset: false };
}

/** Every field a value of the model shows, by problem path: its input's id and its label with its parents' ("Authors › 2 › Name"). */
export function shownFields(model: FieldModel, value: unknown, idPrefix: string): Map<string, { id: string; label: string }> {
  const shown = new Map<string, { id: string; label: string }>();
  const visit = (field: FieldModel, current: unknown, path: FieldPath, trail: readonly string[]) => {
    const label = [...trail, field.label].filter(Boolean).join(' › ');
    if (path.length > 0) shown.set(pathKey(path), { id: fieldId(idPrefix, path), label });
    if (field.kind === 'group') {
      const record = isRecord(current) ? current : {};
      for (const child of fieldsOf(field.entries)) visit(child, record[child.key], [...path, child.key], path.length > 0 ? [...trail, field.label] : trail);
    }
    if (field.kind === 'list') {
      listItemsOf(field, current).items.forEach((item, index) => visit({ ...field.item, label: `${index + 1}` }, item, [...path, index], [...trail, field.label]));
    }
  };
  visit(model, value, [], []);
  return shown;
}

/** A boolean field's value as its checkbox shows it: the configuration's flags are on only as `true`, `1` or `"1"`. */
export const isOn = (value: unknown): boolean => value === true || value === 1 || value === '1';

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
