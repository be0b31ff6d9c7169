import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';

const notice = css`
  &[data-state='offline'],
  &[data-state='back'] {
    position: fixed;
    top: 0;
    inset-inline: 0;
    z-index: 1500;
    padding: 8px 16px;
    text-align: center;
    color: #fff;
  }
  &[data-state='offline'] {
    background: #8c1725;
  }
  &[data-state='back'] {
    background: #1b7f5a;
  }
`;

/**
 * An empty live region as the server sends it, with the two messages its behaviour (behaviour.ts) writes into it when
 * the connection drops and returns.
 */
export default function NetworkStatus() {
  const { t } = useTranslation();
  return <div role="status" aria-live="polite" className="mh-network-status" css={notice} data-state="online" data-offline={t('network.offline')} data-online={t('network.online')} />;
}
