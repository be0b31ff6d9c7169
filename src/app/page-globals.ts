import type { Catalogues } from '../../runtime/i18n/create-i18n.ts';
import type { IslandPage } from './page-data.ts';

/** What the server inlines with a page (src/entry-server.tsx) for the browser's islands. */
declare global {
  interface Window {
    __MASTHEAD_PAGE__?: IslandPage;
    __MASTHEAD_QUERY_STATE__?: unknown;
    __MASTHEAD_I18N__?: Catalogues;
    __MASTHEAD_DEV__?: boolean;
  }
}

export {};
