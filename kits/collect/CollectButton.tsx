import { useRef, useState } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { useNearViewport } from '../../runtime/browser/use-near-viewport.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { loginHref } from '../../runtime/session/login-href.ts';
import { ConfirmDialog } from '../member/ConfirmDialog.tsx';
import { collectStyles } from './collect-styles.ts';
import { useCollectState } from './use-collect-state.ts';

function SignedInCollect({ articleId, askWhenSeen }: { articleId: number; askWhenSeen: boolean }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const seen = useNearViewport(button);
  const { collected, known, busy, change } = useCollectState(articleId, { enabled: !askWhenSeen || seen });
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        ref={button}
        type="button"
        css={collectStyles}
        className="mh-collect"
        aria-pressed={collected}
        disabled={!known || busy}
        aria-busy={!known || busy || undefined}
        onClick={() => (collected ? setConfirming(true) : void change(true))}
      >
        <span aria-hidden="true">{collected ? '★' : '☆'}</span>
        {collected ? t('personal.collect.collected') : t('personal.collect.collect')}
      </button>
      {confirming ? (
        <ConfirmDialog
          message={t('personal.collect.confirmUncollect')}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void change(false);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Collect on the article page (spec §4 favourites, §6): for a signed-in reader a toggle that collects the article, or
 * uncollects it after a confirmation; for anyone else a link to login that returns here. In a long list
 * (`askWhenSeen`), a button asks whether the article is collected only when it comes near the screen: an issue of 300
 * articles would otherwise send 300 requests at once.
 */
export function CollectButton({ articleId, askWhenSeen = false }: { articleId: number; askWhenSeen?: boolean }) {
  const { t } = useTranslation();
  const { userName, path, lang } = usePage();
  if (!userName) {
    return (
      <a css={collectStyles} className="mh-collect" href={loginHref(path, lang)} title={t('personal.collect.loginRequired')}>
        <span aria-hidden="true">☆</span>
        {t('personal.collect.collect')}
      </a>
    );
  }
  return <SignedInCollect articleId={articleId} askWhenSeen={askWhenSeen} />;
}
