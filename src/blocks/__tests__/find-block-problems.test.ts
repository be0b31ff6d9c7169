import { describe, expect, it } from 'vitest';
import { readConfigFolder } from '../../../server/config/read-config-folder.ts';
import { moduleListsOf } from '../../../server/config/module-lists-of.ts';
import { moduleOf } from '../../../schemas/module-list.ts';
import type { ModuleListsToCheck } from '../../../schemas/render-contract.ts';
import { defaultScreens } from '../../../runtime/screens/default-screens.ts';
import { findBlockProblems } from '../find-block-problems.ts';

const files = { modules: 'test/modules.json', screens: 'test/screens.json' };
const site = (parts: Partial<Omit<ModuleListsToCheck['sites'][number], 'sld' | 'files'>>): ModuleListsToCheck => ({
  sites: [{ sld: 'test', modules: { home: [], channels: {} }, screens: { screens: {} }, files, ...parts }],
});
const screenModule = (code: string, props: Record<string, unknown>) => ({ ...moduleOf(code, props), requires: [] });

describe('the module lists checked against the blocks', () => {
  it('finds nothing wrong in the sample sites, nor in the portal’s own screens', async () => {
    const snapshot = readConfigFolder('site-configs');
    expect(await findBlockProblems(moduleListsOf(snapshot, 'site-configs'))).toEqual([]);
    expect(await findBlockProblems(site({ screens: defaultScreens() }))).toEqual([]);
  });

  it('names a code no block renders and props failing the block’s contract, by file and path, each failing prop by its own', async () => {
    const problems = await findBlockProblems(
      site({
        modules: {
          home: [moduleOf('latestIssue', { limit: 'many' }), moduleOf('selmag'), moduleOf('carousel', { slides: [{ title: 'one' }, { title: 7 }], intervalMs: -1 })],
          channels: { '7': [moduleOf('nothingHere')] },
        },
      }),
    );
    expect(problems).toEqual([
      { file: 'test/modules.json', path: 'home[0].props.limit', message: expect.stringMatching(/^Invalid input: expected number/) },
      { file: 'test/modules.json', path: 'home[1]', message: 'no block renders module code "selmag" (style 1)' },
      { file: 'test/modules.json', path: 'home[2].props.slides[1].title', message: expect.stringMatching(/expected string/) },
      { file: 'test/modules.json', path: 'home[2].props.intervalMs', message: expect.stringMatching(/>0/) },
      { file: 'test/modules.json', path: 'channels.7[0]', message: 'no block renders module code "nothingHere" (style 1)' },
    ]);
  });

  it('checks a screen’s modules and variants, and leaves props an address fills to the address', async () => {
    const problems = await findBlockProblems(
      site({
        screens: {
          screens: {
            issue: {
              status: 200,
              modules: [screenModule('issueToc', { year: '{year}' }), screenModule('unknownBlock', { year: '{year}' })],
              variants: [{ when: { query: { page: true } }, modules: [screenModule('latestIssue', { limit: 'many' })] }],
            },
          },
        },
      }),
    );
    expect(problems).toEqual([
      { file: 'test/screens.json', path: 'screens.issue.modules[1]', message: 'no block renders module code "unknownBlock" (style 1)' },
      { file: 'test/screens.json', path: 'screens.issue.variants[0].modules[0].props.limit', message: expect.stringMatching(/^Invalid input: expected number/) },
    ]);
  });
});
