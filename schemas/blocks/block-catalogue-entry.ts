import type { FormJsonSchema } from '../form-json-schema.ts';

/** A module code of the block catalogue (block-catalogue.ts) and the blocks that render it. */
export type BlockCatalogueEntry = {
  code: string;
  blocks: readonly {
    /** The block's folder under blocks/. */
    block: string;
    /** The style ids it renders; null: every style. */
    styleIds: readonly number[] | null;
    /** The first sentence of its registration's doc comment. */
    summary: string;
    /**
     * Its props' contract as JSON Schema (schemas/form-json-schema.ts: the input side; what JSON Schema cannot say
     * is `{}`, any value): what the studio builds the block's settings form from. null: the block has no contract
     * and takes no props.
     */
    props: FormJsonSchema | null;
  }[];
};
