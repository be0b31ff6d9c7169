import { z } from 'zod';
import { contentLanguage, flagOff, flagOn, linkUrl, text } from './primitives.ts';
import { searchResourceCode } from './search-config.ts';

import { maxCustomButtons } from './header-limits.ts';

export const customButton = z.object({
  customButtonStatus: flagOn,
  customButtonName: z.string().min(1, 'a custom button needs a name'),
  enCustomButtonName: text,
  /** Where the button leads; a menu-style link value. */
  customButtonLinkValue: text,
  customButtonPcUrl: linkUrl,
  customButtonMobileUrl: linkUrl,
});
export type CustomButton = z.infer<typeof customButton>;

const headerFields = z.object({
  navStyle: z.number().int().min(1).default(1),
  /** Header sticks to the top while scrolling. */
  ceiling: flagOff,
  showLogin: flagOn,
  groupEntrance: flagOff,
  searchBox: flagOn,
  advSearch: flagOn,
  resourceSearch: flagOff,
  /** Resource type codes offered by the header search, comma-separated on the wire. */
  resourceType: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((code) => code.trim()).filter(Boolean))
    .pipe(z.array(searchResourceCode))
    .default([]),
  navDistribution: z.enum(['left', 'center', 'right', 'justify']).default('left'),
  switchLanguage: flagOn,
  defaultLanguage: contentLanguage.default('zh'),
  toolbarStyle: z.number().int().min(1).default(1),
  pcLogo: linkUrl,
  mobileLogo: linkUrl,
  enPcLogo: linkUrl,
  enMobileLogo: linkUrl,
  pcLogoUrl: linkUrl,
  mobileLogoUrl: linkUrl,
  enPcLogoUrl: linkUrl,
  enMobileLogoUrl: linkUrl,
  /**
   * At most 3 enabled buttons (spec §5 "custom buttons cut to 3"); disabled ones may be kept for later. Every enabled
   * button after the third is reported, and salvage drops them all at once, keeping the first 3.
   */
  customButtonList: z
    .array(customButton)
    .superRefine((buttons, context) => {
      const extra = buttons.map((button, index) => ({ button, index })).filter(({ button }) => button.customButtonStatus).slice(maxCustomButtons);
      for (const { index } of extra) context.addIssue({ code: 'custom', path: [index], message: `at most ${maxCustomButtons} custom buttons` });
    })
    .default([]),
  /** Extra CSS for this site; applied inside the site's own style element. */
  cssContent: z
    .string()
    .refine((css) => !/<\/?\s*style|<\s*script|javascript:|expression\s*\(/i.test(css), {
      message: 'must be plain CSS (no tags, scripts or expressions)',
    })
    // A style sheet from another host could change the site whenever that host likes; the pages' policy refuses it.
    .refine((css) => !/@import/i.test(css), { message: 'must not @import other style sheets' })
    .default(''),
});

/** Keys the header schema consumes itself (the original wire nesting). */
export const headerWireKeys = ['configData'] as const;

/**
 * Header configuration. The original API nests `customButtonList` and `cssContent` under `configData`; both shapes
 * are accepted and the flat one is what Masthead keeps.
 */
export const headerConfig = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object' || !('configData' in raw)) return raw;
  const { configData, ...rest } = raw as { configData?: unknown };
  return configData && typeof configData === 'object' ? { ...(configData as object), ...rest } : rest;
}, headerFields);

export type HeaderConfig = z.infer<typeof headerConfig>;

/**
 * The original wire shape (`getConfigHeader`), for clients written against the original API: the custom buttons and
 * the CSS nested under `configData`.
 */
export const headerWire = headerFields
  .omit({ customButtonList: true, cssContent: true })
  .extend({ configData: headerFields.pick({ customButtonList: true, cssContent: true }) });
export type HeaderWire = z.infer<typeof headerWire>;

export function toHeaderWire({ customButtonList, cssContent, ...rest }: HeaderConfig): HeaderWire {
  return { ...rest, configData: { customButtonList, cssContent } };
}

