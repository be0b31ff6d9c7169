import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import type { CountsByType } from '../../../schemas/account/member-api.ts';
import { resourceTabs } from '../personal-place.ts';
import { PlaceLink } from '../PlaceLink.tsx';
import { usePlace } from '../place-context.ts';

/** Tabs by resource type (spec §3: article, publication, audio, video) with how many records each has; links, one per place. */
export function ResourceTabs({ counts }: { counts: CountsByType | undefined }) {
  const { t } = useTranslation();
  const { place } = usePlace();
  return (
    <nav className="mh-resource-tabs" aria-label={t('personal.tabs.label')}>
      <ul>
        {resourceTabs.map((tab) => (
          <li key={tab}>
            <PlaceLink to={{ ...place, tab, page: 0 }} aria-current={place.tab === tab ? 'page' : undefined} data-tab={tab}>
              {t(`personal.tabs.${tab}`)}
              {counts ? <span className="mh-tab-count"> ({counts[tab]})</span> : null}
            </PlaceLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
