import type { JatsFile } from '../read-jats.ts';
import { RejectedInput } from '../rejected-input.ts';
import { isXmlPath } from '../xml-files.ts';
import { extractZip, type ZipLimits } from './extract-zip.ts';

/** One XML file of a package (its name in the zip) and its reading. */
export type PackageXml = { name: string; reading: Promise<JatsFile> };

/**
 * Unpacks a JATS package into `root` (extract-zip.ts: refused, with RejectedInput naming the entry, when unsafe) and
 * `read`s each XML file as soon as it is out of the zip, while the rest inflate; answers them in the order of their
 * names. A package without XML is refused. A reading's failure is never left unhandled: the caller waits for those it
 * needs, and those after a refused entry — or all, when the zip is refused — are dropped.
 */
export async function readPackage(zipPath: string, root: string, limits: ZipLimits, read: (path: string) => Promise<JatsFile>): Promise<PackageXml[]> {
  const readings = new Map<string, Promise<JatsFile>>();
  await extractZip(zipPath, root, limits, (name, path) => {
    if (!isXmlPath(name)) return;
    const reading = read(path);
    reading.catch(() => {});
    readings.set(name, reading);
  });
  if (readings.size === 0) throw new RejectedInput('the package holds no XML file: a JATS package is a zip of the article XML with its images, PDF and supplementary files');
  return [...readings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, reading]) => ({ name, reading }));
}
