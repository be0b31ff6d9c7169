import { join } from 'node:path';
import type { ModuleListsToCheck } from '../../schemas/render-contract.ts';
import type { ConfigSnapshot } from './config-snapshot.ts';
import { displayPath } from './read-config-file.ts';

/** Every site's module lists with the files they came from, named as the files' own diagnostics name them. */
export function moduleListsOf(snapshot: ConfigSnapshot, configDir: string): ModuleListsToCheck {
  return {
    sites: [...snapshot.sites].map(([sld, config]) => ({
      sld,
      modules: config.modules,
      screens: config.screens,
      files: { modules: displayPath(join(configDir, sld, 'modules.json')), screens: displayPath(join(configDir, sld, 'screens.json')) },
    })),
  };
}
