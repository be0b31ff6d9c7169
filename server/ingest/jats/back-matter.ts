import type { ArticleDocumentParts, BlockNode } from '../../../schemas/content/article-content.ts';
import { parseBlocks, parseFootnote, sectionOf } from './blocks.ts';
import type { ReadingContext } from './context.ts';
import { parseInlineTrimmed } from './inline.ts';
import { referenceListOf } from './references.ts';
import { attribute, childElements, idOf, plainText } from '../xml/xml-query.ts';
import type { XmlElement, XmlNode } from '../xml/xml-tree.ts';

/*
 * Statements and back matter go to the part of the reading view that shows them (spec §2 "Article reading view"):
 * contributions, competing interests, ethics, data availability, funding statements, supplementary material,
 * glossary, appendix, footnotes, references. Publishers say which is which in several ways (`fn-type`, an
 * `fn-group`'s `content-type`, `sec-type`, `notes-type`); all of them are read here.
 */

export type BackMatter = Pick<
  ArticleDocumentParts,
  | 'correspondence'
  | 'authorNotes'
  | 'acknowledgements'
  | 'contributions'
  | 'conflict'
  | 'ethics'
  | 'dataAvailability'
  | 'supplementary'
  | 'glossary'
  | 'appendix'
  | 'footnotes'
  | 'notes'
  | 'references'
> & { fundingStatement: BlockNode[] };

type Place = Exclude<keyof BackMatter, 'correspondence' | 'references'>;

export const emptyBackMatter = (): BackMatter => ({
  correspondence: [],
  authorNotes: [],
  acknowledgements: [],
  contributions: [],
  conflict: [],
  ethics: [],
  dataAvailability: [],
  supplementary: [],
  glossary: [],
  appendix: [],
  footnotes: [],
  notes: [],
  references: [],
  fundingStatement: [],
});

/** Where a statement of this kind is shown, from its type words; undefined when they say nothing we know. */
function placeOf(kind: string): Place | undefined {
  const words = kind.toLowerCase();
  if (/competing|conflict|coi/.test(words)) return 'conflict';
  if (/contribution|^con$|equal/.test(words)) return 'contributions';
  if (/ethic/.test(words)) return 'ethics';
  if (/data-availability|datasets|data-access|data availability/.test(words)) return 'dataAvailability';
  if (/financial-disclosure|funding/.test(words)) return 'fundingStatement';
  if (/acknowledg/.test(words)) return 'acknowledgements';
  return undefined;
}

/**
 * Sends a footnote to its place. The type of its group (`fn-group/@content-type`) decides first: PeerJ types the
 * competing-interest note in a "competing-interests" group `con`.
 */
function sortFootnote(footnote: XmlElement, groupType: string, otherwise: Place, into: BackMatter, context: ReadingContext): void {
  const place = placeOf(groupType) ?? placeOf(attribute(footnote, 'fn-type')) ?? otherwise;
  into[place].push(parseFootnote(footnote, context));
}

function sortFootnotes(element: XmlElement, otherwise: Place, into: BackMatter, context: ReadingContext): void {
  if (element.local === 'fn') sortFootnote(element, '', otherwise, into, context);
  else for (const footnote of childElements(element, 'fn')) sortFootnote(footnote, attribute(element, 'content-type'), otherwise, into, context);
}

/** The author notes of the front matter: correspondence, and footnotes sorted to their places. */
export function readAuthorNotes(notes: XmlElement | undefined, into: BackMatter, context: ReadingContext): void {
  for (const child of childElements(notes)) {
    if (child.local === 'corresp') {
      into.correspondence.push({
        id: idOf(child),
        label: plainText(childElements(child, 'label')[0]),
        children: parseInlineTrimmed(
          child.children.filter((node) => node.kind === 'text' || node.local !== 'label'),
          context,
        ),
      });
    } else if (child.local === 'fn' || child.local === 'fn-group') {
      sortFootnotes(child, 'authorNotes', into, context);
    } else {
      into.authorNotes.push(...parseBlocks([child], context));
    }
  }
}

/** The children of `back` (or of front-matter `notes`), each sent to its place. */
export function readBackMatter(nodes: XmlNode[], into: BackMatter, context: ReadingContext): void {
  for (const child of nodes) {
    if (child.kind !== 'element') continue;
    switch (child.local) {
      case 'ack':
        into.acknowledgements.push(sectionOf(child, context, 'ack'));
        break;
      case 'ref-list':
        into.references.push(referenceListOf(child, context));
        break;
      case 'fn-group':
      case 'fn':
        sortFootnotes(child, 'footnotes', into, context);
        break;
      case 'app-group':
      case 'app':
        into.appendix.push(...parseBlocks([child], context));
        break;
      case 'glossary':
        into.glossary.push(...parseBlocks([child], context));
        break;
      case 'supplementary-material':
        into.supplementary.push(...parseBlocks([child], context));
        break;
      case 'sec':
      case 'notes':
        readSection(child, into, context);
        break;
      case 'title':
      case 'label':
        break;
      default:
        into.notes.push(...parseBlocks([child], context));
    }
  }
}

function readSection(section: XmlElement, into: BackMatter, context: ReadingContext): void {
  const kind = attribute(section, section.local === 'notes' ? 'notes-type' : 'sec-type');
  if (section.local === 'notes' && !kind && childElements(section, 'notes').length > 0) {
    // A `notes` wrapper around typed notes (bioRxiv): read the notes inside.
    readBackMatter(section.children, into, context);
    return;
  }
  if (/supplementary-material/.test(kind)) {
    into.supplementary.push(sectionOf(section, context, kind));
    return;
  }
  if (kind === 'additional-information') {
    readAdditionalInformation(section, into, context);
    return;
  }
  into[placeOf(kind) ?? placeOf(plainText(childElements(section, 'title')[0])) ?? 'notes'].push(sectionOf(section, context, kind));
}

/**
 * "Additional information" (eLife, PeerJ) gathers statements that have places of their own. They go there; the
 * section keeps its id and title (and whatever had no other place) in the notes, so links to it still land.
 */
function readAdditionalInformation(section: XmlElement, into: BackMatter, context: ReadingContext): void {
  const statements = new Set(['fn-group', 'fn', 'sec', 'notes', 'supplementary-material', 'ref-list', 'app-group', 'app', 'glossary', 'ack']);
  readBackMatter(
    childElements(section).filter((child) => statements.has(child.local)),
    into,
    context,
  );
  const rest = section.children.filter((child) => child.kind === 'text' || !statements.has(child.local));
  into.notes.push(sectionOf({ ...section, children: rest }, context, 'additional-information'));
}
