import type { SubscriptionType } from '../../schemas/account/member-api.ts';
import type { SubscriptionSubmission } from '../../machines/subscription-machine.ts';

export type SubscriptionMode = SubscriptionSubmission['mode'];

/** Spec §9 subscription types, in the form's order (schemas/account/member-api.ts holds them with zod, which forms may not load). */
export const alertTypes = ['current', 'onlineFirst', 'keywords', 'column'] as const satisfies readonly SubscriptionType[];
// The list names every type the schema knows.
export const alertTypesComplete: Exclude<SubscriptionType, (typeof alertTypes)[number]> extends never ? true : never = true;

/** The alert form as typed. */
export type SubscriptionFormValues = {
  mode: SubscriptionMode;
  email: string;
  type: SubscriptionType;
  keywords: string;
  columnId: string;
  captcha: string;
};

export const emptySubscriptionForm: SubscriptionFormValues = { mode: 'subscribe', email: '', type: 'current', keywords: '', columnId: '', captcha: '' };

/**
 * What the form asks for (schemas/account/member-api.ts subscribeRequest, unSubscribeRequest): keywords only for a
 * keywords alert (as typed, ';'-separated: the schema splits them), a column only for a column alert.
 */
export function submissionOf(values: SubscriptionFormValues, captchaId: string): SubscriptionSubmission {
  const proof = { email: values.email, captchaId, captcha: values.captcha };
  if (values.mode === 'unsubscribe') return { mode: 'unsubscribe', request: proof };
  return {
    mode: 'subscribe',
    request: {
      ...proof,
      type: values.type,
      keywords: values.type === 'keywords' ? values.keywords : undefined,
      columnId: values.type === 'column' ? values.columnId || undefined : undefined,
    },
  };
}
