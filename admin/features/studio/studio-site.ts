import { createContext, useContext } from 'react';

/** The site a studio screen works on, for the widgets inside its generated form (a picture's upload names it). */
export const StudioSiteContext = createContext<string | undefined>(undefined);

export function useStudioSite(): string {
  const sld = useContext(StudioSiteContext);
  if (!sld) throw new Error('a studio widget needs a StudioSiteContext above it');
  return sld;
}
