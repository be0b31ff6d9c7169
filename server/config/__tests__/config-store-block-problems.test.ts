import { describe, expect, it } from 'vitest';
import type { ModuleListsToCheck } from '../../../schemas/render-contract.ts';
import { ConfigStore } from '../config-store.ts';

/** The renderer's findings on the live configuration: in the diagnostics, and in the log once, not on every reload. */
describe('ConfigStore with the renderer’s block check', () => {
  const problem = { file: 'site-configs/optics/modules.json', path: 'home[12]', message: 'no block renders module code "selmag" (style 1)' };

  it('adds them to the files’ own diagnostics, checks each configuration generation once, and logs a problem once', async () => {
    const warnings: string[] = [];
    const checked: ModuleListsToCheck[] = [];
    const store = new ConfigStore('site-configs', { info: () => {}, warn: (message) => warnings.push(message) });
    expect(await store.diagnostics()).toEqual([]);

    store.checkBlocksWith(async (input) => {
      checked.push(input);
      return [problem];
    });
    expect(await store.diagnostics()).toEqual([problem]);
    expect(await store.diagnostics()).toEqual([problem]);
    expect(checked).toHaveLength(1);
    expect(checked[0]!.sites.map((site) => site.sld)).toContain('optics');
    expect(checked[0]!.sites.find((site) => site.sld === 'optics')!.files.modules).toBe('site-configs/optics/modules.json');

    await store.reload();
    expect(await store.diagnostics()).toEqual([problem]);
    expect(checked).toHaveLength(2);
    expect(warnings).toEqual([`config: ${problem.file}: ${problem.path}: ${problem.message}`]);
  });

  it('reports a check that fails as a problem of its own, not as no problems', async () => {
    const store = new ConfigStore('site-configs');
    store.checkBlocksWith(async () => {
      throw new Error('renderer gone');
    });
    expect(await store.diagnostics()).toEqual([{ file: 'site-configs', path: '', message: 'module lists could not be checked: renderer gone' }]);
  });
});
