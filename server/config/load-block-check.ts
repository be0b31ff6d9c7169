import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FindBlockProblems } from '../../schemas/render-contract.ts';

export type BlockCheck = { find: FindBlockProblems; close: () => Promise<void> };

/**
 * The renderer's block check for a command (`validate-config`), which has no renderer of its own: the blocks'
 * definitions and contracts through Vite where Vite is installed (a checkout: always the current sources), else the
 * built SSR bundle (an install without devDependencies), else none.
 */
export async function loadBlockCheck(): Promise<BlockCheck | undefined> {
  try {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'silent' });
    const entry = (await vite.ssrLoadModule('/src/blocks/find-block-problems.ts')) as { findBlockProblems: FindBlockProblems };
    return { find: entry.findBlockProblems, close: () => vite.close() };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
  const built = resolve('dist/server/entry-server.js');
  if (!existsSync(built)) return undefined;
  const entry = (await import(pathToFileURL(built).href)) as { findBlockProblems: FindBlockProblems };
  return { find: entry.findBlockProblems, close: async () => {} };
}
