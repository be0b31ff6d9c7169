import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { statusCodes, statusMessages } from '../../schemas/status-codes.ts';
import { accessGrant } from '../config/access-grant.ts';
import { ApiError } from './api-error.ts';

/** What one request may do with a site's full texts and files (spec §6). */
export type ReaderAccess = { signedIn: boolean; read: boolean; download: boolean };

/**
 * A site whose checkPower grants visits (or downloads) lets everyone read (or download); otherwise only a signed-in
 * reader may (spec §6: "Download and full-text reading require login"; signed in = the userName cookie).
 */
export function readerAccess(request: FastifyRequest, config: SiteConfig): ReaderAccess {
  const grant = accessGrant(config.access, request.headers.referer);
  const signedIn = Boolean(request.cookies.userName);
  return { signedIn, read: grant.visitPower || signedIn, download: grant.downloadPower || signedIn };
}

/** Stops a download the reader may not make, with the spec's message. */
export function assertMayDownload(access: ReaderAccess): void {
  if (!access.download) throw new ApiError(statusCodes.loginRequired, statusMessages.downloadLoginRequired, 403);
}
