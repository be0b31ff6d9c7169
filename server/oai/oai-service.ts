import type { Kysely } from 'kysely';
import type { OaiRepository } from '../../schemas/oai-repository.ts';
import type { Database } from '../db/tables.ts';
import type { HarvestSite } from './harvest-sets.ts';
import type { OaiError } from './oai-protocol.ts';
import type { ResumptionTokens } from './resumption-token.ts';
import type { XmlBuilder } from './xml-writer.ts';

/** What answering one request needs: the data, the repository's configuration, and the request's moment and place. */
export type OaiContext = {
  db: Kysely<Database>;
  repository: OaiRepository;
  sites: HarvestSite[];
  tokens: ResumptionTokens;
  now: Date;
  /** Where the portal's pages are (article pages are record identifiers in oai_dc). */
  origin: string;
  baseUrl: string;
};

/** A verb's outcome: the protocol errors it found, or what it writes into the reply. */
export type VerbOutcome = { errors: OaiError[] } | { fill: (root: XmlBuilder) => void };

export const failed = (code: OaiError['code'], message: string): VerbOutcome => ({ errors: [{ code, message }] });

/** `oai:<repository identifier>:<article id>`. */
export const oaiIdentifier = (repository: OaiRepository, id: number): string => `oai:${repository.repositoryIdentifier}:${id}`;

/** The article id an OAI identifier of this repository names; undefined for any other identifier. */
export function articleIdOf(repository: OaiRepository, identifier: string): number | undefined {
  const prefix = `oai:${repository.repositoryIdentifier}:`;
  if (!identifier.startsWith(prefix)) return undefined;
  const id = identifier.slice(prefix.length);
  return /^[1-9]\d{0,15}$/.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : undefined;
}

export const secondsOf = (date: Date): number => Math.floor(date.getTime() / 1000);
