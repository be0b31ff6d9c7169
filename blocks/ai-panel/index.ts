import { defineBlock } from '../../runtime/registry/define-block.ts';

/**
 * The AI Q&A button and panel (spec §1, §4): on the pages the site's aiqa.json shows it on, a floating button opens a
 * panel with the configured frame. A layout block: it decides from the page whether to show anything.
 */
export default defineBlock({
  name: 'ai-panel',
  codes: ['aiPanel'],
  island: 'intent',
  load: () => import('./AiPanel.tsx'),
});
