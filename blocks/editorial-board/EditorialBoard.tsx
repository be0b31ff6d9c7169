import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Expert } from '../../schemas/content/expert.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { DataFailed } from '../../kits/screen/DataFailed.tsx';
import type { Loaded } from '../../kits/about/loaded.ts';
import { menuHeading, screenMenuCodes } from '../../kits/about/menu-items.ts';
import { muted, screenFrame } from '../../kits/about/screen-frame.ts';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { localized } from '../../kits/home/localize.ts';
import { boardHref, boardMenuId } from './board-links.ts';
import { Pager } from '../../kits/paging/Pager.tsx';
import type { EditorialBoardProps } from './contract.ts';
import { roleGroups } from './role-groups.ts';

const members = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: 8px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    padding-block: 6px;
    padding-inline: 12px;
    border-inline-start: 3px solid var(--mh-border);
  }
  li:has(a[aria-current]) {
    border-inline-start-color: var(--mh-primary);
    background: var(--mh-surface);
  }
  a {
    font-weight: 600;
  }
  a[aria-current] {
    color: var(--mh-text);
  }
  span {
    font-size: 0.875rem;
  }
`;

function Member({ expert, href, selected }: { expert: Expert; href: string; selected: boolean }) {
  const { lang } = usePage();
  const name = localized(expert.name, expert.enName, lang);
  const institution = localized(expert.institution, expert.enInstitution, lang);
  return (
    <li>
      <a href={href} lang={name.lang} aria-current={selected ? 'page' : undefined}>
        {name.text}
      </a>
      {institution.text.trim() ? (
        <span css={muted} lang={institution.lang}>
          {institution.text}
        </span>
      ) : null}
    </li>
  );
}

/**
 * The editorial board (spec §2 `editorial-board/{id}/{editorialId}`): one page of members (10, spec §9) grouped under
 * their role labels (spec §6), each a link to their details on this page, the selected one marked; page links below.
 */
export default function EditorialBoard({ props, data }: BlockComponentProps<EditorialBoardProps, Loaded<Page<Expert>>>) {
  const { t } = useTranslation();
  const { bootstrap, lang, prefix } = usePage();
  const headingId = useId();
  const groupId = useId();
  const heading = menuHeading(bootstrap.menu, props.menuId, screenMenuCodes.editorialBoard, lang, t('screens.titles.editorialBoard'));
  const menuId = boardMenuId(bootstrap.menu, props.menuId);
  const experts = data.outcome === 'found' ? data.data.content : [];
  const totalPages = data.outcome === 'found' ? data.data.totalPages : 0;

  return (
    <section css={screenFrame} aria-labelledby={headingId} data-block="editorial-board">
      <h1 id={headingId}>{heading}</h1>
      {data.outcome === 'failed' ? <DataFailed /> : null}
      {data.outcome !== 'failed' && experts.length === 0 ? <EmptyState /> : null}
      {experts.length > 0 && props.expertId === undefined ? <p css={muted}>{t('about.chooseExpert')}</p> : null}
      {roleGroups(experts).map(({ role, experts: inRole }, index) => (
        <section key={role} aria-labelledby={`${groupId}-${index}`}>
          <h2 id={`${groupId}-${index}`}>{t(`blocks.roles.${role}`)}</h2>
          <ul css={members}>
            {inRole.map((expert) => (
              <Member key={expert.id} expert={expert} href={boardHref(prefix, menuId, expert.id, props.page)} selected={expert.id === props.expertId} />
            ))}
          </ul>
        </section>
      ))}
      <Pager current={props.page} totalPages={totalPages} href={(page) => boardHref(prefix, menuId, props.expertId, page)} label={t('about.boardPages')} />
    </section>
  );
}
