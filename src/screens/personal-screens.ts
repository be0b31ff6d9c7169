import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { ParsedLocation } from '../../runtime/routing/parse-location.ts';
import { moduleOf } from '../app/page-data.ts';

/** The query parameters that say where the reader is in the personal centre. */
const placeParams = ['menu', 'tab', 'page', 'album'] as const;

/**
 * `/personal` (spec §2): the personal centre, at the place its query names. Whether the reader is signed in is the
 * block's to decide (its data loads in the browser with the session). Undefined: not this screen.
 */
export function personalScreenModules(location: ParsedLocation): ModuleDescriptor[] | undefined {
  if (location.family !== 'standalone' || location.screen !== 'personal') return undefined;
  const place = Object.fromEntries(placeParams.flatMap((name) => (location.query[name] === undefined ? [] : [[name, location.query[name]]])));
  return [moduleOf('personalCentre', place)];
}
