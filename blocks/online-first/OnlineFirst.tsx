import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { ArticleList } from '../home-kit/ArticleList.tsx';
import { HomeSection } from '../home-kit/HomeSection.tsx';
import { moduleHeading } from '../home-kit/localize.ts';
import type { OnlineFirstProps } from './contract.ts';

export default function OnlineFirst({ data, module }: BlockComponentProps<OnlineFirstProps, Page<ArticleSummary>>) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  return (
    <HomeSection block="online-first" heading={moduleHeading(module, lang, t('blocks.onlineFirst'))} moreHref={`${prefix}/onlineFirst/`}>
      <ArticleList articles={data.content} layout="list" showDate />
    </HomeSection>
  );
}
