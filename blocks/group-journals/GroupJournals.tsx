import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { GroupMember } from '../../schemas/site.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { localized } from '../../kits/home/localize.ts';
import { cardGrid } from '../../kits/home/styles.ts';
import { LoadedState } from '../../kits/news/LoadedState.tsx';
import { ScreenFrame } from '../../kits/screen/ScreenFrame.tsx';
import type { Loaded } from '../../kits/news/screen-query.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

const journal = css`
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 10px;
    height: 100%;
    padding: 16px;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
    color: var(--mh-text);
    text-decoration: none;
    text-align: center;
    overflow-wrap: anywhere;
  }
  a:hover,
  a:focus-visible {
    border-color: var(--mh-primary);
    color: var(--mh-primary);
  }
  img {
    display: block;
    max-width: 100%;
    height: 64px;
    object-fit: contain;
  }
`;

function JournalCard({ member }: { member: GroupMember }) {
  const { lang } = usePage();
  const name = localized(member.name || member.sld, member.enName, lang);
  return (
    <li css={journal}>
      <a href={screenHref(familyPrefix(lang, member.sld), 'home')} lang={name.lang}>
        {member.logo ? <img src={member.logo} alt={name.text} /> : null}
        {/* The logo's alt already names the journal for assistive technology. */}
        <span aria-hidden={member.logo ? true : undefined}>{name.text}</span>
      </a>
    </li>
  );
}

/** `/homeNav`: the group's journals, each a link to its site with its logo. */
export default function GroupJournals({ props, data }: BlockComponentProps<Record<string, never>, Loaded<GroupMember[]>>) {
  const { t } = useTranslation();
  return (
    <ScreenFrame block="group-journals" heading={t('news.journals.heading')}>
      <LoadedState block="group-journals" props={props} loaded={data}>
        {(members) =>
          members.length === 0 ? (
            <EmptyState />
          ) : (
            <ul css={cardGrid('200px')}>
              {members.map((member) => (
                <JournalCard key={member.siteId} member={member} />
              ))}
            </ul>
          )
        }
      </LoadedState>
    </ScreenFrame>
  );
}
