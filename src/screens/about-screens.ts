import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { ParsedLocation } from '../../runtime/routing/parse-location.ts';

/** The modules of `about/{id}`, `aboutus/{id}`, `editorial-board/{id}/{editorialId}` (spec §2). Undefined: not one of these screens. */
export function aboutScreenModules(location: ParsedLocation, bootstrap: Bootstrap): { modules: ModuleDescriptor[]; status: number } | undefined {
  void location;
  void bootstrap;
  return undefined;
}
