import { useState } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { accountMessage } from '../../schemas/account/account-messages.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { showToast } from '../../runtime/ui/show-toast.ts';
import { failureText } from '../../kits/member/failure-text.ts';
import { logOut } from './log-out.ts';

/** Ends the session (spec §4 Logout); a failure shows the server's message as a toast (spec §8) and keeps the reader here. */
export function LogOutButton() {
  const { t } = useTranslation();
  const { api, lang } = usePage();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await logOut(api, { lang, successMessage: accountMessage('logoutSuccessful', lang) });
    } catch (error) {
      showToast(failureText(error, t));
      setBusy(false);
    }
  };
  return (
    <button type="button" className="mh-personal-logout" disabled={busy} onClick={() => void click()}>
      {t('personal.logOut')}
    </button>
  );
}
