import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const schemaDir = join(import.meta.dirname, '..', 'fixtures', 'crossref');
const read = (fileName: string) => ({ fileName, contents: readFileSync(join(schemaDir, fileName), 'utf8') });
const imported = ['common5.4.0.xsd', 'fundref.xsd', 'AccessIndicators.xsd', 'jats-abstract.xsd', 'xml.xsd'].map(read);
const main = read('crossref5.4.0.xsd');

/**
 * Validates Crossref deposits with libxml2's xmllint (WebAssembly: nothing to install) against the deposit schema
 * 5.4.0 as tests/fixtures/crossref/ writes it out, all in one run. Answers xmllint's messages, each naming its
 * document (`deposit-1.xml:12: …`); none when all are valid.
 */
export async function crossrefSchemaErrors(deposits: readonly string[]): Promise<string[]> {
  if (deposits.length === 0) return [];
  const xml = deposits.map((contents, index) => ({ fileName: `deposit-${index}.xml`, contents }));
  const result = await validateXML({ xml, schema: [main], preload: imported, maxMemoryPages: 4096 });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
