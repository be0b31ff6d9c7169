import type { MouseEvent } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { languageSegments, type LanguageSegment } from '../../schemas/language-codes.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { bcp47Of, nativeLanguageNames } from '../../runtime/i18n/languages.ts';
import { localizedPath } from '../../runtime/routing/localized-path.ts';
import { GlobeIcon } from './icons.tsx';
import { iconButton, languageList } from './header-styles.ts';

/**
 * The language menu: each language is a link to the same page in that language (works without JavaScript); with
 * JavaScript, choosing one goes through the language switch (cookie, then reload after 500 ms).
 */
export function LanguageSwitch({ onSwitch }: { onSwitch: (language?: string) => void }) {
  const { t } = useTranslation();
  const { lang, path } = usePage();
  const [pathname, search = ''] = path.split(/(?=\?)/);
  const choose = (language: LanguageSegment) => (event: MouseEvent) => {
    event.preventDefault();
    onSwitch(language);
  };
  return (
    <details style={{ position: 'relative' }} className="mh-language-switch">
      {/* The name starts with the visible language name (WCAG 2.5.3), then says what the control does. */}
      <summary css={iconButton} aria-label={t('a11y.languageSwitch', { language: nativeLanguageNames[lang] })} title={t('header.switchLanguage')}>
        <GlobeIcon />
        <span>{nativeLanguageNames[lang]}</span>
      </summary>
      <ul css={languageList} aria-label={t('header.language')}>
        {languageSegments.map((segment) => (
          <li key={segment}>
            <a href={localizedPath(pathname ?? '/', search, segment)} hrefLang={segment} lang={bcp47Of(segment)} aria-current={segment === lang ? 'true' : undefined} onClick={choose(segment)}>
              {nativeLanguageNames[segment]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
