import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Journal } from '../../schemas/content/journal.ts';
import { contentLanguageOf } from '../../schemas/language-codes.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { DataFailed } from '../../kits/screen/DataFailed.tsx';
import type { Loaded } from '../../kits/about/loaded.ts';
import { firstItemWithCode, menuHeading, screenMenuCodes } from '../../kits/about/menu-items.ts';
import { muted, paragraphsOf, screenFrame } from '../../kits/about/screen-frame.ts';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { localized } from '../../kits/home/localize.ts';
import type { JournalAboutProps } from './contract.ts';
import { journalFacts } from './journal-facts.ts';
import { JournalFacts } from './JournalFacts.tsx';
import { screenHref } from '../../schemas/routes/screen-href.ts';

const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 16px 24px;
  margin-block-end: 8px;
  img {
    flex: none;
    width: 160px;
    max-width: 40%;
    height: auto;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
  }
  > div {
    flex: 1 1 240px;
    min-width: 0;
  }
  h1 {
    margin-block-end: 4px;
  }
`;

const databases = css`
  .mh-journal-databases {
    margin: 0;
    padding-inline-start: 1.2em;
  }
`;

/**
 * The journal introduction (spec §2 `about/{id}`): the cover and name, the description under the heading of the menu
 * item the reader came from, and the journal's facts (spec §3) with a link to the editorial board.
 */
export default function JournalAbout({ props, data }: BlockComponentProps<JournalAboutProps, Loaded<Journal>>) {
  const { t } = useTranslation();
  const { bootstrap, lang, prefix } = usePage();
  const headingId = useId();
  const introId = useId();
  const factsId = useId();

  if (data.outcome !== 'found') {
    return (
      <article css={screenFrame} aria-labelledby={headingId} data-block="journal-about">
        <h1 id={headingId}>{t('screens.titles.about')}</h1>
        {data.outcome === 'failed' ? <DataFailed /> : <EmptyState />}
      </article>
    );
  }

  const journal = data.data;
  const zh = contentLanguageOf(lang) === 'zh';
  const name = localized(journal.publicationName, journal.enPublicationName, lang);
  const otherName = zh ? journal.enPublicationName.trim() : journal.publicationName.trim();
  const paragraphs = paragraphsOf(localized(journal.introduction, journal.enIntroduction, lang).text);
  const introLang = localized(journal.introduction, journal.enIntroduction, lang).lang;
  const facts = journalFacts(journal, { zh, locale: bcp47Of(lang) });
  const board = firstItemWithCode(bootstrap.menu, screenMenuCodes.editorialBoard[0]);
  const boardHref = board ? screenHref(prefix, 'editorialBoard', { id: board.id }) : undefined;

  // The menu item's name heads the introduction, unless it is the facts' own heading ("Journal Information"): two
  // sections of one name are two landmarks a screen reader cannot tell apart.
  const factsHeading = t('about.journalInformation');
  const fromMenu = menuHeading(bootstrap.menu, props.menuId, screenMenuCodes.about, lang, t('about.introduction'));
  const introHeading = fromMenu.trim().toLocaleLowerCase() === factsHeading.toLocaleLowerCase() ? t('about.introduction') : fromMenu;
  return (
    <article css={[screenFrame, databases]} aria-labelledby={headingId} data-block="journal-about">
      <header css={head}>
        {journal.coverUrl ? <img src={journal.coverUrl} alt={t('about.coverAlt', { name: name.text })} decoding="async" /> : null}
        <div>
          <h1 id={headingId} lang={name.lang}>
            {name.text}
          </h1>
          {otherName && otherName !== name.text ? (
            <p css={muted} lang={zh ? 'en' : 'zh-CN'}>
              {otherName}
            </p>
          ) : null}
        </div>
      </header>
      {paragraphs.length > 0 ? (
        <section aria-labelledby={introId}>
          <h2 id={introId}>{introHeading}</h2>
          <div lang={introLang}>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}
      <section aria-labelledby={factsId}>
        <h2 id={factsId}>{factsHeading}</h2>
        {facts.length > 0 || boardHref ? <JournalFacts facts={facts} boardHref={boardHref} /> : <EmptyState />}
      </section>
    </article>
  );
}
