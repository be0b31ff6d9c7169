import { createContext, useContext } from 'react';
import type { PersonalPlace } from './personal-place.ts';

export type PlaceNavigation = {
  place: PersonalPlace;
  /** Moves to a place without a document load. */
  go: (next: PersonalPlace) => void;
  /** A place's address. */
  hrefOf: (next: PersonalPlace) => string;
};

export const PlaceContext = createContext<PlaceNavigation | null>(null);

/** Where the reader is in the personal centre, and how to move. */
export function usePlace(): PlaceNavigation {
  const value = useContext(PlaceContext);
  if (!value) throw new Error('usePlace() outside the personal centre');
  return value;
}
