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
  }[];
};
