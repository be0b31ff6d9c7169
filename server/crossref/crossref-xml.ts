import { addElement, addTextElement, xmlSafe, type XmlBuilder } from '../oai/xml-writer.ts';

/** The deposit schema this module writes: Crossref's current recommended version, per its schema library. */
export const crossrefSchemaVersion = '5.4.0';
export const crossrefNamespace = `http://www.crossref.org/schema/${crossrefSchemaVersion}`;
export const crossrefSchemaLocation = `${crossrefNamespace} https://www.crossref.org/schemas/crossref${crossrefSchemaVersion}.xsd`;
/** The namespaces of what a deposit imports: JATS abstracts, funding (FundRef) and licences (AccessIndicators). */
export const jatsNamespace = 'http://www.ncbi.nlm.nih.gov/JATS1';
export const fundrefNamespace = 'http://www.crossref.org/fundref.xsd';
export const accessIndicatorsNamespace = 'http://www.crossref.org/AccessIndicators.xsd';

/** Appends an element of the deposit schema, with its text when given (escaped; characters XML cannot hold dropped). */
export const addCrossref = (parent: XmlBuilder, name: string, text?: string): XmlBuilder => addElement(parent, crossrefNamespace, name, text);

/** Appends an element of the deposit schema only when it has text to hold. */
export const addCrossrefText = (parent: XmlBuilder, name: string, text: string | undefined): XmlBuilder | undefined =>
  addTextElement(parent, crossrefNamespace, name, text);

/** Volume, issue, page and item numbers may be 1 to 32 characters: a longer value is left out rather than cut. */
export function shortText(value: string | undefined): string | undefined {
  const text = cleanText(value);
  return text && [...text].length <= 32 ? text : undefined;
}

/** Text as a deposit holds it: characters XML cannot carry dropped, runs of white space made one space, trimmed. */
export const cleanText = (value: string | undefined): string => xmlSafe(value ?? '').replace(/\s+/g, ' ').trim();
