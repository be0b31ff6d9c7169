import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const schemaDir = join(import.meta.dirname, '..', 'fixtures', 'oai-pmh');
const read = (fileName: string) => ({ fileName, contents: readFileSync(join(schemaDir, fileName), 'utf8') });
const imported = ['OAI-PMH.xsd', 'oai_dc.xsd', 'simpledc20021212.xsd', 'xml.xsd', 'jats-article-envelope.xsd'].map(read);
const main = read('harvest-replies.xsd');

/**
 * Validates OAI-PMH replies with libxml2's xmllint (compiled to WebAssembly: nothing to install) against the OAI-PMH
 * schema and the schemas of their metadata formats (tests/fixtures/oai-pmh/), all in one run (each run starts the
 * WebAssembly anew). Answers xmllint's messages, each naming its reply (`reply-3.xml:1: …`); none when all are valid.
 */
export async function oaiSchemaErrors(replies: readonly string[]): Promise<string[]> {
  if (replies.length === 0) return [];
  const xml = replies.map((contents, index) => ({ fileName: `reply-${index}.xml`, contents }));
  const result = await validateXML({ xml, schema: [main], preload: imported, maxMemoryPages: 4096 });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
