import { useTranslation } from 'react-i18next';
import { MessagePanel } from '../../runtime/ui/message-panel.tsx';

export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <MessagePanel title={`403 · ${t('errors.forbiddenTitle')}`} role="alert">
      <p>{t('errors.forbidden')}</p>
      <p>
        <a href="/">{t('errors.backHome')}</a>
      </p>
    </MessagePanel>
  );
}
