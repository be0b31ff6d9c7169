import { useTranslation } from '../../runtime/i18n/use-translation.ts';
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
