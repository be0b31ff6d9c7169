import { createContext, useContext } from 'react';
import type { BlockQueryContext } from './define-block.ts';

/** The query context a block's slot uses, for blocks that load more after the page rendered (tabs, "more"). */
export const BlockQueryContextProvider = createContext<BlockQueryContext | null>(null);

export function useBlockQueryContext(): BlockQueryContext {
  const value = useContext(BlockQueryContextProvider);
  if (!value) throw new Error('useBlockQueryContext() outside a block slot');
  return value;
}
