import { z } from 'zod';
import { blockList } from './blocks.ts';
import { elementId, languageCode, partialDate, webHref } from './primitives.ts';
import { inlineText } from './inline.ts';

/** A contributor (`contrib`): an author, or an editor or reviewer named in the front matter. */
export const contributor = z.object({
  id: elementId,
  /** `author`, `editor`, `reviewer` …; '' when not given (read as author). */
  contribType: z.string(),
  /** The name as a reader sees it: "Given Surname" (surname first for eastern names), or the group's name. */
  name: z.string(),
  givenNames: z.string(),
  surname: z.string(),
  suffix: z.string(),
  /** True for a group author (`collab`). */
  isGroup: z.boolean(),
  /** The bare ORCID iD (`0000-0002-1825-0097`); '' when none or not well formed. */
  orcid: z.string().regex(/^(\d{4}-\d{4}-\d{4}-\d{3}[\dX])?$/),
  email: z.string(),
  affiliationIds: z.array(z.string()),
  /** Author-note footnotes this contributor points to (present address, equal contribution …). */
  footnoteIds: z.array(z.string()),
  corresponding: z.boolean(),
  equalContrib: z.boolean(),
  roles: z.array(z.string()),
  bio: blockList,
});
export type Contributor = z.infer<typeof contributor>;

export const affiliation = z.object({
  id: elementId,
  label: z.string(),
  /** The whole affiliation as one line of text. */
  text: z.string(),
  /** The institution's name, where the XML tags it. */
  institution: z.string(),
  country: z.string(),
});
export type Affiliation = z.infer<typeof affiliation>;

/** A correspondence note (`corresp`). */
export const correspondence = z.object({ id: elementId, label: z.string(), children: inlineText });

/** An abstract or translated abstract: plain, structured (sections), graphical, a teaser, an eLife digest … */
export const abstract = z.object({
  id: elementId,
  lang: languageCode,
  /** `abstract-type`: `graphical`, `teaser`, `summary`, `executive-summary`, `highlights` …; '' for the main one. */
  abstractType: z.string(),
  title: inlineText,
  children: blockList,
});
export type Abstract = z.infer<typeof abstract>;

/** A keyword group (`kwd-group`) in one language. */
export const keywordGroup = z.object({
  lang: languageCode,
  /** `kwd-group-type`: `author`, `author-keywords`, `research-organism` …; '' when not given. */
  groupType: z.string(),
  title: z.string(),
  keywords: z.array(inlineText),
});
export type KeywordGroup = z.infer<typeof keywordGroup>;

export const translatedTitle = z.object({ lang: languageCode, title: inlineText, subtitle: inlineText });

export const articleDates = z.object({
  received: partialDate,
  revised: partialDate,
  accepted: partialDate,
  /** Published online (electronic publication). */
  epub: partialDate,
  /** Published in print. */
  ppub: partialDate,
  /** The (collection's) date. */
  collection: partialDate,
  /** Any other dated event the XML names: `corrected`, `retracted`, `preprint` … */
  other: z.array(z.object({ type: z.string(), date: partialDate })),
});
export type ArticleDates = z.infer<typeof articleDates>;

export const journalMeta = z.object({
  title: z.string(),
  abbrevTitle: z.string(),
  /** Print ISSN. */
  issn: z.string(),
  /** Electronic ISSN. */
  eissn: z.string(),
  publisher: z.string(),
  publisherLocation: z.string(),
});
export type JournalMeta = z.infer<typeof journalMeta>;

export const funder = z.object({ name: z.string(), funderId: z.string() });
/** One grant (`award-group`): who funded it, its numbers, who received it. */
export const award = z.object({
  id: elementId,
  funders: z.array(funder),
  awardIds: z.array(z.string()),
  recipients: z.array(z.string()),
});
export const funding = z.object({
  awards: z.array(award),
  /** Funding statements, as paragraphs or as the footnotes (`financial-disclosure`) that carried them. */
  statement: blockList,
});
export type Funding = z.infer<typeof funding>;

export const license = z.object({
  /** The licence's address ('' when none or not a web address). */
  href: z.union([webHref, z.literal('')]),
  licenseType: z.string(),
  lang: languageCode,
  children: blockList,
});
export const permissions = z.object({
  copyrightStatement: z.string(),
  copyrightYear: z.string(),
  copyrightHolder: z.string(),
  licenses: z.array(license),
});
export type Permissions = z.infer<typeof permissions>;
