import { screensFile, type ScreenLayout, type ScreensFile } from '../../schemas/screens/screen-config.ts';
import defaultScreensJson from './default-screens.json';

/** The portal's screens always say the layout: it is what every site's pages stand in unless a site says its own. */
type PortalScreens = ScreensFile & { layout: ScreenLayout };

let parsed: PortalScreens | undefined;

/**
 * The portal's screens as shipped (default-screens.json, checked against the same schema as a site's screens.json
 * by a test): every route's modules, and the layout around them. Parsed on first use, not when imported.
 */
export function defaultScreens(): PortalScreens {
  if (!parsed) {
    const file = screensFile.parse(defaultScreensJson);
    parsed = { ...file, layout: file.layout ?? { before: [], after: [] } };
  }
  return parsed;
}
