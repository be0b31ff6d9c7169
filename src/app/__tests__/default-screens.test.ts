import { describe, expect, it } from 'vitest';
import defaultScreensJson from '../../../runtime/screens/default-screens.json';
import { findUnknownKeys } from '../../../schemas/unknown-keys.ts';
import { screensFile, type ScreenModule } from '../../../schemas/screens/screen-config.ts';
import { screenKeys } from '../../../schemas/screens/screen-keys.ts';
import { defaultScreens } from '../../../runtime/screens/default-screens.ts';
import { discoverBlockRegistry } from '../../blocks/discover-blocks.ts';

describe('the portal’s screens (runtime/screens/default-screens.json)', () => {
  it('is a valid screens.json with no key the schema ignores', () => {
    const parsed = screensFile.safeParse(defaultScreensJson);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(findUnknownKeys(defaultScreensJson, parsed.data)).toEqual([]);
  });

  it('says every screen of the route table but home (the site’s modules.json), and the layout around them', () => {
    const { screens, layout } = defaultScreens();
    expect(screenKeys.filter((key) => key !== 'home' && screens[key] === undefined)).toEqual([]);
    expect(layout.before.map((module) => module.code)).toEqual(['header']);
    expect(layout.after.map((module) => module.code)).toContain('footer');
  });

  it('names only module codes a block renders', async () => {
    const registry = discoverBlockRegistry();
    const { screens, layout } = defaultScreens();
    const modules: ScreenModule[] = [
      ...layout.before,
      ...layout.after,
      ...Object.values(screens).flatMap((screen) => [...screen.modules, ...screen.variants.flatMap((variant) => variant.modules ?? [])]),
    ];
    const unknown: string[] = [];
    for (const module of modules) if ((await registry.resolve({ ...module, props: {} })).kind === 'unknown') unknown.push(module.code);
    expect(unknown).toEqual([]);
  });
});
