import { pdfArticleMetadata } from '../../../../schemas/ingest/pdf-article.ts';
import { formModelOf, type FieldModel } from '../../../kits/schema-form/form-model.ts';

let model: FieldModel | undefined;

/** The metadata form of an uploaded PDF, generated once from its schema (schemas/ingest/pdf-article.ts). */
export function pdfMetadataModel(): FieldModel {
  model ??= formModelOf(pdfArticleMetadata, {
    multiline: ['abstract', 'enAbstract'],
    labels: {
      doi: 'DOI',
      articleType: 'Article type',
      fpage: 'First page',
      lpage: 'Last page',
      elocationId: 'Electronic location ID',
      'dates.published': 'Published online',
      'dates.print': 'Published in print',
      'authors[].orcid': 'ORCID iD',
      'authors[].corresponding': 'Corresponding author',
      openAccess: 'Open access',
    },
    help: { doi: 'Such as 10.1234/abc; empty when it has none.', abstract: 'Paragraphs separated by a blank line.' },
    optionLabels: { language: { zh: 'Chinese', en: 'English' } },
    itemLabels: { authors: 'author', 'authors[].affiliations': 'affiliation', 'authors[].enAffiliations': 'affiliation', keywords: 'keyword', enKeywords: 'keyword', funding: 'funder', 'funding[].awardIds': 'award number' },
  });
  return model;
}
