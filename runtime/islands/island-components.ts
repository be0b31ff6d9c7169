import type { ComponentType } from 'react';
import { componentLoader } from '../modules/component-loader.ts';
import type { AnyIslandDefinition } from './define-island.ts';

/** An interactive piece's code, split per piece and loaded once (see componentLoader). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pieces take props of every shape
export const islandComponents = componentLoader<AnyIslandDefinition, ComponentType<any>>(
  (definition) => definition.load(),
  (definition) => `island ${definition.name}`,
);

export const loadIslandComponent = islandComponents.load;
