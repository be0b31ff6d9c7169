import { useState } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import type { ChangePasswordRequest } from '../../../schemas/account/auth-api.ts';
import { accountMessage } from '../../../schemas/account/account-messages.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { checkMemberInput, type FieldMessages } from '../../../kits/member/check-member-input.ts';
import { LiveMessage } from '../../../kits/member/LiveMessage.tsx';
import { useMemberAction } from '../../../kits/member/use-member-action.ts';
import { TextField } from '../../../kits/member/TextField.tsx';

const empty: ChangePasswordRequest = { originalPassword: '', password: '', confirmPassword: '' };

const labelKeys = { originalPassword: 'personal.account.originalPassword', password: 'personal.account.newPassword', confirmPassword: 'personal.account.confirmPassword' } as const;

/**
 * Changing the password (POST /rc-pub/api/changePwd; spec §5 password rules, checked here with the server's own):
 * the original, the new one twice. The member's other sessions end; this one stays.
 */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const action = useMemberAction();
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<FieldMessages>({});

  const submit = async () => {
    const found = await checkMemberInput('changePwd', values, lang);
    setProblems(found ?? {});
    if (found) return;
    if (await action.run('changePwd', values, { success: accountMessage('passwordChanged', lang), refresh: ['account'] })) onDone();
  };

  const field = (name: keyof ChangePasswordRequest, autoComplete: string) => (
    <TextField
      label={t(labelKeys[name])}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => setValues({ ...values, [name]: value })}
      error={problems[name]}
    />
  );

  return (
    <form
      className="mh-account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {field('originalPassword', 'current-password')}
      {field('password', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <p className="mh-hint">{accountMessage('passwordChangeAdvice', lang)}</p>
      <LiveMessage message={action.failure} tone="error" />
      <button type="submit" className="mh-primary" disabled={action.busy}>
        {t('personal.account.submit')}
      </button>
    </form>
  );
}
