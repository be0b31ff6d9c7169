import { describe, expect, it } from 'vitest';
import { blockCatalogue } from '../../../../schemas/blocks/block-catalogue.ts';
import type { FieldModel, FormEntry } from '../../../kits/schema-form/form-model.ts';
import { propsContractOf, propsFormModel, propsOutsideForm } from '../block-props.ts';

const fieldsOf = (entries: readonly FormEntry[]): FieldModel[] => entries.flatMap((entry) => (entry.kind === 'single' ? [entry.field] : [entry.zh, entry.en]));
/** Every field of a model, nested ones too, by its hint path and kind (`slides[].title: text`). */
function kindsOf(model: FieldModel): string[] {
  const own = model.hintPath ? [`${model.hintPath}: ${model.kind}`] : [];
  if (model.kind === 'group') return [...own, ...fieldsOf(model.entries).flatMap(kindsOf)];
  if (model.kind === 'list') return [...own, ...kindsOf(model.item)];
  return own;
}

describe('a block’s props as the page editor reads them (block-props.ts)', () => {
  it('finds the contract of the block that renders a code and style, as the registry does', () => {
    expect(propsContractOf('latestIssue', 2)).toMatchObject({ kind: 'schema', block: 'latest-issue' });
    // latest-issue renders styles 1 and 2 only, and no other block renders the code.
    expect(propsContractOf('latestIssue', 3)).toEqual({ kind: 'unknown' });
    expect(propsContractOf('header', 1)).toEqual({ kind: 'none', block: 'header' });
    expect(propsContractOf('selmag', 1)).toEqual({ kind: 'unknown' });
  });

  it('leaves to JSON the props the contract does not name and those bound to the address', () => {
    const contract = propsContractOf('articleStageList', 1);
    if (contract.kind !== 'schema') throw new Error('articleStageList has a contract');
    expect(propsOutsideForm({ status: 'onlineFirst', page: '{query.page}', '...': '{query}', stray: 1 }, contract.json)).toEqual(['page', '...', 'stray']);
    expect(propsOutsideForm({ status: 'onlineFirst', page: 2 }, contract.json)).toEqual([]);
    expect(propsOutsideForm({ stray: 1 }, undefined)).toEqual(['stray']);
  });

  it('builds a form of every block’s contract in the catalogue, each prop an input of its type', () => {
    const kinds = new Map<string, string[]>();
    for (const entry of blockCatalogue) {
      for (const block of entry.blocks) {
        if (!block.props) continue;
        const model = propsFormModel(block.props, []);
        expect(model.kind, block.block).toBe('group');
        kinds.set(block.block, kindsOf(model));
      }
    }
    expect(kinds.get('carousel')).toEqual(['slides: list', 'slides[]: group', 'slides[].title: text', 'slides[].enTitle: text', 'slides[].imageUrl: text', 'slides[].link: text', 'autoplay: boolean', 'intervalMs: number']);
    expect(kinds.get('media-list')).toEqual(['type: select', 'limit: number']);
    // What no input edits is a JSON field: none of today's contracts needs one.
    expect([...kinds].flatMap(([block, fields]) => fields.filter((field) => field.endsWith(': json')).map((field) => `${block} ${field}`))).toEqual([]);
    // The same model for the same contract and hidden props: the form keeps its inputs while props are typed.
    const latest = blockCatalogue.find((entry) => entry.code === 'latestIssue')!.blocks[0]!.props!;
    expect(propsFormModel(latest, ['limit'])).toBe(propsFormModel(latest, ['limit']));
    expect(kindsOf(propsFormModel(latest, ['limit']))).not.toContain('limit: number');
  });
});
