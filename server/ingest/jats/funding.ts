import type { Funding } from '../../../schemas/content/article-content.ts';
import { parseBlocks } from './blocks.ts';
import type { ReadingContext } from './context.ts';
import { displayName } from './contributors.ts';
import { attribute, childElements, descendants, idOf, plainText } from '../xml/xml-query.ts';
import type { XmlElement } from '../xml/xml-tree.ts';

/** Grants and funding statements of every `funding-group` in the front matter. */
export function fundingOf(meta: XmlElement | undefined, context: ReadingContext): Funding {
  const groups = childElements(meta, 'funding-group');
  return {
    awards: groups.flatMap((group) => childElements(group, 'award-group')).map((award) => ({
      id: idOf(award),
      funders: childElements(award, 'funding-source').map((source) => {
        const registryId = descendants(source, 'institution-id').find((id) => /fundref|doi|ror/i.test(attribute(id, 'institution-id-type')));
        const named = descendants(source, 'institution');
        const name = named.length > 0 ? named.map(plainText).join(', ') : plainText(source);
        return { name, funderId: plainText(registryId) };
      }),
      awardIds: childElements(award, 'award-id').map(plainText).filter(Boolean),
      recipients: childElements(award, 'principal-award-recipient').flatMap((recipient) => {
        const names = childElements(recipient, 'name', 'string-name', 'collab', 'institution');
        return names.length > 0 ? names.map((name) => (name.local === 'name' || name.local === 'string-name' ? displayName(name) : plainText(name))) : [plainText(recipient)];
      }),
    })),
    statement: groups.flatMap((group) =>
      parseBlocks(
        childElements(group, 'funding-statement').map((statement) => ({ ...statement, local: 'p' })),
        context,
      ),
    ),
  };
}
