import type { StudioPartName } from '../../../schemas/admin/studio-api.ts';
import { currentSchemaVersion } from '../../../schemas/site-config/migrations.ts';
import { siteFileSchemas } from '../../../schemas/site-config/files.ts';
import type { FieldWidgets } from '../../kits/schema-form/form-context.ts';
import { formModelOf, type FieldModel, type FormHints } from '../../kits/schema-form/form-model.ts';
import { newValueOf } from '../../kits/schema-form/form-values.ts';
import { PictureInput } from './picture-input.tsx';
import { BlockCodeSelect, MenuCodeInput, ThemeColourSelect } from './studio-widgets.tsx';

/** The studio's words for the parts' fields, beyond what the schemas say (their descriptions, where they have one). */
export const studioFormHints: Readonly<Record<StudioPartName, FormHints>> = {
  'site.json': {
    labels: { sld: 'SLD (the name in the site’s addresses)', colour: 'Theme colour', logo1: 'Logo', pictureUrl: 'Cover picture', grayType: 'Grey mode', umtFlag: 'Third-party (UMT) login', members: 'Member sites', 'features.scholarLinks': 'Scholar search links', 'features.bookCloudUrl': 'Book cloud URL' },
    help: {
      colour: 'One of the 11 theme colours (shown in the portal’s default palette; the deployment’s themes.json may change them).',
      domains: 'Host names that reach this site; the first is the canonical one.',
      grayType: '0: none; 1: the home page in grey; 2 or more: every page.',
      members: 'For a group site: the slds of its member sites, the first one opening.',
      status: 'An expired site, or one in maintenance, shows its notice instead of content.',
    },
    optionLabels: { defaultLanguage: { zh: 'Chinese', en: 'English' }, status: { active: 'Active', expired: 'Expired', maintenance: 'In maintenance' } },
    itemLabels: { domains: 'domain', members: 'member site' },
  },
  'basic-info.json': { multiline: ['description', 'enDescription'], itemLabels: { keywords: 'keyword', enKeywords: 'keyword' }, help: { groupType: '0: a single journal; 1: a group portal.' } },
  'header.json': {
    multiline: ['cssContent'],
    labels: {
      cssContent: 'CSS of the site',
      navStyle: 'Navigation style',
      ceiling: 'Stick to the top while scrolling',
      resourceType: 'Resource types of the header search',
      pcLogo: 'PC logo',
      enPcLogo: 'PC logo (English)',
      mobileLogo: 'Mobile logo',
      enMobileLogo: 'Mobile logo (English)',
      pcLogoUrl: 'PC logo’s link',
      enPcLogoUrl: 'PC logo’s link (English)',
      mobileLogoUrl: 'Mobile logo’s link',
      enMobileLogoUrl: 'Mobile logo’s link (English)',
    },
    help: { customButtonList: 'At most 3 enabled buttons.', cssContent: 'Plain CSS, applied inside the site’s own style element: no tags, scripts or @import.' },
    itemLabels: { customButtonList: 'custom button', resourceType: 'resource type' },
    optionLabels: { defaultLanguage: { zh: 'Chinese', en: 'English' } },
  },
  'footer.json': { labels: { icp: 'ICP record', picp: 'Public security record', picpLink: 'Public security record link' }, itemLabels: { friendshipLinks: 'friendship link' } },
  'menu.json': {
    labels: { items: 'Menu items', 'items[].children': 'Sub-items' },
    help: { 'items[].code': 'What the item opens: a code the portal routes (suggested as you type), or a block’s code.', 'items[].enable': 'Only enabled items show.' },
    itemLabels: { items: 'menu item', 'items[].children': 'sub-item' },
  },
  'modules.json': {
    labels: { home: 'Home page blocks', channels: 'Channel pages' },
    help: { channels: 'The blocks of each channel page, by the channel’s menu item ID: easier on the Page editor tab.', 'home[].props': 'The block’s settings, as JSON: the Page editor gives them a form from the block’s contract.' },
    itemLabels: { home: 'block' },
  },
  'publication.json': { labels: { publicationId: 'Journal ID', backIssueStyle: 'Back issues style' } },
  'aggregated.json': {},
  'magazine-functions.json': {},
  'access.json': { help: { referrerGrantHosts: 'Visitors coming from these hosts may read without signing in.' }, itemLabels: { referrerGrantHosts: 'host' } },
  'aiqa.json': { labels: { frameUrl: 'Frame URL' } },
  'search.json': {
    labels: { conditions: 'Search fields by resource type', boxes: 'Search boxes' },
    itemLabels: { resourceTypes: 'resource type', boxes: 'search box', 'boxes[].subPoolList': 'sub-pool', 'boxes[].coverInfoList': 'cover', 'boxes[].componentData.customEntryList': 'slogan entry', 'boxes[].updateResourceWay': 'resource type' },
  },
  'screens.json': {
    labels: { screens: 'Screens' },
    help: { screens: 'Each screen the site changes, by name: easier on the Page editor tab.', layout: 'The blocks before and after every screen; absent, the portal’s own.' },
    itemLabels: { 'layout.before': 'block', 'layout.after': 'block' },
  },
};

const codeWidgets: FieldWidgets = { 'home[].code': BlockCodeSelect, 'layout.before[].code': BlockCodeSelect, 'layout.after[].code': BlockCodeSelect };

/** The fields that hold a picture's address: typed, or uploaded (picture-input.tsx). */
const pictures = (...paths: string[]): FieldWidgets => Object.fromEntries(paths.map((path) => [path, PictureInput]));

/**
 * Controls of the studio's own in place of generated ones: block codes from the catalogue, theme colours, menu
 * codes, pictures with upload.
 */
export const studioWidgets: Readonly<Record<StudioPartName, FieldWidgets>> = {
  'site.json': { colour: ThemeColourSelect, ...pictures('logo1', 'pictureUrl') },
  'basic-info.json': {},
  'header.json': pictures('pcLogo', 'enPcLogo', 'mobileLogo', 'enMobileLogo'),
  'footer.json': {},
  'menu.json': { 'items[].code': MenuCodeInput },
  'modules.json': codeWidgets,
  'publication.json': pictures('publisher.logo'),
  'aggregated.json': {},
  'magazine-functions.json': {},
  'access.json': {},
  'aiqa.json': {},
  'search.json': pictures('boxes[].coverInfoList[].pcUrl', 'boxes[].coverInfoList[].mobileUrl'),
  'screens.json': codeWidgets,
};

const models = new Map<StudioPartName, FieldModel>();

/** A part's form, generated once from its schema (schemas/site-config/files.ts). */
export function studioFormModel(part: StudioPartName): FieldModel {
  let model = models.get(part);
  if (!model) {
    model = formModelOf(siteFileSchemas[part].schema, studioFormHints[part]);
    models.set(part, model);
  }
  return model;
}

/** What a part no one has written yet starts as: its defaults, in the current file format. */
export function newPartValue(part: StudioPartName): Record<string, unknown> {
  return { schemaVersion: currentSchemaVersion, ...(newValueOf(studioFormModel(part)) as Record<string, unknown>) };
}
