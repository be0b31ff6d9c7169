import { useLoaderData, type RouteObject } from 'react-router-dom';
import type { AppDependencies } from './app-dependencies.ts';
import { createPageLoader } from './page-loader.ts';
import type { PageData } from './page-data.ts';
import { PageShell } from './page-shell.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

function LoadedPage() {
  return <PageShell page={useLoaderData() as PageData} />;
}

/**
 * The server's routes: one route takes every path, and its loader reads the URL with the runtime's own route table
 * (parsed once), so the route table, not React Router's matching, decides screens. Browsers run no router: every
 * link is a document load (which is also how the pages work without JavaScript), so a browser hydrates the page the
 * loader decided (entry-client.tsx) and never runs the loader itself.
 */
export function createAppRoutes(deps: AppDependencies): RouteObject[] {
  return [{ id: 'page', path: '*', loader: createPageLoader(deps), Component: LoadedPage, ErrorBoundary: RouteErrorPage }];
}
