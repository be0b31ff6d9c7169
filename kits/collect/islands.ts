import { defineIsland } from '../../runtime/islands/define-island.ts';

/**
 * A signed-in reader's Collect toggle in a list (a table of contents): an island of its own, hydrated as it nears the
 * screen, where it asks whether the article is collected. Signed out, lists show a plain link to sign in instead.
 */
export const collectButtonIsland = defineIsland<{ articleId: number; askWhenSeen: boolean }>({
  name: 'collect-button',
  when: 'visible',
  load: () => import('./CollectButton.tsx').then((module) => ({ default: module.CollectButton })),
});

export default [collectButtonIsland];
