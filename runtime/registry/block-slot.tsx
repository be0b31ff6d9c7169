import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createElement, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import { usePage } from '../context/page-context.ts';
import type { AnyBlockDefinition } from './define-block.ts';
import { BlockErrorBoundary } from './block-error-boundary.tsx';
import { blockComponents } from './block-components.ts';
import { runBlockQuery } from './block-contracts.ts';
import type { PlacedModule } from './placed-module.ts';
import { useBlockQueryContext } from './block-query-context.ts';

function BlockFailed({ name, error }: { name: string; error: Error }) {
  const { t } = useTranslation();
  const { dev } = usePage();
  return (
    <div role="note" className="mh-block-failed" data-block={name}>
      {t('errors.blockFailed')}
      {dev ? <pre>{error.message}</pre> : null}
    </div>
  );
}

function DevPlaceholder({ message }: { message: string }) {
  return (
    <div role="note" className="mh-dev-placeholder" style={{ border: '2px dashed #c25b00', padding: 12, margin: '8px 0', color: '#7a3a00' }}>
      {message}
    </div>
  );
}

type BlockWithDataProps = { definition: AnyBlockDefinition; props: unknown; module: ModuleDescriptor; queryKey: readonly unknown[] };

/**
 * A block with its query's data. On the server the page loader has loaded it: it is read from the cache once (an
 * observer per block would only be thrown away — nothing re-renders on the server). In the browser, and on the server
 * for data that did not load, the block subscribes to its query.
 */
function BlockWithData({ definition, props, module, queryKey }: BlockWithDataProps) {
  const queryClient = useQueryClient();
  const state = import.meta.env.SSR ? queryClient.getQueryState(queryKey) : undefined;
  if (state?.status === 'success') return createElement(blockComponents.render(definition), { props, data: state.data, module });
  return <SubscribedBlock definition={definition} props={props} module={module} queryKey={queryKey} />;
}

function SubscribedBlock({ definition, props, module, queryKey }: BlockWithDataProps) {
  const queryContext = useBlockQueryContext();
  // The server loaded the data under this key and inlined it; the query itself loads only if the data must be fetched.
  const { data } = useSuspenseQuery({ queryKey, queryFn: () => runBlockQuery(definition, props, queryContext) });
  // The component's identity is stable across renders (one per definition, cached).
  return createElement(blockComponents.render(definition), { props, data, module });
}

/**
 * Renders one placed module: its block inside its own error boundary and Suspense boundary, so a block that throws or
 * waits never takes the page with it. Unknown codes and invalid props render nothing in production and a visible
 * placeholder in development (their diagnostics are listed either way).
 */
export function BlockSlot({
  placed,
  definition,
  fallback,
  after,
}: {
  placed: PlacedModule;
  definition: AnyBlockDefinition | undefined;
  fallback?: ReactNode;
  /** Rendered after the block inside its Suspense boundary (an island's "hydrated" marker: it runs once the block has). */
  after?: ReactNode;
}) {
  const { dev } = usePage();
  const { t } = useTranslation();
  const { module } = placed;
  // Whatever the slot shows, `after` comes with it: a marker waiting on it must never wait forever.
  if (placed.kind === 'invalid') {
    return (
      <>
        {dev ? <DevPlaceholder message={t('dev.invalidProps', { code: module.code, message: placed.diagnostic.message })} /> : null}
        {after}
      </>
    );
  }
  // A placement names a block this build does not have only if server and browser run different builds.
  if (placed.kind === 'unknown' || !definition) {
    return (
      <>
        {dev ? <DevPlaceholder message={t('dev.unknownBlock', { code: module.code })} /> : null}
        {after}
      </>
    );
  }
  const { props, queryKey } = placed;
  return (
    <BlockErrorBoundary
      name={definition.name}
      fallback={(error) => (
        <>
          <BlockFailed name={definition.name} error={error} />
          {after}
        </>
      )}
    >
      <Suspense fallback={fallback ?? <div className="mh-block-loading" aria-busy="true" />}>
        {queryKey ? (
          <BlockWithData definition={definition} props={props} module={module} queryKey={queryKey} />
        ) : (
          createElement(blockComponents.render(definition), { props, data: undefined, module })
        )}
        {after}
      </Suspense>
    </BlockErrorBoundary>
  );
}
