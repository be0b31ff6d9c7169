import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { statusCodes, statusMessages } from '../../schemas/status-codes.ts';
import { signedInMemberId } from '../accounts/signed-in-member.ts';
import { accessGrant } from '../config/access-grant.ts';
import type { Database } from '../db/tables.ts';
import { ApiError } from './api-error.ts';

/** What one request may do with a site's full texts and files (spec §6). */
export type ReaderAccess = { signedIn: boolean; read: boolean; download: boolean };

/**
 * A site whose checkPower grants visits (or downloads) lets everyone read (or download); otherwise only a signed-in
 * reader may (spec §6: "Download and full-text reading require login"). Signed in means a live session (the `token`
 * header or the `commonToken` cookie), not merely a `userName` cookie anyone can set.
 */
export async function readerAccess(request: FastifyRequest, config: SiteConfig, db: Kysely<Database>): Promise<ReaderAccess> {
  const grant = accessGrant(config.access, request.headers.referer);
  const signedIn = (await signedInMemberId(request, db)) !== null;
  return { signedIn, read: grant.visitPower || signedIn, download: grant.downloadPower || signedIn };
}

/** Stops a download the reader may not make, with the spec's message. */
export function assertMayDownload(access: ReaderAccess): void {
  if (!access.download) throw new ApiError(statusCodes.loginRequired, statusMessages.downloadLoginRequired, 403);
}
