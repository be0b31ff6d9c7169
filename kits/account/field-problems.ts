import type { AccountMessageKey } from '../../schemas/account/account-messages.ts';

/** A form's problems: each field's first, as a key of the account message catalogue. */
export type FieldProblems<Field extends string = string> = Partial<Record<Field, AccountMessageKey>>;

export const hasProblems = (problems: FieldProblems): boolean => Object.values(problems).some(Boolean);
