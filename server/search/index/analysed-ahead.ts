import { indexText } from '../analyzer.ts';

/**
 * Index terms of texts analysed before their documents are written — by an import's parsing thread, beside the thread
 * that stores — by text, as each index column's text is keyed when written (write-documents.ts). A text not here is
 * analysed when written: these only move the work, never change what is indexed.
 */
export type AnalysedTexts = ReadonlyMap<string, string>;

/** The index terms of each text that has words (once each), as pairs that cross a thread boundary as they are. */
export function analyseAhead(texts: Iterable<string>): [string, string][] {
  const analysed = new Map<string, string>();
  for (const text of texts) if (text.trim() !== '' && !analysed.has(text)) analysed.set(text, indexText(text));
  return [...analysed];
}
