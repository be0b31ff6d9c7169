import { appendFrontFromMetadata } from './jats-front-from-metadata.ts';
import { aliNamespace, jatsFormat, mathmlNamespace, xlinkNamespace } from './metadata-formats.ts';
import { xmlNamespace, xmlnsNamespace, xsiNamespace } from './oai-protocol.ts';
import type { RecordSource } from './record-sources.ts';
import { appendStoredFront } from './stored-front.ts';
import { setAttribute, type XmlBuilder } from './xml-writer.ts';

/**
 * The record in the `jats` format: an `<article>` holding only its `<front>` — the one of the JATS it was imported
 * from, when that was kept, else one written from the stored metadata.
 */
export function appendJats(metadata: XmlBuilder, source: RecordSource): void {
  const article = metadata.ele(jatsFormat.namespace, 'article');
  setAttribute(article, xmlnsNamespace, 'xmlns:xlink', xlinkNamespace);
  setAttribute(article, xmlnsNamespace, 'xmlns:mml', mathmlNamespace);
  setAttribute(article, xmlnsNamespace, 'xmlns:ali', aliNamespace);
  setAttribute(article, xsiNamespace, 'xsi:schemaLocation', `${jatsFormat.namespace} ${jatsFormat.schema}`);
  setAttribute(article, null, 'article-type', source.article.type);
  setAttribute(article, null, 'dtd-version', '1.3');
  setAttribute(article, xmlNamespace, 'xml:lang', source.contentLanguage ?? source.article.language);
  if (source.jatsFront !== null && appendStoredFront(article, source.jatsFront)) return;
  appendFrontFromMetadata(article, source);
}
