import { createElement, lazy, Suspense, useContext, type ComponentType } from 'react';
import { BlockErrorBoundary } from '../registry/block-error-boundary.tsx';
import type { IslandDefinition } from './define-island.ts';
import { loadedIslandComponent, loadIslandComponent } from './island-components.ts';
import { IslandHost } from './island-host.ts';
import type { IslandTrigger } from './island-trigger.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one lazy wrapper per piece, whatever its props
const lazyPieces = new WeakMap<IslandDefinition<any>, ComponentType<any>>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
function pieceComponent(definition: IslandDefinition<any>): ComponentType<any> {
  const component = loadedIslandComponent(definition);
  if (component) return component;
  let fallback = lazyPieces.get(definition);
  if (!fallback) {
    fallback = lazy(async () => ({ default: await loadIslandComponent(definition) }));
    lazyPieces.set(definition, fallback);
  }
  return fallback;
}

/**
 * A piece, rendered the same way wherever it is: inside its own error boundary (a piece that throws shows nothing and
 * takes nothing with it) and Suspense boundary (in the browser its code may still be on its way; the server's HTML
 * stays until it arrives).
 */
export function PieceContent<Props extends Record<string, unknown>>({ of, props }: { of: IslandDefinition<Props>; props: Props }) {
  return (
    <BlockErrorBoundary name={of.name} fallback={() => null}>
      <Suspense fallback={null}>{createElement(pieceComponent(of), props)}</Suspense>
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
