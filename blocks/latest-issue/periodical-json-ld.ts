import type { HeadContext, PageHead } from '../../runtime/registry/page-head.ts';
import { periodicalJsonLd } from '../../kits/structured-data/periodical.ts';

/** The home page's latest issue stands for the journal: the page describes the site's `Periodical`. */
export const latestIssueJsonLd = (context: HeadContext): PageHead => ({ elements: [periodicalJsonLd(context)] });
