import { countRecords, recordById, recordPage } from './harvest-records.ts';
import { scopeOfSet } from './harvest-sets.ts';
import { appendJats } from './jats-record.ts';
import { formatByPrefix, oaiDcFormat, type MetadataFormat } from './metadata-formats.ts';
import { appendOaiDc } from './oai-dc.ts';
import { oaiNamespace, utcSeconds, type OaiError } from './oai-protocol.ts';
import type { ListQuery } from './oai-request.ts';
import { articleIdOf, failed, oaiIdentifier, secondsOf, type OaiContext, type VerbOutcome } from './oai-service.ts';
import { recordSources, type RecordSource } from './record-sources.ts';
import { addResumptionToken, tokenExpiry } from './resumption-element.ts';
import type { RecordListState } from './resumption-token.ts';
import { addElement, type XmlBuilder } from './xml-writer.ts';

type ListVerb = 'ListIdentifiers' | 'ListRecords';

const cannotDisseminateError: OaiError = { code: 'cannotDisseminateFormat', message: 'This repository disseminates oai_dc and jats' };
const cannotDisseminate = (): VerbOutcome => ({ errors: [cannotDisseminateError] });

function addHeader(parent: XmlBuilder, context: OaiContext, source: RecordSource): void {
  const header = addElement(parent, oaiNamespace, 'header');
  addElement(header, oaiNamespace, 'identifier', oaiIdentifier(context.repository, source.id));
  addElement(header, oaiNamespace, 'datestamp', source.datestamp);
  for (const spec of source.setSpecs) addElement(header, oaiNamespace, 'setSpec', spec);
}

function addRecord(parent: XmlBuilder, context: OaiContext, source: RecordSource, format: MetadataFormat): void {
  const record = addElement(parent, oaiNamespace, 'record');
  addHeader(record, context, source);
  const metadata = addElement(record, oaiNamespace, 'metadata');
  if (format.prefix === oaiDcFormat.prefix) appendOaiDc(metadata, source);
  else appendJats(metadata, source);
}

export async function getRecord(context: OaiContext, identifier: string, metadataPrefix: string): Promise<VerbOutcome> {
  const format = formatByPrefix(metadataPrefix);
  const id = articleIdOf(context.repository, identifier);
  const row = id === undefined ? undefined : await recordById(context.db, id, context.sites.map((site) => site.siteId));
  const [source] = row ? await recordSources(context.db, [row], context.sites, context.origin) : [];
  const errors: OaiError[] = [...(format ? [] : [cannotDisseminateError]), ...(source ? [] : [{ code: 'idDoesNotExist' as const, message: 'No record has this identifier' }])];
  if (errors.length > 0 || !format || !source) return { errors };
  return { fill: (root) => addRecord(addElement(root, oaiNamespace, 'GetRecord'), context, source, format) };
}

/** Where a list starts: the request's own query, or the state its resumption token carries. */
type ListStart = { query: Omit<RecordListState, 'list' | 'expires' | 'completeListSize' | 'after'> & { after?: RecordListState['after'] }; completeListSize?: number };

function startOf(context: OaiContext, verb: ListVerb, request: ListQuery | { resumptionToken: string }): ListStart | VerbOutcome {
  if ('resumptionToken' in request) {
    const reading = context.tokens.read(request.resumptionToken, secondsOf(context.now));
    if (!reading.ok) return failed('badResumptionToken', reading.message);
    if (reading.state.list !== verb) return failed('badResumptionToken', 'This resumptionToken continues another list');
    const { list: _list, expires: _expires, completeListSize, ...query } = reading.state;
    return { query, completeListSize };
  }
  return {
    query: { metadataPrefix: request.metadataPrefix, set: request.set, from: request.from?.stamp, until: request.until?.stamp ?? utcSeconds(context.now), cursor: 0 },
  };
}

/**
 * ListIdentifiers and ListRecords: the harvested articles in datestamp order, `listSize` a reply. A resumption token
 * says where the list goes on (after the last datestamp and id sent) and keeps the first request's window, so what
 * changes during a harvest is left for the next one, never skipped.
 */
export async function listVerb(context: OaiContext, verb: ListVerb, request: ListQuery | { resumptionToken: string }): Promise<VerbOutcome> {
  const start = startOf(context, verb, request);
  if ('errors' in start || 'fill' in start) return start;
  const { query } = start;
  const format = formatByPrefix(query.metadataPrefix);
  if (!format) return cannotDisseminate();
  const scope = scopeOfSet(query.set, context.sites);
  if (!scope) return failed('noRecordsMatch', 'This repository has no such set');
  const window = { from: query.from, until: query.until };
  const counted = start.completeListSize ?? (await countRecords(context.db, scope, window));
  const { listSize } = context.repository;
  const rows = counted === 0 ? [] : await recordPage(context.db, scope, window, query.after, listSize + 1);
  const page = rows.slice(0, listSize);
  const sources = await recordSources(context.db, page, context.sites, context.origin);
  if (sources.length === 0) return failed('noRecordsMatch', query.cursor === 0 ? 'No record matches this request' : 'The list has no more records');
  const sent = query.cursor + sources.length;
  const last = page.at(-1)!;
  const completeListSize = Math.max(counted, rows.length > listSize ? sent + 1 : sent);
  const next =
    rows.length > listSize
      ? context.tokens.issue({ list: verb, ...query, after: [last.updated_at, last.id], cursor: sent, completeListSize, expires: tokenExpiry(context.now) })
      : undefined;
  return {
    fill: (root) => {
      const element = addElement(root, oaiNamespace, verb);
      for (const source of sources) {
        if (verb === 'ListRecords') addRecord(element, context, source, format);
        else addHeader(element, context, source);
      }
      const position = { now: context.now, cursor: query.cursor, completeListSize };
      if (next) addResumptionToken(element, next, position);
      else if (query.cursor > 0) addResumptionToken(element, '', position);
    },
  };
}
