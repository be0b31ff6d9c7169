import { earliestDatestamp, recordById } from './harvest-records.ts';
import { metadataFormats } from './metadata-formats.ts';
import { oaiNamespace, utcSeconds } from './oai-protocol.ts';
import { articleIdOf, failed, type OaiContext, type VerbOutcome } from './oai-service.ts';
import { addElement } from './xml-writer.ts';

/**
 * Identify: the configured name and admin addresses, seconds granularity, and `deletedRecord` `no` — an article taken
 * away leaves no trace this repository could report.
 */
export async function identify({ db, repository, sites, now, baseUrl }: OaiContext): Promise<VerbOutcome> {
  const earliest = (await earliestDatestamp(db, sites.map((site) => site.siteId))) ?? utcSeconds(now);
  return {
    fill: (root) => {
      const element = addElement(root, oaiNamespace, 'Identify');
      addElement(element, oaiNamespace, 'repositoryName', repository.repositoryName);
      addElement(element, oaiNamespace, 'baseURL', baseUrl);
      addElement(element, oaiNamespace, 'protocolVersion', '2.0');
      for (const email of repository.adminEmails) addElement(element, oaiNamespace, 'adminEmail', email);
      addElement(element, oaiNamespace, 'earliestDatestamp', earliest);
      addElement(element, oaiNamespace, 'deletedRecord', 'no');
      addElement(element, oaiNamespace, 'granularity', 'YYYY-MM-DDThh:mm:ssZ');
    },
  };
}

/** ListMetadataFormats: every record is disseminated in every format, so an item has them all (noMetadataFormats never arises). */
export async function listMetadataFormats({ db, repository, sites }: OaiContext, identifier: string | undefined): Promise<VerbOutcome> {
  if (identifier !== undefined) {
    const id = articleIdOf(repository, identifier);
    const found = id === undefined ? undefined : await recordById(db, id, sites.map((site) => site.siteId));
    if (!found) return failed('idDoesNotExist', 'No record has this identifier');
  }
  return {
    fill: (root) => {
      const element = addElement(root, oaiNamespace, 'ListMetadataFormats');
      for (const format of metadataFormats) {
        const entry = addElement(element, oaiNamespace, 'metadataFormat');
        addElement(entry, oaiNamespace, 'metadataPrefix', format.prefix);
        addElement(entry, oaiNamespace, 'schema', format.schema);
        addElement(entry, oaiNamespace, 'metadataNamespace', format.namespace);
      }
    },
  };
}
