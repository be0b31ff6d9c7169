import { z } from 'zod';
import { diagnostic } from '../diagnostic.ts';
import { globalFileSchemas, siteFileSchemas, type GlobalFileName, type SiteFileName } from '../site-config/files.ts';
import { site } from '../site.ts';

/**
 * The site studio (issue 20): a site's configuration parts — the files of its folder in site-configs/, each kept in
 * the database as published versions and an editor's draft.
 */
export const studioPartName = z.enum(Object.keys(siteFileSchemas) as [SiteFileName, ...SiteFileName[]]);
export type StudioPartName = z.infer<typeof studioPartName>;

export const studioSiteParams = z.object({ sld: z.string().min(1).max(64) });
export const studioPartParams = studioSiteParams.extend({ part: studioPartName });
export const studioVersionParams = studioPartParams.extend({ version: z.coerce.number().int().positive() });

const version = z.object({
  version: z.number().int().positive(),
  author: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
/** One published version of a part, without its value (a history's entry). */
export const studioVersionSummary = version;
/** One published version with its value (null: the part was removed, its defaults serve). */
export const studioVersion = version.extend({ value: z.unknown() });

/** An editor's draft of a part: what readers will see once it is published. */
export const studioDraft = z.object({
  /** Rises with every save; a save names the revision it edited. */
  revision: z.number().int().positive(),
  /** The published version the draft was made from (0: none). */
  baseVersion: z.number().int().nonnegative(),
  value: z.unknown(),
  author: z.string(),
  updatedAt: z.string(),
});
export type StudioDraft = z.infer<typeof studioDraft>;

/** A part as the studio shows it: what is published, the draft if any, and what is wrong with the one being edited. */
export const studioPart = z.object({
  part: studioPartName,
  published: studioVersion.nullable(),
  draft: studioDraft.nullable(),
  /** Problems of the draft (or, with none, of the published version), the blocks' included, each by its path. */
  diagnostics: z.array(diagnostic),
});
export type StudioPart = z.infer<typeof studioPart>;

/** A line of the site's parts list. */
export const studioPartSummary = z.object({
  part: studioPartName,
  version: z.number().int().nonnegative(),
  author: z.string(),
  updatedAt: z.string(),
  draft: z.object({ revision: z.number().int().positive(), author: z.string(), updatedAt: z.string() }).nullable(),
  /** Problems of the draft, or else of the published version. */
  problems: z.number().int().nonnegative(),
});
export const studioParts = z.array(studioPartSummary);

/** A draft's save: its whole value, and the revision it edited (0: there was no draft). */
export const studioDraftBody = z.object({ value: z.unknown(), revision: z.number().int().nonnegative() });
/** Publishing names the draft's revision, and says why. */
export const studioPublishBody = z.object({ revision: z.number().int().positive(), message: z.string().trim().max(500).default('') });
/** Rolling back publishes an old version anew. */
export const studioRollbackBody = z.object({ version: z.number().int().positive(), message: z.string().trim().max(500).default('') });
export const studioDiscardQuery = z.object({ revision: z.coerce.number().int().positive() });

/** One field that differs between two values, by its path (`items[2].name`). */
export const studioChange = z.object({
  path: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type StudioChange = z.infer<typeof studioChange>;
/** `from`, `to`: version numbers, or `draft`. */
export const studioDiffQuery = z.object({
  from: z.union([z.literal('draft'), z.coerce.number().int().nonnegative()]),
  to: z.union([z.literal('draft'), z.coerce.number().int().nonnegative()]),
});
export const studioDiff = z.array(studioChange);

/** The `data` of a 409: the draft as it is now, and how it differs from what the caller sent. */
export const studioConflictData = z.object({ draft: studioDraft, changes: studioDiff });
/** The `data` of a 400 refusing a publish: every problem. */
export const studioProblemsData = z.object({ diagnostics: z.array(diagnostic) });

/** A new site (owners): its identity, and the site whose parts it starts as a copy of — none: a blank site, all defaults. */
export const studioNewSiteBody = z.object({
  sld: site.shape.sld,
  name: z.string().trim().min(1, 'a site needs a name').max(200),
  enName: z.string().trim().max(200).default(''),
  domains: site.shape.domains.pipe(z.array(z.string()).max(20)),
  copyOf: z.string().min(1).max(64).optional(),
});
/** What creating, archiving or restoring a site did: the site, and the parts published for it. */
export const studioSiteChange = z.object({ sld: z.string(), siteId: z.number().int(), parts: z.array(z.string()) });
export const studioArchivedParams = z.object({ name: z.string().min(1).max(64) });
/** A site taken off the deployment, its parts kept as versions. */
export const studioArchivedSite = z.object({ sld: z.string(), siteId: z.number().int(), name: z.string(), archivedAt: z.string(), archivedBy: z.string() });

/**
 * A preview of the site with its drafts applied: `path` is the reader's address of any page of the site (any screen,
 * any language), e.g. `/optics/en/issues/`.
 */
export const studioPreviewQuery = z.object({
  path: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)/, 'must be a path of the portal, starting with /')
    .refine((path) => !/^\/(rc-pub|admin|assets|files|media|static)(\/|$)/.test(path), 'must be a reader’s page, not the API or a file'),
});

/** A picture for a site's configuration (logo, cover, carousel): PNG, JPEG, GIF or WebP by its bytes, at most 5 MB. */
export const studioImageLimits = { types: ['png', 'jpg', 'gif', 'webp'] as const, maxBytes: 5 * 1024 * 1024 };
/** Where the uploaded picture is served: a path for a configuration's link field. */
export const studioImageReply = z.object({ url: z.string() });
export const studioImageParams = z.object({ sld: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'no such site'), name: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|gif|webp)$/, 'no such picture') });

/**
 * The shared parts (owners only): the files at the top of site-configs/, one for every site of the deployment, kept
 * as versions and drafts as a site's parts are.
 */
export const sharedPartName = z.enum(Object.keys(globalFileSchemas) as [GlobalFileName, ...GlobalFileName[]]);
export type SharedPartName = z.infer<typeof sharedPartName>;
export const sharedPartParams = z.object({ part: sharedPartName });
export const sharedVersionParams = sharedPartParams.extend({ version: z.coerce.number().int().positive() });
/** A shared part as the studio shows it; its problems are its own and those it would bring to any site. */
export const sharedPart = studioPart.extend({ part: sharedPartName });
export type SharedPart = z.infer<typeof sharedPart>;
export const sharedParts = z.array(studioPartSummary.extend({ part: sharedPartName }));
