import type { StudioPartName } from '../../../schemas/admin/studio-api.ts';
import { isRecord } from '../../kits/schema-form/form-values.ts';

export type ValuePath = readonly (string | number)[];

/** One module list of a part: where it sits in the part's value, and what the page editor calls it. */
export type ModuleListPlace = { key: string; path: ValuePath; label: string };

const keyOf = (path: ValuePath) => path.join('.');
const place = (path: ValuePath, label: string): ModuleListPlace => ({ key: keyOf(path), path, label });

/**
 * The module lists a part's value holds: modules.json's home page and each channel's page; screens.json's layout
 * (before and after every screen), each screen's modules and each of its variants' own.
 */
export function moduleListsOf(part: StudioPartName, value: unknown): ModuleListPlace[] {
  const record = isRecord(value) ? value : {};
  if (part === 'modules.json') {
    const channels = isRecord(record.channels) ? Object.keys(record.channels) : [];
    return [place(['home'], 'Home page'), ...channels.map((id) => place(['channels', id], `Channel ${id}`))];
  }
  if (part === 'screens.json') {
    const places: ModuleListPlace[] = [];
    if (isRecord(record.layout)) {
      places.push(place(['layout', 'before'], 'Layout: before every screen'), place(['layout', 'after'], 'Layout: after every screen'));
    }
    const screens = isRecord(record.screens) ? record.screens : {};
    for (const [name, screen] of Object.entries(screens)) {
      places.push(place(['screens', name, 'modules'], `Screen ${name}`));
      const variants = isRecord(screen) && Array.isArray(screen.variants) ? screen.variants : [];
      variants.forEach((variant, index) => {
        if (isRecord(variant) && Array.isArray(variant.modules)) places.push(place(['screens', name, 'variants', index, 'modules'], `Screen ${name}, variant ${index + 1}`));
      });
    }
    return places;
  }
  return [];
}

export function valueAt(root: unknown, path: ValuePath): unknown {
  let node = root;
  for (const segment of path) {
    if (Array.isArray(node) && typeof segment === 'number') node = node[segment];
    else if (isRecord(node)) node = node[String(segment)];
    else return undefined;
  }
  return node;
}

/** The value with `next` at `path` (objects made on the way), the rest shared with the old value. */
export function withValueAt(root: unknown, path: ValuePath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(root) && typeof head === 'number') return root.map((item, index) => (index === head ? withValueAt(item, rest, next) : item));
  const record = isRecord(root) ? root : {};
  return { ...record, [String(head)]: withValueAt(record[String(head)], rest, next) };
}

/** A new module of a list: the next free id, the code and style chosen, on, no props yet. */
export function newModule(list: readonly unknown[], code: string, styleId: number): Record<string, unknown> {
  const ids = list.map((module) => (isRecord(module) ? Number(module.id) : 0)).filter(Number.isFinite);
  return { id: Math.max(0, ...ids) + 1, code, styleId, name: '', enName: '', enable: true, props: {} };
}

/** The list with the item at `from` swapped with its neighbour at `to` (unchanged when `to` is outside it). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (to < 0 || to >= list.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** A DOM id made of any text (a screen's name holds `/` and `{}`). */
export const idSafe = (text: string): string => text.replace(/[^\w-]/g, (character) => `_${character.charCodeAt(0).toString(16)}`);

/** The value without what is at `path` (a channel's page, a screen the site no longer changes). */
export function withoutAt(root: unknown, path: ValuePath): unknown {
  if (path.length === 0) return root;
  const parentPath = path.slice(0, -1);
  const parent = valueAt(root, parentPath);
  if (!isRecord(parent)) return root;
  const { [String(path[path.length - 1])]: _removed, ...rest } = parent;
  return withValueAt(root, parentPath, rest);
}

/** What a page-editor place removes when the site stops having it: a channel's page, or a screen's whole override. */
export function removablePathOf(place: ModuleListPlace): ValuePath | undefined {
  const [first, second] = place.path;
  if (first === 'channels' && place.path.length === 2) return place.path;
  if (first === 'screens' && place.path.length === 3 && second !== undefined) return ['screens', second];
  if (first === 'layout') return ['layout'];
  return undefined;
}
