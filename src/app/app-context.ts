import { createContext, useContext } from 'react';
import type { AppDependencies } from './app-dependencies.ts';

export const AppContext = createContext<AppDependencies | null>(null);

export function useApp(): AppDependencies {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp() outside <AppContext.Provider>');
  return value;
}
