import { createContext, useContext } from 'react';

/** The site the desk's screens work on (its sld), for the pieces of a form that look things up on it. */
export const DeskSiteContext = createContext<string>('');
export const useDeskSite = () => useContext(DeskSiteContext);
