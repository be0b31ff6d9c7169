import type { FastifyRequest } from 'fastify';
import { readerAddressHeader } from '../../schemas/render-contract.ts';
import { isInProcess } from './request-log.ts';

/**
 * The address of the reader a request is for: its own, or — for an API call a page makes while rendering in this
 * process — the address of the reader the page is for. The header is believed only beside the in-process secret.
 */
export function readerAddressOf(request: FastifyRequest): string {
  const forwarded = request.headers[readerAddressHeader];
  return isInProcess(request) && typeof forwarded === 'string' && forwarded !== '' ? forwarded : request.ip;
}
