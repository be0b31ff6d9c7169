import type { InfoPage } from '../../schemas/content/info-page.ts';
import type { NewsSummary } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';

/** What a composite page loads: its item's information page and, when the item names a news column, its news. */
export type CompositeData = { page: InfoPage; news: { tab: number; list: Page<NewsSummary> } | null };
