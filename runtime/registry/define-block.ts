import type { ComponentType } from 'react';
import type { EndpointData } from '../../schemas/api/endpoint.ts';
import type { EndpointCall, TypedEndpoint } from '../api/call-endpoint.ts';
import type { IslandTrigger } from '../islands/island-trigger.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { PageContextValue } from '../context/page-context.ts';
import type { HeadContext, PageHead } from './page-head.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

/** A read by a block's data query: an entry of the endpoint table that answers a GET. */
export type ReadEndpoint = TypedEndpoint & { method: 'GET' };

/** What a block's read sends: the entry's query and path parameters (`onMessage` hears a successful reply's message). */
export type BlockCall<E extends ReadEndpoint> = Pick<EndpointCall<E>, 'query' | 'params' | 'siteId' | 'onMessage'>;

/** What a block's data query may read: the page, and a way to call the API. */
export type BlockQueryContext = Pick<PageContextValue, 'bootstrap' | 'lang' | 'sld'> & {
  /**
   * Calls an endpoint by its entry in the table (schemas/api/*-endpoints.ts, runtime/api/call-endpoint.ts): the query
   * it takes and the data it answers are the route's own types, the reply read with the entry's schema.
   */
  call: <E extends ReadEndpoint>(entry: E, call?: BlockCall<E>) => Promise<EndpointData<E>>;
};

export type BlockQuery<Data> = { queryKey: readonly unknown[]; queryFn: () => Promise<Data> };

export type BlockComponentProps<Props, Data = undefined> = {
  props: Props;
  data: Data;
  module: ModuleDescriptor;
};

/**
 * What a block accepts and fetches: the schema of its props and, optionally, its data query. It lives in the block's
 * `contract.ts`, apart from the registration, because it needs zod: the server's page loader checks props with it,
 * while a browser hydrating a server-rendered page gets the checked props with the page and never loads it.
 */
export type BlockContract<Props, Data = undefined> = {
  props: AnySchema<Props>;
  /**
   * What the site's configuration makes of the checked props (a menu item's id from the path it routes, a tab from a
   * menu item): the props the block renders with, or undefined when they name nothing the site has (a disabled menu
   * item, a list the publication settings turn off). On a screen, that makes the page a 404.
   */
  resolve?: (props: Props, context: Pick<BlockQueryContext, 'bootstrap' | 'lang' | 'sld'>) => Props | undefined;
  query?: (props: Props, context: BlockQueryContext) => BlockQuery<Data>;
  /** What the block adds to the server-rendered head (title, meta tags, JSON-LD), from its props and loaded data. */
  head?: (props: Props, data: Data, context: HeadContext) => PageHead;
};

/** Typed identity: infers Props from the schema and Data from the query, so a contract's parts agree. */
export function defineBlockContract<Props, Data = undefined>(contract: BlockContract<Props, Data>): BlockContract<Props, Data> {
  return contract;
}

/**
 * A block: the module codes (and style ids) it renders, its lazily loaded component and its lazily loaded contract
 * (props schema and data query). Registering a block is adding a folder with an `index.ts` that exports one of
 * these; the registration itself stays tiny, because every page's browser code includes every registration.
 */
export type BlockDefinition<Props = unknown, Data = unknown> = {
  name: string;
  codes: readonly string[];
  /** Only these style ids of the codes; absent = every style. */
  styleIds?: readonly number[];
  /** Loads the component's code; pages load it before they render, so blocks never suspend for code. */
  load: () => Promise<{ default: ComponentType<BlockComponentProps<Props, Data>> }>;
  /**
   * The block is interactive: the browser hydrates it as an island of its own (with its props and data), when this
   * says. Absent: the block is static — rendered to HTML on the server, its code and data never sent to the browser
   * (an interactive piece inside it can still be an island, see runtime/islands/Island.tsx).
   */
  island?: IslandTrigger;
  /**
   * The block is static, and its HTML gets plain-DOM behaviour from `behaviour.ts` in its folder, run when this says
   * (runtime/islands/define-behaviour.ts): for what needs a few event listeners and no React. Not with `island`.
   */
  behaviour?: IslandTrigger;
  /** Loads the props schema and data query. Absent: the block takes no props (it gets `{}`) and fetches nothing. */
  contract?: () => Promise<{ default: BlockContract<Props, Data> }>;
};

/** Typed identity: the component's props and data must be what the contract produces. */
export function defineBlock<Props = Record<string, never>, Data = undefined>(definition: BlockDefinition<Props, Data>): BlockDefinition<Props, Data> {
  return definition;
}

/** A block of any props and data: what the registry holds (each block checks its own props with its schema). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds blocks of every prop type
export type AnyBlockDefinition = BlockDefinition<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export type AnyBlockContract = BlockContract<any, any>;
