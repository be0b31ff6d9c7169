import type { TFunction } from 'i18next';
import type { AccountFailure } from '../../machines/account-outcome.ts';

/** What to tell the reader about a failed call: the server's message (in their language), else that it did not answer. */
export function failureText(failure: AccountFailure | null | undefined, t: TFunction): string | undefined {
  if (!failure) return undefined;
  return failure.message || t('account.noReply');
}
