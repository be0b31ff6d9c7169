import { contentLanguageOf, type LanguageSegment } from '../../schemas/language-codes.ts';
import type { SearchBoxComponent } from '../../schemas/search-box.ts';
import type { SearchConfig, SearchResourceCode } from '../../schemas/search-config.ts';
import type { SearchResource } from './search-target.ts';

/** Pure helpers that turn the search configuration into the choices a search box offers (spec §2, §3). */

export type ResourceOption = SearchResource & { label: string };
export type FieldOption = { field: string; label: string };
export type SubPoolOption = { label: string; name: string };

function named(zh: string, en: string, lang: LanguageSegment): string {
  if (contentLanguageOf(lang) === 'zh') return zh.trim() || en;
  return en.trim() || zh;
}

/**
 * The resource types a box searches: its `updateResourceWay` codes in the box's order, each found in the site's
 * resource types and open (`isOpenConfig`); a box that names none searches every open type.
 */
export function resourceOptions(box: Pick<SearchBoxComponent, 'updateResourceWay'> | undefined, search: SearchConfig, lang: LanguageSegment): ResourceOption[] {
  const open = search.resourceTypes.filter((resource) => resource.isOpenConfig);
  const codes: SearchResourceCode[] = box && box.updateResourceWay.length > 0 ? box.updateResourceWay : open.map((resource) => resource.code);
  const options: ResourceOption[] = [];
  for (const code of new Set(codes)) {
    const resource = open.find((candidate) => candidate.code === code);
    if (resource) options.push({ code: resource.code, type: resource.type, label: named(resource.name, resource.enName, lang) });
  }
  return options;
}

/** The field dropdown of a resource (`enCondition` on every language but zh). */
export function fieldOptions(search: SearchConfig, code: SearchResourceCode | undefined, lang: LanguageSegment): FieldOption[] {
  if (!code) return [];
  return (search.conditions[code] ?? []).map((condition) => ({ field: condition.field, label: named(condition.condition, condition.enCondition, lang) }));
}

/** The first field of a resource: what choosing a resource type resets the field to (spec §4). */
export function firstFieldOf(search: SearchConfig, code: SearchResourceCode | undefined): string {
  return (code && search.conditions[code]?.[0]?.field) || '';
}

export function subPoolOptions(box: Pick<SearchBoxComponent, 'subPoolList'> | undefined, lang: LanguageSegment): SubPoolOption[] {
  return (box?.subPoolList ?? []).map((pool) => ({ label: pool.label, name: named(pool.name, pool.enName, lang) })).filter((pool) => pool.label !== '');
}

/**
 * The box a module shows: the one `boxId` names (if it has one of the block's styles), else the first box with the
 * module's style, else the first with any of the block's styles.
 */
export function pickSearchBox(
  boxes: readonly SearchBoxComponent[],
  { boxId, styleId, styleIds }: { boxId?: number | undefined; styleId: number; styleIds: readonly number[] },
): SearchBoxComponent | undefined {
  const fits = (box: SearchBoxComponent) => styleIds.includes(box.styleId);
  const named = boxId === undefined ? undefined : boxes.find((box) => box.id === boxId);
  if (named && fits(named)) return named;
  return boxes.find((box) => box.styleId === styleId) ?? boxes.find(fits);
}

/**
 * The resource chosen first: the one the page's `type` query names (spec §2 "The route query type switches the
 * selected resource type"), by code or type id, else the first.
 */
export function initialResourceIndex(options: readonly ResourceOption[], queryType: string | undefined): number {
  if (!queryType) return 0;
  const index = options.findIndex((option) => option.code === queryType || String(option.type) === queryType || (queryType === 'article' && option.code === 'thesis'));
  return index < 0 ? 0 : index;
}
