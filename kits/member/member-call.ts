import type { z } from 'zod';
import type { ApiClient } from '../../runtime/api/api-client.ts';
import type { Query } from '../../runtime/api/build-request.ts';
import type { memberEndpoints } from './member-endpoints.ts';

type Endpoints = typeof memberEndpoints;
export type MemberEndpoint = keyof Endpoints;
/** What an endpoint takes: its query (GET) or body (POST), as the schema reads it; a file upload takes FormData. */
export type MemberInput<Name extends MemberEndpoint> = Endpoints[Name]['request'] extends z.ZodType ? z.input<Endpoints[Name]['request']> : Record<string, never>;
export type MemberReply<Name extends MemberEndpoint> = z.output<Endpoints[Name]['reply']>;

/** Loaded once, with the first call: the endpoint table carries the schemas, and so zod. */
export const loadMemberEndpoints = () => import('./member-endpoints.ts');

/**
 * Calls a member or account endpoint through the page's API client (which sends the session token and turns a 401
 * into the session-expiry flow): a GET with `input` as its query, a POST with it as a JSON body (or the FormData of
 * an upload as it is), a DELETE with nothing. Resolves to the reply's checked data; rejects with the API client's errors.
 */
export async function callMember<Name extends MemberEndpoint>(
  api: ApiClient,
  name: Name,
  input: MemberInput<Name> | FormData = {} as MemberInput<Name>,
  options: { signal?: AbortSignal } = {},
): Promise<MemberReply<Name>> {
  const { memberEndpoints } = await loadMemberEndpoints();
  const { path, method, reply } = memberEndpoints[name];
  const call =
    method === 'GET'
      ? api.get(path, { schema: reply, query: input as Query, signal: options.signal })
      : method === 'DELETE'
        ? api.delete(path, { schema: reply, signal: options.signal })
        : api.post(path, { schema: reply, body: input, signal: options.signal });
  return (await call) as MemberReply<Name>;
}

/** The query key of a member read: the endpoint, then its input (so `['member', name]` invalidates every page of it). */
export const memberQueryKey = <Name extends MemberEndpoint>(name: Name, input?: MemberInput<Name>) => (input === undefined ? ['member', name] : ['member', name, input]);
