import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Expert } from '../../schemas/content/expert.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { resolveMenuItem } from '../../runtime/menu/resolve-menu-item.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { EmptyState, HomeSection } from '../../kits/home/HomeSection.tsx';
import { moduleHeading } from '../../kits/home/localize.ts';
import { ExpertCard } from '../../kits/home/ExpertCard.tsx';
import { cardGrid } from '../../kits/home/styles.ts';
import type { ExpertsProps } from './contract.ts';

/** The first enabled `editorial` entry of the menu, depth first. */
function findEditorialItem(items: MenuItem[]): MenuItem | undefined {
  for (const item of items) {
    if (!item.enable) continue;
    if (item.code === 'editorial') return item;
    const child = findEditorialItem(item.children);
    if (child) return child;
  }
  return undefined;
}

/** The editorial board page the menu leads to (`/{lang}/editorial-board/{menuId}/`), if the menu has one. */
function useEditorialBoardHref(): string | undefined {
  const { bootstrap, lang, sld } = usePage();
  const item = findEditorialItem(bootstrap.menu);
  if (!item) return undefined;
  const target = resolveMenuItem(item, {
    lang,
    sld,
    latestPeriods: bootstrap.latestPeriods,
    firstExpertId: bootstrap.firstExpertId,
    publication: bootstrap.publication,
    commonCodes: bootstrap.commonCodes,
    position: { index: 0 },
  });
  if (target.kind !== 'route') return undefined;
  return target.href.endsWith('/') ? target.href : `${target.href}/`;
}

export default function Experts({ data, module }: BlockComponentProps<ExpertsProps, Page<Expert>>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const boardHref = useEditorialBoardHref();
  const first = data.content[0];
  // Like the menu's editorial entry (spec §2): the board page opens on its first expert.
  const moreHref = boardHref && first ? `${boardHref}${first.id}/` : boardHref;
  return (
    <HomeSection block="experts" heading={moduleHeading(module, lang, t('blocks.experts'))} moreHref={moreHref}>
      {data.content.length === 0 ? (
        <EmptyState />
      ) : (
        <ul css={cardGrid('240px')}>
          {data.content.map((expert) => (
            <ExpertCard key={expert.id} expert={expert} href={boardHref && `${boardHref}${expert.id}/`} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
