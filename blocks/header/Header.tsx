import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { limitCustomButtons } from '../../runtime/menu/filter-menu.ts';
import { loginHref } from '../../runtime/session/login-href.ts';
import * as styles from './header-styles.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { CloseIcon, MenuIcon, PersonIcon, SearchIcon } from './icons.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { menuEntries } from '../../runtime/menu/menu-entries.ts';
import { MenuTree } from './MenuTree.tsx';
import { headerMachinesFailed } from './header-machines.ts';
import { useHeaderMachine } from './use-header-machine.ts';
import { useLanguageSwitch } from './use-language-switch.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { standaloneHref } from '../../schemas/routes/standalone-href.ts';

/** A custom button's link: its PC address, else its link value when that is an address (never a script URL). */
function customButtonHref(button: { customButtonPcUrl: string; customButtonLinkValue: string }): string {
  if (button.customButtonPcUrl) return button.customButtonPcUrl;
  return /^(https?:\/\/|\/(?![/\\]))/i.test(button.customButtonLinkValue) ? button.customButtonLinkValue : '#';
}

/**
 * Escape in a header panel closes it (the header machine closes the menu and search; the language and group lists
 * are plain disclosures) and gives focus back to its toggle, rather than dropping it to the top of the page.
 */
function closePanelOnEscape(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const panel = (event.target as HTMLElement).closest<HTMLDetailsElement>('details[open]');
  if (!panel) return;
  if (!panel.matches('.mh-menu, .mh-search-toggle')) panel.open = false;
  panel.querySelector('summary')?.focus();
}

/** Screens where the title navigation stays hidden (spec §2: login-related pages and /personal). */
const screensWithoutTitleNav = new Set(['login', 'quickLogin', 'register', 'forgetCode', 'accountBinding', 'personal']);

/**
 * The site header (spec §2): logo home, title navigation (wide screens) and a two-level hamburger menu (narrow
 * screens), search toggle with popup, language switch, person icon, up to 3 custom buttons, group entrance. Menus
 * are `<details>`, so they open without JavaScript; with it, the header machine keeps one open at a time and locks
 * page scroll.
 */
export default function Header() {
  const { t } = useTranslation();
  const { bootstrap, lang, sld, prefix, location, path, userName } = usePage();
  const { header, site, group } = bootstrap;
  const searchInputId = useId();
  const { menuOpen, searchOpen, send, prefetch } = useHeaderMachine(searchInputId);
  const switchLanguage = useLanguageSwitch(lang);
  const entries = menuEntries(bootstrap, lang, sld);
  const english = lang !== 'zh';
  const siteName = english ? site.enName || site.name : site.name;
  const pcLogo = (english ? header.enPcLogoUrl || header.enPcLogo : '') || header.pcLogoUrl || header.pcLogo || site.logo1;
  const mobileLogo = (english ? header.enMobileLogoUrl || header.enMobileLogo : '') || header.mobileLogoUrl || header.mobileLogo || pcLogo;
  const showTitleNav = !(location.family === 'standalone' && screensWithoutTitleNav.has(location.screen));
  const buttons = limitCustomButtons(header.customButtonList);
  const toggle = (type: 'menu.toggle' | 'search.toggle') => (event: MouseEvent) => {
    // If the header's machines could not be loaded, the disclosure opens natively, as without JavaScript.
    if (headerMachinesFailed()) return;
    event.preventDefault();
    send({ type });
  };

  return (
    <header
      css={styles.headerBar(header.ceiling)}
      className="masthead-header"
      data-nav-style={header.navStyle}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onKeyDown={closePanelOnEscape}
    >
      <div css={styles.topRow}>
        <a css={styles.logoLink} href={screenHref(prefix, 'home')} aria-label={siteName}>
          {pcLogo ? (
            <picture>
              <source media="(max-width: 899.98px)" srcSet={mobileLogo} />
              <img src={pcLogo} alt={siteName} height={48} />
            </picture>
          ) : (
            <span>{siteName}</span>
          )}
        </a>

        <div css={styles.toolbar}>
          {buttons.map((button) => (
            <a key={button.customButtonName} css={styles.customButton} className="custom-button" href={customButtonHref(button)} target={/^https?:/.test(customButtonHref(button)) ? '_blank' : undefined} rel="noopener">
              {english ? button.enCustomButtonName || button.customButtonName : button.customButtonName}
            </a>
          ))}
          {header.groupEntrance && group ? (
            <details style={{ position: 'relative' }}>
              <summary css={styles.iconButton}>{t('header.groupEntrance')}</summary>
              <ul css={styles.languageList}>
                {group.members.map((member) => (
                  <li key={member.sld}>
                    <a href={screenHref(familyPrefix(lang, member.sld), 'home')}>{english ? member.enName || member.name : member.name}</a>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {header.searchBox ? (
            <details open={searchOpen} className="mh-search-toggle">
              <summary css={styles.iconButton} aria-label={searchOpen ? t('header.closeSearch') : t('header.search')} onClick={toggle('search.toggle')}>
                {searchOpen ? <CloseIcon /> : <SearchIcon />}
              </summary>
              <div css={styles.panel}>
                <HeaderSearch inputId={searchInputId} />
              </div>
            </details>
          ) : null}
          {header.switchLanguage ? <LanguageSwitch onSwitch={switchLanguage} /> : null}
          {header.showLogin ? (
            <a css={styles.iconButton} href={userName ? standaloneHref('personal') : loginHref(path, lang)} aria-label={userName ? t('header.personalCentre') : t('header.login')} title={userName ? t('header.personalCentre') : t('header.login')}>
              <PersonIcon />
            </a>
          ) : null}
          {showTitleNav && entries.length > 0 ? (
            <details open={menuOpen} css={styles.menuToggle} className="mh-menu">
              <summary css={styles.iconButton} aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')} onClick={toggle('menu.toggle')}>
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
              </summary>
              <nav css={styles.panel} aria-label={t('header.menu')}>
                <MenuTree entries={entries} onSwitchLanguage={switchLanguage} css={styles.menuTree} />
              </nav>
            </details>
          ) : null}
        </div>
      </div>

      {showTitleNav && entries.length > 0 ? (
        <nav css={styles.titleNav(header.navDistribution)} aria-label={t('header.menu')} className="mh-title-nav">
          <MenuTree entries={entries} onSwitchLanguage={switchLanguage} />
        </nav>
      ) : null}
    </header>
  );
}
