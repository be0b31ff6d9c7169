import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Expert } from '../../schemas/content/expert.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { EmptyState } from '../home-kit/HomeSection.tsx';
import { localized } from '../home-kit/localize.ts';
import { card, cardGrid, meta } from '../home-kit/styles.ts';

const person = css`
  flex-direction: row;
  align-items: flex-start;
  gap: 12px;
  img {
    flex: none;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    object-fit: cover;
    background: var(--mh-other, var(--mh-page));
  }
  div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
`;

const role = css`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 600;
  color: var(--mh-primary);
`;

function ExpertCard({ expert }: { expert: Expert }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const name = localized(expert.name, expert.enName, lang);
  const title = localized(expert.title, expert.enTitle, lang);
  const institution = localized(expert.institution, expert.enInstitution, lang);
  const field = localized(expert.researchField, expert.enResearchField, lang);
  return (
    <li css={[card, person]} data-expert={expert.id}>
      {/* The name beside it says whose photo this is. */}
      {expert.photoUrl !== '' ? <img src={expert.photoUrl} alt="" loading="lazy" decoding="async" /> : null}
      <div>
        <h3 lang={name.lang}>{name.text}</h3>
        <p css={role}>{t(`blocks.roles.${expert.role}`)}</p>
        {[title, institution, field]
          .filter((line) => line.text !== '')
          .map((line, index) => (
            <p key={index} css={meta} lang={line.lang}>
              {line.text}
            </p>
          ))}
      </div>
    </li>
  );
}

/** The experts of an album: photo, name, editorial role, title, institution and field. */
export function ExpertList({ experts }: { experts: Expert[] }) {
  if (experts.length === 0) return <EmptyState />;
  return (
    <ul css={cardGrid('260px')}>
      {experts.map((expert) => (
        <ExpertCard key={expert.id} expert={expert} />
      ))}
    </ul>
  );
}
