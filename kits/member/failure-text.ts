import type { TFunction } from 'i18next';
import { ApiStatusError } from '../../runtime/api/api-errors.ts';
import { statusCodes } from '../../schemas/status-codes.ts';

/**
 * What to tell the reader when a member call failed: the server's message (already in the reader's language), or the
 * generic 'Data acquisition failed'. A 401 says nothing here: the session-expiry flow shows its message and leaves.
 */
export function failureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiStatusError) {
    if (error.status === statusCodes.unauthorized) return '';
    if (error.serverMessage) return error.serverMessage;
  }
  return t('common.dataFailed');
}
