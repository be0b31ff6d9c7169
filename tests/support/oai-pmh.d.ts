// The oai-pmh harvester (npm, tests only) ships no type declarations: these cover the part the tests use.

declare module 'oai-pmh' {
  /** An element as xml2js reads it: text, or an object of children (`$` its attributes, `_` its text). */
  export type ParsedXml = string | { [name: string]: ParsedXml | ParsedXml[] | undefined };

  export class OaiPmh {
    constructor(baseUrl: string, options?: { userAgent?: string; retry?: boolean });
    identify(): Promise<Record<string, ParsedXml>>;
    listMetadataFormats(options?: { identifier?: string }): Promise<ParsedXml | ParsedXml[]>;
    getRecord(identifier: string, metadataPrefix: string): Promise<Record<string, ParsedXml>>;
    listIdentifiers(options: { metadataPrefix: string; set?: string; from?: string; until?: string }): AsyncGenerator<Record<string, ParsedXml>>;
    listRecords(options: { metadataPrefix: string; set?: string; from?: string; until?: string }): AsyncGenerator<Record<string, ParsedXml>>;
    listSets(): AsyncGenerator<Record<string, ParsedXml>>;
  }

  export class OaiPmhError extends Error {
    code: string | undefined;
  }
}
