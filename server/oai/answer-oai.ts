import { identify, listMetadataFormats } from './identify-verbs.ts';
import { listSetsVerb } from './list-sets-verb.ts';
import type { OaiArguments } from './oai-arguments.ts';
import { oaiErrorReply, oaiReply } from './oai-document.ts';
import { utcSeconds } from './oai-protocol.ts';
import { readOaiRequest, type OaiRequest } from './oai-request.ts';
import type { OaiContext, VerbOutcome } from './oai-service.ts';
import { getRecord, listVerb } from './record-verbs.ts';

function answerVerb(context: OaiContext, request: OaiRequest): Promise<VerbOutcome> {
  switch (request.verb) {
    case 'Identify':
      return identify(context);
    case 'ListMetadataFormats':
      return listMetadataFormats(context, request.identifier);
    case 'ListSets':
      return listSetsVerb(context, request.resumptionToken);
    case 'GetRecord':
      return getRecord(context, request.identifier, request.metadataPrefix);
    case 'ListIdentifiers':
    case 'ListRecords':
      return listVerb(context, request.verb, request.resumptionToken === undefined ? request : { resumptionToken: request.resumptionToken });
  }
}

/**
 * Answers one OAI-PMH request with its XML reply. Every protocol error — bad verb or argument, unknown format, record
 * or set, a token this repository will not take — is an `<error>` in a reply like any other (HTTP 200).
 */
export async function answerOai(context: OaiContext, args: OaiArguments): Promise<string> {
  const responseDate = utcSeconds(context.now);
  const read = readOaiRequest(args);
  if (!read.ok) return oaiErrorReply({ baseUrl: context.baseUrl, responseDate, echo: null }, read.errors);
  const head = { baseUrl: context.baseUrl, responseDate, echo: read.echo };
  const outcome = await answerVerb(context, read.request);
  return 'errors' in outcome ? oaiErrorReply(head, outcome.errors) : oaiReply(head, outcome.fill);
}
