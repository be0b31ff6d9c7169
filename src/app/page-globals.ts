import type { IslandPage } from './page-data.ts';

/** What the server inlines with a page (src/entry-server.tsx) for the browser's islands; the rest: island-state.ts. */
declare global {
  interface Window {
    __MASTHEAD_PAGE__?: IslandPage;
    __MASTHEAD_DEV__?: boolean;
  }
}

export {};
