import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { ArticleSummary } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { ArticleList } from '../../kits/home/ArticleList.tsx';
import { HomeSection } from '../../kits/home/HomeSection.tsx';
import { moduleHeading } from '../../kits/home/localize.ts';
import type { OnlineFirstProps } from './contract.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

export default function OnlineFirst({ data, module }: BlockComponentProps<OnlineFirstProps, Page<ArticleSummary>>) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  return (
    <HomeSection block="online-first" heading={moduleHeading(module, lang, t('blocks.onlineFirst'))} moreHref={screenHref(prefix, 'onlineFirst')}>
      <ArticleList articles={data.content} layout="list" showDate />
    </HomeSection>
  );
}
