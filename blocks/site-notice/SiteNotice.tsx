import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { MessagePanel } from '../../runtime/ui/message-panel.tsx';

export default function SiteNotice({ props }: BlockComponentProps<{ kind: 'expired' | 'maintenance' }>) {
  const { t } = useTranslation();
  return props.kind === 'expired' ? (
    <MessagePanel title={t('notices.expiredTitle')} role="alert">
      <p>{t('notices.expired')}</p>
    </MessagePanel>
  ) : (
    <MessagePanel title={t('notices.maintenanceTitle')} role="status">
      <p>{t('notices.maintenance')}</p>
    </MessagePanel>
  );
}
