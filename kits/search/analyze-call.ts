import type { ApiClient } from '../../runtime/api/api-client.ts';
import { ApiStatusError } from '../../runtime/api/api-errors.ts';
import { callEndpoint } from '../../runtime/api/call-endpoint.ts';
import { searchEndpoints } from '../../schemas/api/search-endpoints.ts';
import type { AnalyzeInput, AnalyzeOutcome } from '../../machines/search-submission-machine.ts';

export const analyzePath = searchEndpoints.searchAnalyze.path;

/**
 * Spec §7 analyze service, as the submission machine takes it: status 0 with the terms, or the reply's other status
 * (no terms → 40000). A call that gets no reply rejects. `type` is the resource code (the server's analyser reads
 * codes; a type id would need the site's configuration).
 */
export function createAnalyzeCall(api: ApiClient) {
  return async ({ q, type }: AnalyzeInput, signal?: AbortSignal): Promise<AnalyzeOutcome> => {
    try {
      const { terms } = await callEndpoint(api, searchEndpoints.searchAnalyze, { query: { q, type }, ...(signal ? { signal } : {}) });
      return { status: 0, terms };
    } catch (error) {
      if (error instanceof ApiStatusError) return { status: error.status, terms: [] };
      throw error;
    }
  };
}
