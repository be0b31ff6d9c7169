import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { bcp47Of, directionOf } from '../../../runtime/i18n/languages.ts';
import { translationLanguages, type TranslationLanguage } from '../../../schemas/translation-languages.ts';
import type { TranslatorView } from './translator-session.ts';

type Props = {
  id: string;
  view: TranslatorView;
  /** Set when the text was cut to what one request carries. */
  clippedAt: number | null;
  onLanguage: (language: TranslationLanguage) => void;
  onClose: () => void;
};

/**
 * The translator popover's content (spec §4, §8): the target language, the generating message, then the translation
 * or the spec's error text, and always the disclaimer. Takes focus when it opens.
 */
export function TranslatorPopover({ id, view, clippedAt, onLanguage, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    dialog.current?.focus();
  }, []);

  return (
    <div ref={dialog} id={id} role="dialog" aria-label={t('article.translate.dialog')} tabIndex={-1} className="mh-translate-popover" data-placement={view.placement}>
      <div className="mh-translate-bar">
        <label>
          {t('article.translate.to')}
          <select value={view.language} onChange={(event) => onLanguage(event.target.value as TranslationLanguage)}>
            {translationLanguages.map((language) => (
              <option key={language} value={language}>
                {t(`article.translate.languages.${language}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="mh-translate-close" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="mh-translate-output" aria-live="polite" aria-busy={view.status === 'loading'}>
        {view.status === 'loading' ? (
          <p className="mh-translate-status">{t('article.translate.generating')}</p>
        ) : view.error ? (
          <p className="mh-translate-status">{t(`article.translate.${view.error}`)}</p>
        ) : (
          <div lang={bcp47Of(view.language)} dir={directionOf(view.language)}>
            {(view.result ?? []).map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </div>
        )}
      </div>
      {clippedAt !== null && view.status === 'shown' && !view.error ? <p className="mh-translate-note">{t('article.translate.clipped', { count: clippedAt })}</p> : null}
      <p className="mh-translate-disclaimer">{t('article.translate.disclaimer')}</p>
    </div>
  );
}
