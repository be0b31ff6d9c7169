import type { RouteObject } from 'react-router-dom';
import type { AppDependencies } from './app-dependencies.ts';
import { createPageLoader } from './page-loader.ts';
import { PageShell } from './page-shell.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * One route takes every path: the loader reads the URL with the runtime's own route table (parsed once), so the
 * route table, not React Router's matching, decides screens. Language changes reload the page (spec §4), so the
 * loader runs again only when the path or query changes.
 */
export function createAppRoutes(deps: AppDependencies): RouteObject[] {
  return [{ id: 'page', path: '*', loader: createPageLoader(deps), Component: PageShell, ErrorBoundary: RouteErrorPage }];
}
