import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageContext } from '../../runtime/context/page-context.ts';
import { BlockSlot } from '../../runtime/registry/block-slot.tsx';
import { BlockQueryContextProvider } from '../../runtime/registry/block-query-context.ts';
import type { IslandEntry } from '../../runtime/islands/island-entry.ts';
import { PieceContent } from '../../runtime/islands/Island.tsx';
import { AppContext } from './app-context.ts';
import type { AppDependencies } from './app-dependencies.ts';
import type { IslandRegistry } from '../blocks/discover-islands.ts';
import type { PageScope } from './page-scope.ts';

/** The surroundings every block reads (app, query cache, UI text, page, theme), for the page and for each island. */
export function ScopeProviders({ deps, scope, children }: { deps: AppDependencies; scope: PageScope; children: ReactNode }) {
  return (
    <AppContext.Provider value={deps}>
      <QueryClientProvider client={deps.queryClient}>
        <I18nextProvider i18n={scope.i18n}>
          <PageContext.Provider value={scope.context}>
            <ThemeProvider theme={scope.theme}>
              <BlockQueryContextProvider.Provider value={scope.queryContext}>{children}</BlockQueryContextProvider.Provider>
            </ThemeProvider>
          </PageContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </AppContext.Provider>
  );
}

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * One island's whole tree, rendered to HTML by the server and hydrated by the browser from the same entry: the
 * server and the browser must build exactly this, or the island's HTML would not match its hydration.
 */
export function IslandRoot({ deps, scope, islands, entry, onHydrated }: { deps: AppDependencies; scope: PageScope; islands: IslandRegistry; entry: IslandEntry; onHydrated?: () => void }) {
  // Renders nothing. Inside the block's own Suspense boundary (React hydrates a boundary after the root around it),
  // its effect runs once the block's have: once the island is hydrated.
  const after = onHydrated ? <Hydrated onHydrated={onHydrated} /> : null;
  const piece = entry.kind === 'piece' ? islands.named(entry.name) : undefined;
  const content: ReactNode =
    entry.kind === 'block' ? (
      <BlockSlot placed={entry.placed} definition={deps.registry.named(entry.placed.block)} after={after} />
    ) : piece && entry.kind === 'piece' ? (
      <PieceContent of={piece} props={entry.props} after={after} />
    ) : (
      after
    );
  return (
    <ScopeProviders deps={deps} scope={scope}>
      {content}
    </ScopeProviders>
  );
}
