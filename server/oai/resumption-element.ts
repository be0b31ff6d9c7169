import { oaiNamespace, utcSeconds } from './oai-protocol.ts';
import { tokenLifetimeSeconds } from './resumption-token.ts';
import { addElement, setAttribute, type XmlBuilder } from './xml-writer.ts';

/**
 * The `<resumptionToken>` of an incomplete list: the token (empty in the reply that completes the list), when it
 * expires, the list's size and how many items came before this reply's.
 */
export function addResumptionToken(parent: XmlBuilder, token: string, { now, cursor, completeListSize }: { now: Date; cursor: number; completeListSize: number }): void {
  const element = addElement(parent, oaiNamespace, 'resumptionToken', token);
  if (token) setAttribute(element, null, 'expirationDate', utcSeconds(new Date(now.getTime() + tokenLifetimeSeconds * 1000)));
  setAttribute(element, null, 'completeListSize', String(completeListSize));
  setAttribute(element, null, 'cursor', String(cursor));
}

export const tokenExpiry = (now: Date): number => Math.floor(now.getTime() / 1000) + tokenLifetimeSeconds;
