import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { PublisherConfig } from '../../schemas/publication-config.ts';
import { localizedString } from '../home/localize.ts';
import { absoluteUrl } from './absolute-url.ts';

/** The configured publisher as a schema.org `Organization`: name in the page's language, its address and logo when set. */
export function publisherOrganization(publisher: PublisherConfig, lang: LanguageSegment, origin: string): Record<string, unknown> {
  const url = absoluteUrl(publisher.url, origin);
  const logo = absoluteUrl(publisher.logo, origin);
  return {
    '@type': 'Organization',
    name: localizedString(publisher.name, publisher.enName, lang),
    ...(url ? { url } : {}),
    ...(logo ? { logo } : {}),
  };
}
