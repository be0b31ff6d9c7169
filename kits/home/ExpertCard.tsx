import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Expert } from '../../schemas/content/expert.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { localized } from './localize.ts';
import { card, meta, titleLink } from './styles.ts';

const person = css`
  flex-direction: row;
  align-items: flex-start;
  gap: 12px;
`;

const photo = css`
  flex: none;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  object-fit: cover;
  background: var(--mh-other, var(--mh-page));
`;

const body = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const role = css`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 600;
  color: var(--mh-primary);
`;

/**
 * An expert as a card: photo, name (a link to their profile where there is one, `href`), editorial role, title,
 * institution and, with `showField`, research field.
 */
export function ExpertCard({ expert, href, showField = false }: { expert: Expert; href?: string | undefined; showField?: boolean }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const name = localized(expert.name, expert.enName, lang);
  const lines = [localized(expert.title, expert.enTitle, lang), localized(expert.institution, expert.enInstitution, lang)];
  if (showField) lines.push(localized(expert.researchField, expert.enResearchField, lang));
  return (
    <li css={[card, person]} data-expert={expert.id}>
      {/* The name beside it says whose photo this is. */}
      {expert.photoUrl !== '' ? <img css={photo} src={expert.photoUrl} alt="" loading="lazy" decoding="async" /> : null}
      <div css={body}>
        <h3 lang={name.lang}>
          {href ? (
            <a css={titleLink} href={href}>
              {name.text}
            </a>
          ) : (
            name.text
          )}
        </h3>
        <p css={role}>{t(`blocks.roles.${expert.role}`)}</p>
        {lines
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
