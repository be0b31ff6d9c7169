/** Names the OAI-PMH 2.0 protocol fixes (openarchives.org/OAI/openarchivesprotocol.html). */

export const oaiNamespace = 'http://www.openarchives.org/OAI/2.0/';
export const oaiSchemaLocation = `${oaiNamespace} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd`;
export const xsiNamespace = 'http://www.w3.org/2001/XMLSchema-instance';
export const xmlNamespace = 'http://www.w3.org/XML/1998/namespace';
export const xmlnsNamespace = 'http://www.w3.org/2000/xmlns/';

export const oaiVerbs = ['Identify', 'ListMetadataFormats', 'ListSets', 'GetRecord', 'ListIdentifiers', 'ListRecords'] as const;
export type OaiVerb = (typeof oaiVerbs)[number];
export const isOaiVerb = (value: string): value is OaiVerb => (oaiVerbs as readonly string[]).includes(value);

export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

/** An error condition of the protocol, answered with HTTP 200 and an `<error>` element. */
export type OaiError = { code: OaiErrorCode; message: string };

/** The protocol's setSpec syntax: `:`-separated parts of unreserved URI characters. */
export const setSpecPattern = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/;
export const metadataPrefixPattern = /^[A-Za-z0-9\-_.!~*'()]+$/;

/** `2026-03-01T08:15:00Z`: the seconds granularity this repository declares. */
export const utcSeconds = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`;
