import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { SearchBoxComponent } from '../../schemas/search-box.ts';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import { pickSearchBox, resourceOptions } from '../../runtime/search/search-options.ts';
import { localizedString, moduleHeading } from '../home/localize.ts';

/**
 * What every search-box block starts from: its box (the one `boxId` names, else the first of the module's style,
 * else of the block's styles) and whether it offers any resource type at all (else the block says No data).
 */
export function searchBoxOf(bootstrap: Bootstrap, lang: LanguageSegment, { boxId, module, styleIds }: { boxId: number | undefined; module: ModuleDescriptor; styleIds: readonly number[] }) {
  const box = pickSearchBox(bootstrap.searchBoxes, { boxId, styleId: module.styleId, styleIds });
  return { box, hasChoices: resourceOptions(box, bootstrap.search, lang).length > 0 };
}

/** A search box's heading: the box's own title in the page language, else the module's name, else `fallback`. */
export function searchBoxHeading(box: SearchBoxComponent | undefined, module: Pick<ModuleDescriptor, 'name' | 'enName'>, lang: LanguageSegment, fallback: string): string {
  const title = box ? localizedString(box.componentData.title, box.componentData.enTitle, lang).trim() : '';
  return title || moduleHeading(module, lang, fallback);
}
