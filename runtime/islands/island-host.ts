import { createContext, type ReactElement, type ReactNode } from 'react';
import type { IslandEntry } from './island-entry.ts';

/** An island as a static part of the page places it: what it is and when it hydrates (the host gives the id). */
export type IslandRequest = IslandEntry extends infer Entry ? (Entry extends IslandEntry ? Omit<Entry, 'id'> : never) : never;

/**
 * Present only while the server renders a page's static parts: turns an interactive piece into an island (its own
 * small root, rendered to HTML now, hydrated alone in the browser). Absent inside an island, in the browser and in
 * tests, where a piece simply renders in place.
 */
export type IslandHostValue = {
  frame: (request: Exclude<IslandRequest, { kind: 'behaviour' }>) => ReactElement;
  /** Wraps static HTML (rendered in place, as part of the page) that a plain-DOM behaviour will act on. */
  attach: (request: Extract<IslandRequest, { kind: 'behaviour' }>, html: ReactNode) => ReactElement;
};

export const IslandHost = createContext<IslandHostValue | null>(null);
