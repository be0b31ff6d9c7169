import type { AccountMessageKey } from '../../schemas/account/account-messages.ts';
import type { AccountFormInput } from '../../machines/account-form-machine.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { useAccountKit } from './use-account-kit.ts';
import { useActorSnapshot, useKitActor } from './use-actor.ts';

/**
 * An account form's submission (register, reset password, bind account) once the kit has loaded: the kit, whether it
 * failed to load, the form's actor and snapshot, and `busy` while a submission is out. `success` is announced after.
 */
export function useAccountFormActor(input: AccountFormInput, success: AccountMessageKey) {
  const { api, lang } = usePage();
  const { kit, failed } = useAccountKit();
  const form = useKitActor(kit, ({ startAccountForm }) => startAccountForm({ api, lang }, input, success));
  const snapshot = useActorSnapshot(form);
  const busy = snapshot !== undefined && !snapshot.matches('editing');
  return { kit, failed, form, snapshot, busy };
}
