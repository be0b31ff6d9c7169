import type { IslandEntry } from '../../runtime/islands/island-entry.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { SiteKey } from '../../runtime/bootstrap/bootstrap-key.ts';
import type { PageHead } from '../../runtime/registry/page-head.ts';
import type { PlacedModule } from '../../runtime/registry/placed-module.ts';
import type { Device } from '../../schemas/device.ts';
import type { ParsedLocation } from '../../runtime/routing/parse-location.ts';

/** A page's modules, placed: the layout's before and after the main content, and the screen's own. */
export type PageSlots = { before: PlacedModule[]; main: PlacedModule[]; after: PlacedModule[] };

/**
 * What the page loader decided for a URL, as plain data: the server renders it and inlines it, the browser hydrates
 * from it. Every outcome renders through the same shell: a page of a served site reads its configuration from the
 * query cache (`siteKey`); the others carry a default configuration, with the site's name and colour when known.
 */
export type PageFacts = {
  status: number;
  lang: LanguageSegment;
  location: ParsedLocation;
  /** The path and query the page was asked for. */
  path: string;
  /** The title key under screens.titles. */
  screen: string;
  /** The layout variant, from the phone/tablet test on the server; the browser hydrates the same one. */
  device: Device;
} & ({ kind: 'page'; siteKey: SiteKey } | { kind: 'notice' | 'forbidden' | 'unavailable'; bootstrap: Bootstrap });

/**
 * `head` is what blocks say about the page: its title (an article's, shown instead of the screen's) and what they add
 * to the server-rendered head (the server inlines the title for the browser, not the head elements).
 */
export type PageData = PageFacts & { slots: PageSlots; head?: PageHead };

/**
 * What the browser gets of a page (inlined by the server): the facts every island's surroundings are built from, and
 * the islands to hydrate. The static blocks' placements, props and data stay on the server.
 */
export type IslandPage = PageFacts & { islands: IslandEntry[] };
