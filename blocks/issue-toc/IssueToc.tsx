import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { IssueToc as IssueTocData } from '../../schemas/content/issue-toc.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { textTemplate } from '../../runtime/i18n/text-template.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { DataFailed } from '../../kits/screen/DataFailed.tsx';
import type { Loaded } from '../../kits/journal/loaded.ts';
import { plainScreen } from '../../kits/screen/plain-screen.ts';
import type { IssueTocProps } from './contract.ts';
import { IssueHeading } from './IssueHeading.tsx';
import { loginHref } from '../../runtime/session/login-href.ts';
import { TocColumns } from './TocColumns.tsx';
import type { TocOptions } from './toc-options.ts';
import { tocStyles } from './toc-styles.ts';

/**
 * One issue (spec §2 `issue/{year}/{issue}`): its heading, then its articles grouped by column. Pages, DOIs and PDF
 * downloads show as the publication config says; a PDF asks for login when the reader may not download (spec §6).
 */
export default function IssueToc({ data }: BlockComponentProps<IssueTocProps, Loaded<IssueTocData>>) {
  const { t } = useTranslation();
  const { bootstrap, userName, lang, prefix, path } = usePage();
  const headingId = useId();
  const { publication, access } = bootstrap;
  const pageRange = textTemplate(t, 'blocks.pages', ['first', 'last']);
  const onePage = textTemplate(t, 'blocks.page', ['first']);
  const options: TocOptions = {
    lang,
    prefix,
    showPages: publication.showPages,
    showDoi: publication.showDoi,
    downloads: publication.downloadEnabled,
    mayDownload: access.downloadPower || Boolean(userName),
    signedIn: Boolean(userName),
    loginHref: loginHref(path, lang),
    text: {
      doi: t('blocks.doi'),
      otherArticles: t('journal.otherArticles'),
      pdf: t('article.pdf'),
      downloadLoginRequired: t('article.downloadLoginRequired'),
      collect: t('personal.collect.collect'),
      collectLoginRequired: t('personal.collect.loginRequired'),
      pages: (first, last) => (last !== '' && last !== first ? pageRange({ first, last }) : onePage({ first })),
    },
  };
  const period = data.outcome === 'found' ? data.data.period : null;
  const columns = data.outcome === 'found' ? data.data.columns.filter((column) => column.articles.length > 0) : [];
  const contents = () => {
    if (data.outcome === 'failed') return <DataFailed />;
    if (columns.length === 0) return <EmptyState />;
    return <TocColumns columns={columns} options={options} />;
  };
  return (
    <section css={[plainScreen, tocStyles]} aria-labelledby={headingId} data-block="issue-toc">
      {period ? <IssueHeading period={period} headingId={headingId} /> : <h1 id={headingId}>{t('screens.titles.issue')}</h1>}
      {contents()}
    </section>
  );
}
