import type { SearchResourceCode } from '../schemas/search-config.ts';

/**
 * What a search box has chosen besides the keyword, and the one rule of spec §4 about it: choosing a resource type
 * resets the field to that type's first field and the sub-option (sub-pool) to none chosen, which is how a box starts.
 * Pure and free of XState, so a search box applies the same rule before its machine has loaded.
 */

/** A resource type a box offers: its code, its type id and the field its dropdown starts on. */
export type SearchChoiceResource = { code: SearchResourceCode; type: number; firstField: string };

export type SearchChoice = {
  /** Index into the box's resource types. */
  resourceIndex: number;
  /** The chosen condition's field; `''` is "all fields". */
  field: string;
  /** The chosen sub-pool's label; undefined: none chosen (the whole collection). */
  subPool: string | undefined;
};

export type SearchChoiceEvent =
  | { type: 'resource.choose'; index: number }
  | { type: 'field.choose'; field: string }
  | { type: 'subPool.choose'; subPool: string | undefined };

/** How a box starts: on `resourceIndex` (the page's `type` query may name one), its first field, no sub-pool. */
export function initialSearchChoice(resources: readonly SearchChoiceResource[], resourceIndex = 0): SearchChoice {
  const index = resources[resourceIndex] ? resourceIndex : 0;
  return { resourceIndex: index, field: resources[index]?.firstField ?? '', subPool: undefined };
}

/** The choice after one event; an index outside the box's types changes nothing. */
export function applySearchChoice(choice: SearchChoice, event: SearchChoiceEvent, resources: readonly SearchChoiceResource[]): SearchChoice {
  switch (event.type) {
    case 'resource.choose':
      return resources[event.index] ? initialSearchChoice(resources, event.index) : choice;
    case 'field.choose':
      return { ...choice, field: event.field };
    case 'subPool.choose':
      return { ...choice, subPool: event.subPool };
  }
}
