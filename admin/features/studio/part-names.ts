import type { StudioPartName } from '../../../schemas/admin/studio-api.ts';
import { siteFileNames } from '../../../schemas/site-config/files.ts';

/** A part in the studio's addresses: its file's name without `.json` (admin-routes.ts `studioPart`). */
export const slugOfPart = (part: StudioPartName): string => part.replace(/\.json$/, '');
export const partOfSlug = (slug: string): StudioPartName | undefined => siteFileNames.find((name) => slugOfPart(name) === slug);

/** What an administrator calls each part, and what it holds. */
export const partTexts: Readonly<Record<StudioPartName, { title: string; about: string }>> = {
  'site.json': { title: 'Site', about: 'Name, addresses, status, theme colour, default language and features.' },
  'basic-info.json': { title: 'Basic information', about: 'Title, description and keywords that readers and search engines see.' },
  'header.json': { title: 'Header', about: 'Navigation style, logos, the header search, custom buttons and the site’s own CSS.' },
  'footer.json': { title: 'Footer', about: 'Copyright, record numbers and friendship links.' },
  'menu.json': { title: 'Menu', about: 'The navigation’s channels, as a tree.' },
  'modules.json': { title: 'Home page and channels', about: 'The blocks of the home page and of channel pages.' },
  'publication.json': { title: 'Publication', about: 'The journal shown, back issues, pages, DOIs, downloads and the publisher.' },
  'aggregated.json': { title: 'Comments and translation', about: 'Readers’ comments and machine translation.' },
  'magazine-functions.json': { title: 'Article functions', about: 'What readers may do with an article: subscribe, cite, share, download …' },
  'access.json': { title: 'Access', about: 'Who may read and download, and the hosts whose visitors are let in.' },
  'aiqa.json': { title: 'AI assistant', about: 'The AI question-and-answer panel: its frame, name and where it shows.' },
  'search.json': { title: 'Search', about: 'Resource types, search fields and the search boxes.' },
  'screens.json': { title: 'Screens', about: 'Each screen’s blocks, and the layout around every screen.' },
};

/** The parts whose module lists the page editor edits. */
export const partsWithPages: readonly StudioPartName[] = ['modules.json', 'screens.json'];
