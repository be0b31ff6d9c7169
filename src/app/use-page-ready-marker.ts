import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The attribute `<html>` carries once the page is ready to use (see `usePageReadyMarker`). */
export const pageReadyAttribute = 'data-page-ready';

/**
 * Marks `<html data-page-ready>` once the page has hydrated and the queries its blocks started while hydrating have
 * settled: the signal that anything driving the page (the end-to-end tests, a crawler that runs scripts) waits for,
 * instead of guessing from network silence. Runs in the shell, whose effects run after every block's; set once.
 */
export function usePageReadyMarker(queryClient: QueryClient): void {
  useEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute(pageReadyAttribute)) return;
    const markWhenSettled = () => {
      if (queryClient.isFetching() > 0) return false;
      root.setAttribute(pageReadyAttribute, '');
      return true;
    };
    if (markWhenSettled()) return;
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (markWhenSettled()) unsubscribe();
    });
    return unsubscribe;
  }, [queryClient]);
}
