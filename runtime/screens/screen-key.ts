import type { ScreenKey } from '../../schemas/screens/screen-keys.ts';
import type { ParsedLocation } from '../routing/parse-location.ts';

/** The name a parsed address's screen is configured under (schemas/screens/screen-keys.ts). */
export function screenKeyOf(location: ParsedLocation): ScreenKey {
  switch (location.family) {
    case 'standalone':
      return `/${location.screen}`;
    case 'menuCode':
      return '/{code}';
    case 'unknown':
      return 'notFound';
    default:
      return location.screen;
  }
}
