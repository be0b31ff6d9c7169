import type { OaiArguments } from './oai-arguments.ts';
import { isOaiVerb, metadataPrefixPattern, setSpecPattern, type OaiError, type OaiVerb } from './oai-protocol.ts';

/** A `from` or `until` bound as the second it stands for (a day's `from` is its first second, its `until` its last). */
export type DateBound = { stamp: string; granularity: 'day' | 'seconds' };

/** What a selective harvest asks for: a format, and optionally a set and a datestamp window. */
export type ListQuery = { metadataPrefix: string; set?: string | undefined; from?: DateBound | undefined; until?: DateBound | undefined };

export type OaiRequest =
  | { verb: 'Identify' }
  | { verb: 'ListMetadataFormats'; identifier?: string | undefined }
  | { verb: 'ListSets'; resumptionToken?: string | undefined }
  | { verb: 'GetRecord'; identifier: string; metadataPrefix: string }
  | { verb: 'ListIdentifiers' | 'ListRecords'; resumptionToken: string }
  | ({ verb: 'ListIdentifiers' | 'ListRecords'; resumptionToken?: undefined } & ListQuery);

/** A legal request, with its arguments as the reply's `<request>` element echoes them. */
export type ReadRequest = { ok: true; request: OaiRequest; echo: Record<string, string> } | { ok: false; errors: OaiError[] };

/** The arguments each verb takes besides `verb`. */
const allowedArguments: Record<OaiVerb, readonly string[]> = {
  Identify: [],
  ListMetadataFormats: ['identifier'],
  ListSets: ['resumptionToken'],
  GetRecord: ['identifier', 'metadataPrefix'],
  ListIdentifiers: ['metadataPrefix', 'from', 'until', 'set', 'resumptionToken'],
  ListRecords: ['metadataPrefix', 'from', 'until', 'set', 'resumptionToken'],
};

// The reply echoes a legal request's arguments, so what the schema would refuse to echo is refused here.
const malformedPrefix = 'The metadataPrefix is not of the protocol\'s syntax';

const badArgument = (message: string): ReadRequest => ({ ok: false, errors: [{ code: 'badArgument', message }] });

/** A day (`2026-03-01`) or a UTC second (`2026-03-01T08:15:00Z`) that exists on the calendar. */
function dateBound(value: string, end: 'from' | 'until'): DateBound | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z)?$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  const time = hour === undefined ? (end === 'from' ? '00:00:00' : '23:59:59') : `${hour}:${minute}:${second}`;
  const stamp = `${year}-${month}-${day}T${time}Z`;
  const parsed = new Date(stamp);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 19) !== stamp.slice(0, 19)) return undefined;
  return { stamp, granularity: hour === undefined ? 'day' : 'seconds' };
}

/**
 * Reads a request's arguments as the protocol defines them: a missing, unknown or repeated verb is badVerb; a
 * repeated, unknown, missing or malformed argument, or a resumption token with other arguments, is badArgument.
 * Whether the format, record, set or token exists is for the verb to find out.
 */
export function readOaiRequest(args: OaiArguments): ReadRequest {
  const verbs = args.filter(([name]) => name === 'verb').map(([, value]) => value);
  if (verbs.length === 0) return { ok: false, errors: [{ code: 'badVerb', message: 'The request names no verb' }] };
  if (verbs.length > 1) return { ok: false, errors: [{ code: 'badVerb', message: 'The verb argument is repeated' }] };
  const verb = verbs[0]!;
  if (!isOaiVerb(verb)) return { ok: false, errors: [{ code: 'badVerb', message: 'The verb is not an OAI-PMH verb' }] };

  const values = new Map<string, string>();
  for (const [name, value] of args) {
    if (name === 'verb') continue;
    if (!allowedArguments[verb].includes(name)) return badArgument(`${verb} takes no argument "${name}"`);
    if (values.has(name)) return badArgument(`The argument "${name}" is repeated`);
    if (value === '') return badArgument(`The argument "${name}" is empty`);
    values.set(name, value);
  }
  const echo = { verb, ...Object.fromEntries(values) };
  const accepted = (request: OaiRequest): ReadRequest => ({ ok: true, request, echo });
  const token = values.get('resumptionToken');
  if (token !== undefined && values.size > 1) return badArgument('A resumptionToken is the only argument it may come with, besides the verb');

  switch (verb) {
    case 'Identify':
      return accepted({ verb });
    case 'ListMetadataFormats':
      return accepted({ verb, identifier: values.get('identifier') });
    case 'ListSets':
      return accepted({ verb, resumptionToken: token });
    case 'GetRecord': {
      const identifier = values.get('identifier');
      const metadataPrefix = values.get('metadataPrefix');
      if (identifier === undefined || metadataPrefix === undefined) return badArgument('GetRecord needs an identifier and a metadataPrefix');
      if (!metadataPrefixPattern.test(metadataPrefix)) return badArgument(malformedPrefix);
      return accepted({ verb, identifier, metadataPrefix });
    }
    case 'ListIdentifiers':
    case 'ListRecords': {
      if (token !== undefined) return accepted({ verb, resumptionToken: token });
      const metadataPrefix = values.get('metadataPrefix');
      if (metadataPrefix === undefined) return badArgument(`${verb} needs a metadataPrefix (or a resumptionToken)`);
      if (!metadataPrefixPattern.test(metadataPrefix)) return badArgument(malformedPrefix);
      const set = values.get('set');
      if (set !== undefined && !setSpecPattern.test(set)) return badArgument('The set is not a setSpec');
      const fromText = values.get('from');
      const untilText = values.get('until');
      const from = fromText === undefined ? undefined : dateBound(fromText, 'from');
      const until = untilText === undefined ? undefined : dateBound(untilText, 'until');
      if ((fromText !== undefined && !from) || (untilText !== undefined && !until)) {
        return badArgument('from and until are dates (YYYY-MM-DD) or UTC times (YYYY-MM-DDThh:mm:ssZ)');
      }
      if (from && until && from.granularity !== until.granularity) return badArgument('from and until must have the same granularity');
      if (from && until && from.stamp > until.stamp) return badArgument('from is later than until');
      return accepted({ verb, metadataPrefix, set, from, until });
    }
  }
}
