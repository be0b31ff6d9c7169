import type { UploadRefusal } from '../../../schemas/desk/desk-upload.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { ApiError } from '../../http/api-error.ts';

/** The most refusals a message lists (the reply's `data.refused` has them all). */
const listed = 5;

/** An upload refused: 400, its message naming each file refused and why, `data.refused` the list; nothing was saved. */
export function uploadRefused(refused: readonly UploadRefusal[]): ApiError {
  const shown = refused.slice(0, listed).map(({ file, reason }) => `"${file}": ${reason}`);
  const more = refused.length > listed ? `; and ${refused.length - listed} more` : '';
  return new ApiError(statusCodes.badRequest, `Nothing was saved. ${shown.join('; ')}${more}`, 400, { refused });
}
