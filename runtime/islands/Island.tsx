import { createElement, Suspense, useContext, type ReactNode } from 'react';
import { BlockErrorBoundary } from '../registry/block-error-boundary.tsx';
import type { IslandDefinition } from './define-island.ts';
import { islandComponents } from './island-components.ts';
import { IslandHost } from './island-host.ts';
import type { IslandTrigger } from './island-trigger.ts';

/**
 * A piece, rendered the same way wherever it is: inside its own error boundary (a piece that throws shows nothing and
 * takes nothing with it) and Suspense boundary (in the browser its code may still be on its way; the server's HTML
 * stays until it arrives).
 */
export function PieceContent<Props extends Record<string, unknown>>({ of, props, after }: { of: IslandDefinition<Props>; props: Props; after?: ReactNode }) {
  return (
    <BlockErrorBoundary name={of.name} fallback={() => after ?? null}>
      <Suspense fallback={null}>
        {createElement(islandComponents.render(of), props)}
        {after}
      </Suspense>
    </BlockErrorBoundary>
  );
}

/**
 * An interactive piece of a block. In a static block on the server it becomes an island: the browser loads its code
 * and hydrates it alone (when `when` says, by default its definition's), and never touches the block around it.
 * Anywhere else (inside an island, in tests) it renders in place.
 */
export function Island<Props extends Record<string, unknown>>({ of, props, when }: { of: IslandDefinition<Props>; props: Props; when?: IslandTrigger }) {
  const host = useContext(IslandHost);
  if (host) return host.frame({ kind: 'piece', name: of.name, props, when: when ?? of.when });
  return <PieceContent of={of} props={props} />;
}
