import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { InfoPage as InfoPageData } from '../../schemas/content/info-page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { LoadedState } from '../../kits/news/LoadedState.tsx';
import { ScreenFrame } from '../../kits/screen/ScreenFrame.tsx';
import type { Loaded } from '../../kits/news/screen-query.ts';
import type { InfoPageProps } from './contract.ts';
import { menuItemHeading } from '../../kits/info/menu-item-heading.ts';
import { Sections } from '../../kits/info/Sections.tsx';

/** A menu item's information page: its name, then its sections, or "No data" when nobody wrote it yet. */
export default function InfoPage({ props, data }: BlockComponentProps<InfoPageProps, Loaded<InfoPageData>>) {
  const { t } = useTranslation();
  const { bootstrap, lang } = usePage();
  const heading = menuItemHeading(bootstrap.menu, props.menuId, lang, t('screens.titles.info'));
  return (
    <ScreenFrame block="info-page" heading={heading.text} headingLang={heading.lang}>
      <LoadedState block="info-page" props={props} loaded={data}>
        {(page) => (page.sections.length === 0 ? <EmptyState /> : <Sections sections={page.sections} lang={lang} />)}
      </LoadedState>
    </ScreenFrame>
  );
}
