import { useEffect } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { loginHref } from '../../runtime/session/login-href.ts';
import { MessagePanel } from '../../runtime/ui/message-panel.tsx';
import { navigate } from '../../kits/member/navigate.ts';

/**
 * Spec §6: the personal centre is for a signed-in reader (the userName cookie); anyone else goes to login, which
 * returns here afterwards. The page says so too, with the link, for a browser that runs no script.
 */
export function SignInRequired() {
  const { t } = useTranslation();
  const { path, lang } = usePage();
  const href = loginHref(path, lang);
  useEffect(() => {
    navigate.replace(href);
  }, [href]);
  return (
    <MessagePanel title={t('personal.signInRequired')} role="status">
      <p>
        <a href={href}>{t('personal.goToLogin')}</a>
      </p>
    </MessagePanel>
  );
}
