import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { PageContextValue } from '../context/page-context.ts';

/** What a block's data query may read: the page, and a way to call the API. */
export type BlockQueryContext = Pick<PageContextValue, 'bootstrap' | 'lang' | 'sld'> & {
  get: <T>(path: string, query: Record<string, string | number | undefined>, schema: z.ZodType<T>) => Promise<T>;
};

export type BlockQuery<Data> = { queryKey: readonly unknown[]; queryFn: () => Promise<Data> };

export type BlockComponentProps<Props, Data = undefined> = {
  props: Props;
  data: Data;
  module: ModuleDescriptor;
};

/**
 * A block: the module codes (and style ids) it renders, the schema of its props, a lazily loaded component, and
 * the data it needs. Registering a block is adding a folder with an `index.ts` that exports one of these.
 */
export type BlockDefinition<Props = unknown, Data = unknown> = {
  name: string;
  codes: readonly string[];
  /** Only these style ids of the codes; absent = every style. */
  styleIds?: readonly number[];
  props: z.ZodType<Props>;
  /** Loads the component's code; pages load it before they render, so blocks never suspend for code. */
  load: () => Promise<{ default: ComponentType<BlockComponentProps<Props, Data>> }>;
  query?: (props: Props, context: BlockQueryContext) => BlockQuery<Data>;
};

/** Typed identity: infers Props from the schema and Data from the query, so a block's parts agree. */
export function defineBlock<Props, Data = undefined>(definition: BlockDefinition<Props, Data>): BlockDefinition<Props, Data> {
  return definition;
}

/** A block of any props and data: what the registry holds (each block checks its own props with its schema). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds blocks of every prop type
export type AnyBlockDefinition = BlockDefinition<any, any>;
