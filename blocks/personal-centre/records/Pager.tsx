import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { PlaceLink } from '../PlaceLink.tsx';
import { usePlace } from '../place-context.ts';

/** Previous and next page of a list, and where the reader is; nothing when it has one page. */
export function Pager({ totalPages }: { totalPages: number }) {
  const { t } = useTranslation();
  const { place } = usePlace();
  if (totalPages <= 1) return null;
  const step = (page: number, label: string, rel: 'prev' | 'next') =>
    page >= 0 && page < totalPages ? (
      <PlaceLink to={{ ...place, page }} rel={rel}>
        {label}
      </PlaceLink>
    ) : (
      <span aria-disabled="true">{label}</span>
    );
  return (
    <nav className="mh-pager" aria-label={t('personal.pager.label')}>
      {step(place.page - 1, t('personal.pager.previous'), 'prev')}
      <span aria-current="page">{t('personal.pager.status', { page: place.page + 1, total: totalPages })}</span>
      {step(place.page + 1, t('personal.pager.next'), 'next')}
    </nav>
  );
}
