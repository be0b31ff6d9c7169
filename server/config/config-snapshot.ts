import type { CrossrefDepositConfig } from '../../schemas/crossref-deposit.ts';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import type { OaiRepository } from '../../schemas/oai-repository.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import type { ThemeColour } from '../../schemas/theme.ts';

/** Every site's validated configuration at one moment, and what was wrong with the files it came from. */
export type ConfigSnapshot = {
  /** By sld. */
  sites: ReadonlyMap<string, SiteConfig>;
  themes: ThemeColour[];
  commonCodes: string[];
  /** The sld that answers `/` and standalone routes on a host no site claims ('' = the first active site). */
  defaultSite: string;
  /** The deployment's OAI-PMH repository (`deployment.json` `oai`); undefined: no `/rc-pub/oai`. */
  oai: OaiRepository | undefined;
  /** Who sends Crossref deposits (`deployment.json` `crossref`); undefined: none can be made. */
  crossref: CrossrefDepositConfig | undefined;
  diagnostics: Diagnostic[];
  /** Last valid value of each file, by path: an invalid edit keeps it (see readConfigFile). */
  lastGood: ReadonlyMap<string, unknown>;
  /** The files read, for the validate command's summary. */
  fileCount: number;
};

export function diagnosticsForSite(snapshot: ConfigSnapshot, sld: string): Diagnostic[] {
  const globalFile = /(^|[\\/])(themes|common-codes|deployment)\.json$/;
  return snapshot.diagnostics.filter(
    (entry) => entry.file.split(/[\\/]/).includes(sld) || globalFile.test(entry.file),
  );
}
