import { lazy, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a loader serves components of every prop type
type AnyComponent = ComponentType<any>;

export type ComponentLoader<Owner extends object, Component extends AnyComponent> = {
  /** Loads the owner's component once (a failed load may be tried again: the deploy finished, the network came back). */
  load: (owner: Owner) => Promise<Component>;
  /** The component if its code is already here. */
  loaded: (owner: Owner) => Component | undefined;
  /** The loaded component, or (if nothing preloaded it) a lazy one that suspends until the code arrives; stable per owner. */
  render: (owner: Owner) => Component;
};

/**
 * Code split per component and loaded once per owner (a block's or an island's definition): a page loads the code
 * of what it renders before rendering it, so the server's HTML holds everything and hydration matches it exactly.
 */
export function componentLoader<Owner extends object, Component extends AnyComponent>(
  importOf: (owner: Owner) => Promise<{ default?: Component } | undefined>,
  nameOf: (owner: Owner) => string,
): ComponentLoader<Owner, Component> {
  const loaded = new WeakMap<Owner, Component>();
  const loading = new WeakMap<Owner, Promise<Component>>();
  const lazies = new WeakMap<Owner, Component>();
  const load = (owner: Owner): Promise<Component> => {
    const done = loaded.get(owner);
    if (done) return Promise.resolve(done);
    let pending = loading.get(owner);
    if (!pending) {
      pending = importOf(owner).then(
        (module) => {
          // A chunk that failed to load may answer undefined (the chunk-reload handler took the error).
          if (!module?.default) throw new Error(`${nameOf(owner)}: its module has no default export`);
          loaded.set(owner, module.default);
          return module.default;
        },
        (error: unknown) => {
          loading.delete(owner);
          throw error;
        },
      );
      loading.set(owner, pending);
    }
    return pending;
  };
  return {
    load,
    loaded: (owner) => loaded.get(owner),
    render(owner) {
      const component = loaded.get(owner);
      if (component) return component;
      let fallback = lazies.get(owner);
      if (!fallback) {
        fallback = lazy(async () => ({ default: await load(owner) })) as unknown as Component;
        lazies.set(owner, fallback);
      }
      return fallback;
    },
  };
}
