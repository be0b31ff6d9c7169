import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { MessagePanel } from '../../runtime/ui/message-panel.tsx';
import { screenHref } from '../../schemas/routes/screen-href.ts';

export default function NotYetAvailable({ props }: BlockComponentProps<{ screen: string }>) {
  const { t } = useTranslation();
  const { prefix } = usePage();
  return (
    <MessagePanel title={t('screens.notYetAvailable')} role="status">
      <p>{t('screens.notYetAvailableDetail')}</p>
      <p data-screen={props.screen}>
        <a href={screenHref(prefix, 'home')}>{t('errors.backHome')}</a>
      </p>
    </MessagePanel>
  );
}
