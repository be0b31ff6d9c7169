import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { z } from 'zod';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { MessagePanel } from '../../runtime/ui/message-panel.tsx';
import type { errorPageProps } from './contract.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

export default function ErrorPage({ props }: BlockComponentProps<z.output<typeof errorPageProps>>) {
  const { t } = useTranslation();
  const { prefix } = usePage();
  return (
    <MessagePanel title={`${props.status} · ${props.message}`} role="alert">
      <p>{t(props.reason === 'apiDown' ? 'errors.apiDown' : 'errors.serverError')}</p>
      <p>
        <a href={screenHref(prefix, 'home')}>{t('errors.backHome')}</a>
      </p>
    </MessagePanel>
  );
}
