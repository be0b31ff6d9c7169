import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Expert } from '../../schemas/content/expert.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { DataFailed } from '../../kits/screen/DataFailed.tsx';
import type { Loaded } from '../../kits/about/loaded.ts';
import { factList, paragraphsOf, screenFrame } from '../../kits/about/screen-frame.ts';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { localized, type LocalizedText } from '../../kits/home/localize.ts';
import type { ExpertProfileProps } from './contract.ts';

const card = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 16px 24px;
  padding: 16px;
  background: var(--mh-surface);
  border: 1px solid var(--mh-border);
  border-radius: var(--mh-radius);
  img {
    flex: none;
    width: 140px;
    max-width: 40%;
    height: auto;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: var(--mh-radius);
    background: var(--mh-page);
  }
  > div {
    flex: 1 1 280px;
    min-width: 0;
  }
  h2 {
    margin-block-start: 0;
  }
  h3 {
    margin: 16px 0 8px;
    font-size: 1rem;
  }
  .mh-expert-role {
    font-weight: 600;
    color: var(--mh-primary);
  }
`;

const factKeys = ['title', 'institution', 'researchField'] as const;

/** A board member in detail (spec §2 editorial board): photo, name, role label (spec §6), title, institution, field, bio. */
export default function ExpertProfile({ data }: BlockComponentProps<ExpertProfileProps, Loaded<Expert>>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const headingId = useId();

  if (data.outcome !== 'found') {
    return (
      <section css={screenFrame} aria-labelledby={headingId} data-block="expert-profile">
        <h2 id={headingId}>{t('about.profile')}</h2>
        {data.outcome === 'failed' ? <DataFailed /> : <EmptyState />}
      </section>
    );
  }

  const expert = data.data;
  const name = localized(expert.name, expert.enName, lang);
  const facts: Record<(typeof factKeys)[number], LocalizedText> = {
    title: localized(expert.title, expert.enTitle, lang),
    institution: localized(expert.institution, expert.enInstitution, lang),
    researchField: localized(expert.researchField, expert.enResearchField, lang),
  };
  const shown = factKeys.filter((key) => facts[key].text.trim() !== '');
  const bio = localized(expert.bio, expert.enBio, lang);
  const paragraphs = paragraphsOf(bio.text);

  return (
    <section css={screenFrame} aria-labelledby={headingId} data-block="expert-profile">
      <div css={card}>
        {expert.photoUrl ? <img src={expert.photoUrl} alt={t('about.photoOf', { name: name.text })} decoding="async" /> : null}
        <div>
          <h2 id={headingId} lang={name.lang}>
            {name.text}
          </h2>
          <p className="mh-expert-role">{t(`blocks.roles.${expert.role}`)}</p>
          {shown.length > 0 ? (
            <dl css={factList}>
              {shown.map((key) => (
                <div key={key}>
                  <dt>{t(`about.expert.${key}`)}</dt>
                  <dd lang={facts[key].lang}>{facts[key].text}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {paragraphs.length > 0 ? (
            <>
              <h3>{t('about.expert.bio')}</h3>
              <div lang={bio.lang}>
                {paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
