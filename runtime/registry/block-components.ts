import type { ComponentType } from 'react';
import type { BlockComponentProps, AnyBlockDefinition } from './define-block.ts';

type AnyBlockComponent = ComponentType<BlockComponentProps<unknown, unknown>>;

const loaded = new WeakMap<AnyBlockDefinition, AnyBlockComponent>();
const loading = new WeakMap<AnyBlockDefinition, Promise<AnyBlockComponent>>();

/**
 * Block code is split per block and loaded once. A page loads the code of all its blocks before it renders (on the
 * server before streaming, in the browser before hydrating and in each navigation's loader), so the HTML carries
 * every block and hydration matches it exactly.
 */
export function loadBlockComponent(definition: AnyBlockDefinition): Promise<AnyBlockComponent> {
  const done = loaded.get(definition);
  if (done) return Promise.resolve(done);
  let pending = loading.get(definition);
  if (!pending) {
    pending = definition.load().then(
      (module) => {
        const component = module?.default as AnyBlockComponent | undefined;
        if (!component) throw new Error(`block ${definition.name}: its module has no default export`);
        loaded.set(definition, component);
        return component;
      },
      (error: unknown) => {
        // A chunk that failed to load may load next time (the deploy finished, the network came back).
        loading.delete(definition);
        throw error;
      },
    );
    loading.set(definition, pending);
  }
  return pending;
}

/** The component if its code is already here. */
export function loadedBlockComponent(definition: AnyBlockDefinition): AnyBlockComponent | undefined {
  return loaded.get(definition);
}
