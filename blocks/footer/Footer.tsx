import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';

const footer = css`
  margin-top: 48px;
  background: #1f2328;
  color: #d0d7de;
  font-size: 0.9rem;
  a {
    color: #fff;
  }
  > div {
    max-width: var(--mh-content-width);
    margin: 0 auto;
    padding: 24px 16px calc(24px + env(safe-area-inset-bottom));
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 8px 0 16px;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
  }
  p {
    margin: 6px 0;
  }
  @media (max-width: 899.98px) {
    padding-bottom: 64px;
  }
`;

export default function Footer() {
  const { t } = useTranslation();
  const { bootstrap, lang } = usePage();
  const { footer: config } = bootstrap;
  const english = lang !== 'zh';
  const copyright = english ? config.enCopyright || config.copyright : config.copyright;
  return (
    <footer css={footer} className="masthead-footer">
      <div>
        {config.showFriendshipLinks && config.friendshipLinks.length > 0 ? (
          <nav aria-label={t('footer.friendshipLinks')}>
            <strong>{t('footer.friendshipLinks')}</strong>
            <ul>
              {config.friendshipLinks.map((link) => (
                <li key={link.url + link.name}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {english ? link.enName || link.name : link.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {copyright ? <p>{copyright}</p> : null}
        {config.icp || config.picp ? (
          <p>
            {config.icp ? (
              config.linkAddress ? (
                <a href={config.linkAddress} target="_blank" rel="noopener noreferrer" title={t('footer.icp')}>
                  {config.icp}
                </a>
              ) : (
                <span>{config.icp}</span>
              )
            ) : null}
            {config.icp && config.picp ? ' · ' : null}
            {config.picp ? (
              config.picpLink ? (
                <a href={config.picpLink} target="_blank" rel="noopener noreferrer" title={t('footer.publicSecurity')}>
                  {config.picp}
                </a>
              ) : (
                <span>{config.picp}</span>
              )
            ) : null}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
