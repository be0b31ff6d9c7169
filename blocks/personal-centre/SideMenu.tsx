import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { LogOutButton } from './LogOutButton.tsx';
import { menuPlace, personalMenus } from './personal-place.ts';
import { PlaceLink } from './PlaceLink.tsx';
import { usePlace } from './place-context.ts';

/** The personal centre's menu: the signed-in reader's (masked) name, then one link per menu, the current one marked. */
export function SideMenu() {
  const { t } = useTranslation();
  const { userName } = usePage();
  const { place } = usePlace();
  return (
    <nav className="mh-personal-menu" aria-label={t('personal.menuLabel')}>
      <p className="mh-personal-user">{t('personal.hello', { name: userName })}</p>
      <ul>
        {personalMenus.map((menu) => (
          <li key={menu}>
            <PlaceLink to={menuPlace(menu)} aria-current={place.menu === menu ? 'page' : undefined} data-menu={menu}>
              {t(`personal.menu.${menu}`)}
            </PlaceLink>
          </li>
        ))}
      </ul>
      <LogOutButton />
    </nav>
  );
}
