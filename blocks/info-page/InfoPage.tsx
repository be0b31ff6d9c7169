import { useTranslation } from 'react-i18next';
import type { InfoPage as InfoPageData } from '../../schemas/content/info-page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { EmptyState } from '../home-kit/HomeSection.tsx';
import { LoadedState } from '../news-kit/LoadedState.tsx';
import { ScreenFrame } from '../screen-kit/ScreenFrame.tsx';
import type { Loaded } from '../news-kit/screen-query.ts';
import type { InfoPageProps } from './contract.ts';
import { menuItemHeading } from '../info-kit/menu-item-heading.ts';
import { Sections } from '../info-kit/Sections.tsx';

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
