import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { loginHref } from '../../runtime/session/login-href.ts';

/**
 * The article's PDF (spec §6): a plain download link for a reader who may download; for one who may not, the same
 * place leads to the login page with the spec's message.
 */
export function PdfLink({ url, mayDownload }: { url: string; mayDownload: boolean }) {
  const { t } = useTranslation();
  const { path, lang } = usePage();
  return mayDownload ? (
    <a className="mh-pdf-link" href={url} download>
      {t('article.pdf')}
    </a>
  ) : (
    <a className="mh-pdf-link" href={loginHref(path, lang)} title={t('article.downloadLoginRequired')}>
      {t('article.pdf')}
    </a>
  );
}
