import { readFileSync } from 'node:fs';
import type { ArticleContent } from '../../schemas/content/article-content.ts';
import type { AnalysedTexts } from '../search/index/analysed-ahead.ts';
import type { PackageNames } from './package/package-references.ts';
import { frontXmlOf } from './jats/front-xml.ts';
import { readJatsTree } from './jats/parse-jats.ts';
import { RejectedInput } from './rejected-input.ts';
import { decodeXml } from './xml/decode-xml.ts';
import { parseXml } from './xml/xml-tree.ts';

/**
 * A JATS file read and parsed: its text (for what the content model does not keep), its content (checked against
 * the content model), and its `<front>` as XML (kept for harvesters: server/oai/). `json` is the content as JSON when
 * the reader wrote it already (a parsing thread hands the content over so); `searchTerms`, texts of its search
 * documents a parsing thread analysed (server/search/index/analysed-ahead.ts); `packageNames`, the package files it
 * names, as a parsing thread found them (package/package-references.ts).
 */
export type JatsFile = { path: string; xml: string; content: ArticleContent; front: string | null; json?: string | undefined; searchTerms?: AnalysedTexts | undefined; packageNames?: PackageNames | undefined };

/** The content of a JATS file; throws RejectedInput saying why it cannot be read as one. */
export function readJatsFile(path: string): ArticleContent {
  return readJatsDocument(path).content;
}

/** A JATS file's text and content; throws RejectedInput saying why it cannot be read as one. */
export function readJatsDocument(path: string): JatsFile {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new RejectedInput(code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder' : `cannot be read (${code ?? String(error)})`);
  }
  return readJatsBytes(path, bytes);
}

/** A JATS document from its bytes (`path`: where its package files are looked for); throws RejectedInput. */
export function readJatsBytes(path: string, bytes: Uint8Array): JatsFile {
  const xml = decodeXml(bytes);
  const root = parseXml(xml);
  return { path, xml, content: readJatsTree(root), front: frontXmlOf(root) };
}
