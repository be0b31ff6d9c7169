import { screensFile, type ScreensFile } from '../../schemas/screens/screen-config.ts';
import defaultScreensJson from './default-screens.json';

let parsed: ScreensFile | undefined;

/**
 * The portal's screens as shipped (default-screens.json, checked against the same schema as a site's screens.json
 * by a test): every route's modules, and the layout around them. Parsed on first use, not when imported.
 */
export function defaultScreens(): ScreensFile {
  parsed ??= screensFile.parse(defaultScreensJson);
  return parsed;
}
