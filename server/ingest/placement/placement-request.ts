import { placementRequest, type PlacementInput, type PlacementRequest } from '../../../schemas/ingest/placement.ts';
import { RejectedInput } from '../rejected-input.ts';

/** The last placement checked, by its JSON: an import stores many articles with one placement. Never changed. */
let lastChecked: { json: string; request: Readonly<PlacementRequest> } | null = null;

/** A placement as given, checked (RejectedInput says what is wrong with it). */
export function parsePlacement(input: PlacementInput): Readonly<PlacementRequest> {
  const json = JSON.stringify(input);
  if (lastChecked?.json === json) return lastChecked.request;
  const parsed = placementRequest.safeParse(input);
  if (parsed.success) {
    lastChecked = { json, request: Object.freeze(parsed.data) };
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  throw new RejectedInput(`placement: ${issue?.path.join('.') || 'request'}: ${issue?.message}`);
}
