import type { AiqaConfig } from '../../schemas/aiqa.ts';

/** The screens of an article's page. */
const articleScreens = new Set(['article', 'articleByDoi']);

/**
 * Whether a page shows the AI button (spec §1: on the home page when an AI Q&A configuration is set; §9: where else
 * is configuration): an enabled config with a frame, on the home page if `showOnHome`, on article pages if
 * `showOnArticle`.
 */
export function aiPanelShown(config: AiqaConfig | null, screen: string): config is AiqaConfig {
  if (!config?.enabled || config.frameUrl.trim() === '') return false;
  if (screen === 'home') return config.showOnHome;
  return articleScreens.has(screen) && config.showOnArticle;
}
