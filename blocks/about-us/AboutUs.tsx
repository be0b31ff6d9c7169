import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Journal } from '../../schemas/content/journal.ts';
import { contentLanguageOf } from '../../schemas/language-codes.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { mailtoHref, telHref } from '../../kits/about/contact-links.ts';
import { DataFailed } from '../../kits/screen/DataFailed.tsx';
import type { Loaded } from '../../kits/about/loaded.ts';
import { menuHeading, screenMenuCodes } from '../../kits/about/menu-items.ts';
import { factList, muted, paragraphsOf, screenFrame } from '../../kits/about/screen-frame.ts';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { localized } from '../../kits/home/localize.ts';
import type { AboutUsProps } from './contract.ts';
import { officeContacts, type OfficeContactKey } from './office-contacts.ts';

const contacts = css`
  address {
    font-style: normal;
  }
`;

function ContactValue({ which, value }: { which: OfficeContactKey; value: string }) {
  const href = which === 'phone' ? telHref(value) : which === 'email' ? mailtoHref(value) : undefined;
  return href ? <a href={href}>{value}</a> : <>{value}</>;
}

/**
 * About us (spec §2 `aboutus/{id}`): the heading of the menu item the reader came from, the site's description and
 * the editorial office's contacts — the site's configured ones first, the journal's for the rest.
 */
export default function AboutUs({ props, data }: BlockComponentProps<AboutUsProps, Loaded<Journal>>) {
  const { t } = useTranslation();
  const { bootstrap, lang } = usePage();
  const headingId = useId();
  const contactsId = useId();
  const zh = contentLanguageOf(lang) === 'zh';
  const heading = menuHeading(bootstrap.menu, props.menuId, screenMenuCodes.aboutUs, lang, t('screens.titles.aboutus'));
  const journal = data.outcome === 'found' ? data.data : undefined;
  const description = localized(bootstrap.basicInfo.description, bootstrap.basicInfo.enDescription, lang);
  const paragraphs = paragraphsOf(description.text);
  const rows = officeContacts(props.contact, journal, zh);
  const journalName = journal ? localized(journal.publicationName, journal.enPublicationName, lang) : undefined;

  return (
    <article css={[screenFrame, contacts]} aria-labelledby={headingId} data-block="about-us">
      <h1 id={headingId}>{heading}</h1>
      {journalName && journalName.text !== heading ? (
        <p css={muted} lang={journalName.lang}>
          {journalName.text}
        </p>
      ) : null}
      {paragraphs.length > 0 ? (
        <div lang={description.lang}>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      <section aria-labelledby={contactsId}>
        <h2 id={contactsId}>{t('about.contactDetails')}</h2>
        {rows.length > 0 ? (
          <address>
            <dl css={factList}>
              {rows.map(({ key, value }) => (
                <div key={key}>
                  <dt>{t(`about.facts.${key}`)}</dt>
                  <dd>
                    <ContactValue which={key} value={value} />
                  </dd>
                </div>
              ))}
            </dl>
          </address>
        ) : null}
        {data.outcome === 'failed' ? <DataFailed /> : rows.length === 0 ? <EmptyState /> : null}
      </section>
    </article>
  );
}
