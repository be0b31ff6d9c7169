import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Expert } from '../../schemas/content/expert.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';
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

/** The editorial board the menu leads to, as an address opened on one of its experts (or on none), if it has one. */
function useEditorialBoardHref(): ((editorialId: number | undefined) => string) | undefined {
  const { bootstrap, lang, sld } = usePage();
  const item = findEditorialItem(bootstrap.menu);
  if (!item) return undefined;
  return (editorialId) => screenHref(familyPrefix(lang, sld), 'editorialBoard', { id: item.id, editorialId });
}

export default function Experts({ data, module }: BlockComponentProps<ExpertsProps, Page<Expert>>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const boardHref = useEditorialBoardHref();
  // Like the menu's editorial entry (spec §2): the board page opens on its first expert.
  const moreHref = boardHref?.(data.content[0]?.id);
  return (
    <HomeSection block="experts" heading={moduleHeading(module, lang, t('blocks.experts'))} moreHref={moreHref}>
      {data.content.length === 0 ? (
        <EmptyState />
      ) : (
        <ul css={cardGrid('240px')}>
          {data.content.map((expert) => (
            <ExpertCard key={expert.id} expert={expert} href={boardHref?.(expert.id)} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
