import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { buttonStyles } from '../../kits/member/button-styles.ts';
import { formStyles } from '../../kits/member/form-styles.ts';
import { MenuPanel } from './MenuPanel.tsx';
import type { PersonalPlace } from './personal-place.ts';
import { centreStyles } from './personal-styles.ts';
import { PlaceContext } from './place-context.ts';
import { SideMenu } from './SideMenu.tsx';
import { SignInRequired } from './SignInRequired.tsx';
import { usePersonalPlace } from './use-personal-place.ts';

function SignedInCentre({ initial }: { initial: PersonalPlace }) {
  const { t } = useTranslation();
  const navigation = usePersonalPlace(initial);
  const { place } = navigation;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(`${initial.menu}:${initial.album}`);

  // After the reader moves to another menu or album, focus its heading, as a page load would put them at its top.
  useEffect(() => {
    const now = `${place.menu}:${place.album}`;
    if (shown.current === now) return;
    shown.current = now;
    heading.current?.focus();
  }, [place.menu, place.album]);

  return (
    <PlaceContext.Provider value={navigation}>
      <div css={[centreStyles, buttonStyles, formStyles]} className="mh-personal">
        <h1 className="mh-visually-hidden">{t('screens.titles.personal')}</h1>
        <SideMenu />
        <section className="mh-personal-panel" aria-labelledby={headingId} data-menu={place.menu}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t(`personal.menu.${place.menu}`)}
          </h2>
          <MenuPanel place={place} />
        </section>
      </div>
    </PlaceContext.Provider>
  );
}

/** The personal centre (spec §2 `/personal`): for a signed-in reader the menu and its panel, for anyone else login. */
export default function PersonalCentre({ props }: BlockComponentProps<PersonalPlace>) {
  const { userName } = usePage();
  return userName ? <SignedInCentre initial={props} /> : <SignInRequired />;
}
