import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to an element (an outcome, a refusal, a confirmation) each time `key` changes to something: a screen
 * reader reads what just happened, and the keyboard goes on from there.
 */
export function useFocusWhen(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    if (key !== undefined && key !== null && key !== false) ref.current?.focus();
  }, [ref, key]);
}
