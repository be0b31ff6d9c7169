import type { Journal } from '../../schemas/content/journal.ts';
import type { HeadContext, HeadElement } from '../../runtime/registry/page-head.ts';
import type { Loaded } from '../../kits/about/loaded.ts';
import { journalPeriodicalJsonLd } from '../../kits/structured-data/journal-periodical.ts';

/** The journal page's `Periodical`: the journal it describes (nothing when there is none or it could not be read). */
export const journalAboutJsonLd = (data: Loaded<Journal>, context: HeadContext): HeadElement[] => (data.outcome === 'found' ? [journalPeriodicalJsonLd(data.data, context)] : []);
