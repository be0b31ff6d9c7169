import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { MessagePanel } from '../../runtime/ui/message-panel.tsx';
import { screenHref } from '../../schemas/routes/screen-href.ts';

export default function NotFound() {
  const { t } = useTranslation();
  const { prefix } = usePage();
  return (
    <MessagePanel title={`404 · ${t('errors.routerNotFound')}`} role="alert">
      <p>{t('errors.notFound')}</p>
      <p>
        <a href={screenHref(prefix, 'home')}>{t('errors.backHome')}</a>
      </p>
    </MessagePanel>
  );
}
