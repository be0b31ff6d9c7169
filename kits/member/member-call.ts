import type { z } from 'zod';
import type { EndpointData } from '../../schemas/api/endpoint.ts';
import type { ApiClient } from '../../runtime/api/api-client.ts';
import { callEndpoint, type TypedEndpoint } from '../../runtime/api/call-endpoint.ts';
import type { memberCallEndpoints } from './member-endpoints.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

type Endpoints = typeof memberCallEndpoints;
export type MemberEndpoint = keyof Endpoints;
/** The schema of what an endpoint takes: its query (GET) or its body (POST); none for a file upload or nothing. */
type InputSchema<E> = E extends { query: AnySchema } ? E['query'] : E extends { body: AnySchema } ? E['body'] : undefined;
/** What an endpoint takes, as its schema reads it; a file upload takes FormData. */
export type MemberInput<Name extends MemberEndpoint> = InputSchema<Endpoints[Name]> extends AnySchema ? z.input<InputSchema<Endpoints[Name]>> : Record<string, never>;
export type MemberReply<Name extends MemberEndpoint> = EndpointData<Endpoints[Name]>;

/** Loaded once, with the first call: the endpoint table carries the schemas, and so zod. */
export const loadMemberEndpoints = () => import('./member-endpoints.ts');

/** The schema an endpoint's input is checked with before it is sent, or undefined when it takes none. */
export function inputSchemaOf(entry: TypedEndpoint): AnySchema | undefined {
  return entry.method === 'GET' ? entry.query : entry.body;
}

/**
 * Calls a member or account endpoint by its table entry, through the page's API client (which sends the session
 * token and turns a 401 into the session-expiry flow): a GET with `input` as its query, a POST with it as a JSON body
 * (or the FormData of an upload as it is), a DELETE with nothing. Resolves to the reply's checked data; rejects with
 * the API client's errors.
 */
export async function callMember<Name extends MemberEndpoint>(
  api: ApiClient,
  name: Name,
  input: MemberInput<Name> | FormData = {} as MemberInput<Name>,
  options: { signal?: AbortSignal } = {},
): Promise<MemberReply<Name>> {
  const { memberCallEndpoints } = await loadMemberEndpoints();
  const entry: TypedEndpoint = memberCallEndpoints[name];
  const sent = entry.method === 'GET' ? { query: input } : entry.method === 'POST' ? { body: input } : {};
  return (await callEndpoint(api, entry, { ...sent, signal: options.signal })) as MemberReply<Name>;
}

/** The query key of a member read: the endpoint, then its input (so `['member', name]` invalidates every page of it). */
export const memberQueryKey = <Name extends MemberEndpoint>(name: Name, input?: MemberInput<Name>) => (input === undefined ? ['member', name] : ['member', name, input]);
