import { createContext, useContext } from 'react';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { Device } from '../../schemas/device.ts';
import type { ParsedLocation } from '../routing/parse-location.ts';
import type { ApiClient } from '../api/api-client.ts';

/** What every block of a page may read: the site's configuration, where the page is, and how links start. */
export type PageContextValue = {
  bootstrap: Bootstrap;
  diagnostics: Diagnostic[];
  location: ParsedLocation;
  /** The page's path and query string as requested. */
  path: string;
  lang: LanguageSegment;
  /** Set on the site family (`/{sld}/…`): links keep the sld. */
  sld?: string | undefined;
  /** `/{lang}` or `/{sld}/{lang}`. */
  prefix: string;
  /** Development mode: unknown blocks show a placeholder, diagnostics an overlay. */
  dev: boolean;
  /** The API, for what blocks do on a reader's action (their data comes through their query). */
  api: ApiClient;
  /** The layout variant the server chose by the phone/tablet test (spec §2). */
  device: Device;
  /** The signed-in reader's name (cookie `userName`, spec §6), if any. */
  userName?: string | undefined;
};

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() outside a page: wrap the tree in <PageContext.Provider>.');
  return value;
}
