import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { AiqaConfig } from '../../schemas/aiqa.ts';
import type { AiqaContextMessage } from '../../schemas/aiqa-api.ts';
import { aiqaClientCode, aiqaCloseMessageType, aiqaContextMessageType, aiqaSecureParamsVersion } from '../../schemas/aiqa-frame.ts';
import { localizedString } from '../../kits/home/localize.ts';
import { panel, panelBody, panelHeader, panelMessage, roundButton, tabButton } from './ai-panel-styles.ts';
import { aiPanelShown } from './ai-panel-visibility.ts';
import { useAiPanel } from './use-ai-panel.ts';
import { needsScript } from '../../runtime/browser/needs-script.ts';



/** The origin a frame address loads from, relative to the page; null for an address without one (about:, data:). */
function originOf(src: string | null): string | null {
  if (!src) return null;
  try {
    const { origin } = new URL(src, window.location.href);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function AssistantIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-6.6l-4.7 3.6A.8.8 0 0 1 7.4 21v-3H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm4.2 4.3-2 5.4h1.5l.4-1.1h2.2l.4 1.1h1.5l-2-5.4H8.2Zm.8 1.6.6 1.6H8.4l.6-1.6Zm4.6-1.6v5.4h1.4V8.3h-1.4Z"
      />
    </svg>
  );
}

/**
 * The AI Q&A button and its panel (spec §1, §4), on the pages aiqa.json names. The server renders the button; it
 * needs script to do anything, so a browser without script does not show it (`needsScript`).
 */
export default function AiPanel() {
  const { bootstrap, location } = usePage();
  const config = bootstrap.aiqa;
  if (!aiPanelShown(config, location.screen)) return null;
  return <AiPanelControl config={config} />;
}

/**
 * A disclosure button and a non-modal dialog: opening moves focus into the panel, closing (the button, the close
 * button, Escape on the page or in the frame) hides it and gives focus back to the button. Once the frame has loaded,
 * the page posts it its host, site and language, addressed to the frame's origin only.
 */
function AiPanelControl({ config }: { config: AiqaConfig }) {
  const { t } = useTranslation();
  const { api, bootstrap, lang } = usePage();
  const panelId = useId();
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const siteId = bootstrap.site.siteId;
  const name = localizedString(config.appName, config.enAppName, lang).trim() || t('aiqa.defaultName');

  const { view, send } = useAiPanel({
    api,
    frameUrl: config.frameUrl,
    secureParamsBody: () => ({ code: aiqaClientCode, s: aiqaSecureParamsVersion, host: window.location.host, siteId, lang }),
    postHostContext: (frameSrc) => {
      const target = frame.current?.contentWindow;
      const origin = originOf(frameSrc);
      if (!target || !origin) return;
      const message: AiqaContextMessage = { type: aiqaContextMessageType, host: window.location.host, siteId, lang };
      target.postMessage(message, origin);
    },
  });
  const isOpen = view.status !== 'closed';

  const close = useCallback(() => {
    send({ type: 'close' });
    button.current?.focus();
  }, [send]);

  useEffect(() => {
    if (isOpen) dialog.current?.focus();
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    // Escape pressed inside the frame never reaches this page: the frame says so.
    const frameOrigin = originOf(view.frameSrc);
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      const fromFrame = frame.current !== null && event.source === frame.current.contentWindow && event.origin === frameOrigin;
      if (fromFrame && typeof data === 'object' && data !== null && (data as { type?: unknown }).type === aiqaCloseMessageType) close();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('message', onMessage);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('message', onMessage);
    };
  }, [isOpen, close, view.frameSrc]);

  const round = config.buttonStyle === 'round';
  return (
    <>
      <button
        ref={button}
        type="button"
        css={round ? roundButton : tabButton}
        className={`mh-ai-button mh-ai-button-${config.buttonStyle}`}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={round ? name : undefined}
        title={name}
        onClick={() => send({ type: 'toggle' })}
        {...needsScript}
      >
        <AssistantIcon />
        {round ? null : <span>{name}</span>}
      </button>
      <section ref={dialog} id={panelId} role="dialog" aria-labelledby={headingId} tabIndex={-1} hidden={!isOpen} css={panel} className="mh-ai-panel">
        <div css={panelHeader}>
          <h2 id={headingId}>{name}</h2>
          <button type="button" onClick={close} aria-label={t('aiqa.close', { name })} title={t('aiqa.close', { name })}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div css={panelBody}>
          {view.status === 'opening' ? (
            <div css={panelMessage} role="status">
              <p>{t('aiqa.opening')}</p>
            </div>
          ) : null}
          {view.status === 'failed' ? (
            <div css={panelMessage} role="alert">
              <p>{t('aiqa.failed')}</p>
              <button type="button" onClick={() => send({ type: 'retry' })}>
                {t('common.retry')}
              </button>
            </div>
          ) : null}
          {view.status === 'open' && view.frameSrc ? (
            <iframe ref={frame} src={view.frameSrc} title={t('aiqa.frameTitle', { name })} onLoad={() => send({ type: 'frame.loaded' })} />
          ) : null}
        </div>
      </section>
    </>
  );
}
