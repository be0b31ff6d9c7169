import { deskEntities, type DeskKindName } from '../../../schemas/desk/desk-kinds.ts';
import { formModelOf, type FieldModel, type FormHints } from '../../kits/schema-form/form-model.ts';

/** What the desk's forms leave out of every kind: the id the desk gives, and what readers count. */
const counters = ['visits', 'downloads', 'referenceCount', 'commentCount'];

/** The desk's words for its kinds' fields, beyond what the schemas say. */
export const deskFormHints: Readonly<Record<DeskKindName, FormHints>> = {
  journal: {
    hidden: ['id'],
    multiline: ['introduction', 'enIntroduction'],
    labels: { publicationName: 'Name', editorInChief: 'Editor in chief', organizerUnit: 'Organiser', cn: 'CN number', databases: 'Indexed in', currentIssueId: 'Current issue' },
    help: { currentIssueId: 'The issue readers see as current (home page, "current issue" links, feed and alerts); none: the newest issue.' },
    itemLabels: { databases: 'database' },
  },
  column: { hidden: ['id'], labels: { publicationId: 'Journal', sort: 'Order in a table of contents' } },
  issue: {
    hidden: ['id'],
    labels: { publicationId: 'Journal', issue: 'Number', periods: 'Volume', coverUrl: 'Cover URL' },
    help: { issue: 'As printed: "3", "S1".' },
  },
  article: {
    hidden: ['id', ...counters],
    multiline: ['abstract', 'enAbstract', 'funds'],
    labels: { publicationId: 'Journal', periodId: 'Issue', columnId: 'Column', firstStatus: 'Stage', issue: 'Issue as printed', firstPageNum: 'First page', lastPageNum: 'Last page', funds: 'Funding', ppubDate: 'Print publication date', publishedOnline: 'Published online', pdfUrl: 'PDF URL', url: 'External URL' },
    help: { firstStatus: '-1: just accepted; 0: in an issue; 1 to 10: the nth Online First proof.', doi: 'Such as 10.1234/abc; empty when it has none.' },
    optionLabels: { language: { zh: 'Chinese', en: 'English' } },
    itemLabels: { authors: 'author', keywords: 'keyword' },
  },
  news: {
    hidden: ['id', 'visits'],
    required: ['publishDate'],
    multiline: ['summary', 'enSummary', 'body[]', 'enBody[]'],
    labels: { body: 'Body' },
    optionLabels: { tab: { 1: 'Information', 2: 'Announcement', 3: 'Dynamic', 4: 'Statement' } },
    itemLabels: { body: 'paragraph', enBody: 'paragraph' },
  },
  expert: {
    hidden: ['id'],
    multiline: ['bio', 'enBio'],
    labels: { topicId: 'Topic ID', title: 'Title (position)', photoUrl: 'Photo URL', sort: 'Order in lists' },
    optionLabels: { role: { editorInChief: 'Editor in chief', honorary: 'Honorary editor', executive: 'Executive editor', executiveDeputy: 'Deputy executive editor', associate: 'Associate editor', member: 'Member' } },
  },
  book: { hidden: ['id'], multiline: ['abstract', 'enAbstract'], labels: { isbn: 'ISBN', chiefEditor: 'Chief editor', catalogue: 'Contents' }, itemLabels: { catalogue: 'chapter' } },
  album: {
    hidden: ['id'],
    multiline: ['description', 'enDescription'],
    labels: { items: 'What it collects', 'items[].refId': 'ID of the article, figure, table or expert' },
    itemLabels: { items: 'item' },
    optionLabels: { 'items[].kind': { thesis: 'Article', picture: 'Figure', table: 'Table', experts: 'Expert' } },
  },
  media: {
    hidden: ['id'],
    multiline: ['transcript'],
    labels: { resName: 'Name', articleId: 'Article ID', sourcePaper: 'Source paper', url: 'Recording URL', posterUrl: 'Poster URL', durationSeconds: 'Duration (seconds)', 'captions[].srclang': 'Language tag', 'captions[].src': 'WebVTT file URL' },
    optionLabels: { kind: { audio: 'Audio', video: 'Video' } },
    itemLabels: { captions: 'caption file' },
  },
  page: {
    labels: { menuId: 'Menu item ID' },
    help: { menuId: 'The menu item whose information page this is.' },
    multiline: ['sections[].body[]', 'sections[].enBody[]'],
    itemLabels: { sections: 'section', 'sections[].body': 'paragraph', 'sections[].enBody': 'paragraph' },
  },
};

const models = new Map<DeskKindName, FieldModel>();

/** The edit form of a kind, generated once from its entity's schema (schemas/desk/desk-kinds.ts). */
export function deskFormModel(kind: DeskKindName): FieldModel {
  let model = models.get(kind);
  if (!model) {
    model = formModelOf(deskEntities[kind], deskFormHints[kind]);
    models.set(kind, model);
  }
  return model;
}
