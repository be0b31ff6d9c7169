import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { TextField } from './TextField.tsx';
import type { FieldBinding } from './use-account-form.ts';

/** The mobile number or e-mail a member signs in with. */
export function AccountField(binding: FieldBinding) {
  const { t } = useTranslation();
  return <TextField label={t('account.account')} {...binding} autoComplete="username" maxLength={254} />;
}

/** The password of an account that exists (login, binding). */
export function CurrentPasswordField(binding: FieldBinding) {
  const { t } = useTranslation();
  return <TextField label={t('account.password')} {...binding} type="password" autoComplete="current-password" />;
}

/** A new password and its confirmation (register, reset), with the rules as a hint (spec §5). */
export function NewPasswordFields({ password, confirmation, labels }: { password: FieldBinding; confirmation: FieldBinding; labels: { password: string; confirmation: string } }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={labels.password} {...password} type="password" autoComplete="new-password" hint={t('account.passwordHint')} />
      <TextField label={labels.confirmation} {...confirmation} type="password" autoComplete="new-password" />
    </>
  );
}
