import type { ComponentType } from 'react';
import { componentLoader } from '../modules/component-loader.ts';
import type { AnyBlockDefinition, BlockComponentProps } from './define-block.ts';

/** Block code is split per block and loaded once (see componentLoader). */
export const blockComponents = componentLoader<AnyBlockDefinition, ComponentType<BlockComponentProps<unknown, unknown>>>(
  (definition) => definition.load(),
  (definition) => `block ${definition.name}`,
);

export const loadBlockComponent = blockComponents.load;
