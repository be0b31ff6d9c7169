import type { ComponentType } from 'react';
import type { AnyIslandDefinition } from './define-island.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pieces take props of every shape
type AnyPiece = ComponentType<any>;

const loaded = new WeakMap<AnyIslandDefinition, AnyPiece>();
const loading = new WeakMap<AnyIslandDefinition, Promise<AnyPiece>>();

/** A piece's code, loaded once (a failed load may be tried again: the network may have come back). */
export function loadIslandComponent(definition: AnyIslandDefinition): Promise<AnyPiece> {
  const done = loaded.get(definition);
  if (done) return Promise.resolve(done);
  let pending = loading.get(definition);
  if (!pending) {
    pending = definition.load().then(
      (module) => {
        if (!module?.default) throw new Error(`island ${definition.name}: its module has no default export`);
        loaded.set(definition, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(definition);
        throw error;
      },
    );
    loading.set(definition, pending);
  }
  return pending;
}

export function loadedIslandComponent(definition: AnyIslandDefinition): AnyPiece | undefined {
  return loaded.get(definition);
}
