import { css } from '@emotion/react';
import { useTranslation } from '../../../runtime/i18n/use-translation.ts';
import { tableHasData, type TableWrapNode } from '../../../schemas/content/article-content/table-wraps.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { loginHref } from '../../../runtime/session/login-href.ts';
import { useArticleTables } from './article-context.ts';

const linkStyle = css`
  display: inline-block;
  margin-top: 6px;
  font-size: 0.85em;
`;

/**
 * A table's Excel download (spec §7 `downloadTable`, spec §5: only for a table with data, not in WeChat — only the browser knows it is WeChat,
 * so the article's behaviour.ts takes the link away there): a plain link, so it works before and without JavaScript. A reader who may not download is sent to the login page instead.
 */
export function TableDownload({ table }: { table: TableWrapNode }) {
  const { t } = useTranslation();
  const { bootstrap, path, lang } = usePage();
  const { articleId, tableKey, downloadTablePath, mayDownload } = useArticleTables();
  const key = tableKey(table) ?? (table.id || undefined);
  if (articleId === null || key === undefined || !tableHasData(table)) return null;
  const text = t('article.table.download');
  const name = table.label ? `${text}: ${table.label}` : undefined;
  if (!mayDownload) {
    return (
      <a css={linkStyle} className="mh-table-download" href={loginHref(path, lang)} title={t('article.table.loginToDownload')} aria-label={name}>
        {text}
      </a>
    );
  }
  const query = new URLSearchParams({ siteId: String(bootstrap.site.siteId), tableId: `${articleId}:${key}`, type: 'xls' });
  return (
    <a css={linkStyle} className="mh-table-download" href={`${downloadTablePath}?${query}`} download rel="nofollow" aria-label={name}>
      {text}
    </a>
  );
}
