/** A metadata format this repository disseminates every record in. */
export type MetadataFormat = { prefix: string; schema: string; namespace: string };

export const oaiDcFormat = {
  prefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
} as const satisfies MetadataFormat;

/**
 * The article's JATS front matter (`<article>` holding `<front>`), in the namespace of the JATS 1.3 Archiving tag set
 * (a superset of the Publishing set), as PubMed Central's OAI service sends its front-matter format.
 */
export const jatsFormat = {
  prefix: 'jats',
  schema: 'https://jats.nlm.nih.gov/archiving/1.3/xsd/JATS-archivearticle1-3.xsd',
  namespace: 'https://jats.nlm.nih.gov/ns/archiving/1.3/',
} as const satisfies MetadataFormat;

export const metadataFormats: readonly MetadataFormat[] = [oaiDcFormat, jatsFormat];

export const formatByPrefix = (prefix: string): MetadataFormat | undefined => metadataFormats.find((format) => format.prefix === prefix);

export const dcNamespace = 'http://purl.org/dc/elements/1.1/';
export const xlinkNamespace = 'http://www.w3.org/1999/xlink';
export const mathmlNamespace = 'http://www.w3.org/1998/Math/MathML';
export const aliNamespace = 'http://www.niso.org/schemas/ali/1.0/';
