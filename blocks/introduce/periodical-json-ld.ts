import type { Journal } from '../../schemas/content/journal.ts';
import type { HeadContext, PageHead } from '../../runtime/registry/page-head.ts';
import { journalPeriodicalJsonLd } from '../../kits/structured-data/journal-periodical.ts';

/** The journal introduced, as the page's `Periodical` (none when the site has no such journal). */
export const introduceJsonLd = (journal: Journal | null, context: HeadContext): PageHead => ({ elements: journal ? [journalPeriodicalJsonLd(journal, context)] : [] });
