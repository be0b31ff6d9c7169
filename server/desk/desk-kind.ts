import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DeskEntity, DeskKindName } from '../../schemas/desk/desk-kinds.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import type { Database } from '../db/tables.ts';

export type Db = Kysely<Database>;

/** The ids the desk has of one kind on one site, as a subquery (`where id not in onDesk`). */
export type OnDesk = SelectQueryBuilder<Database, 'desk_item', { id: number }>;

/** Another item an item refers to or is referred to by. */
export type ItemRef = { kind: DeskKindName; id: number };

/** A field of an item that does not hold, by its path in the item's data (the 400's `data.problems`). */
export type { FieldProblem } from '../../schemas/desk/desk-api.ts';

/** Where an item sits, for the desk's filters and search. */
export type DeskPlace = { journalId: number | null; issueId: number | null; searchText: string };

/**
 * One kind of content on the desk: how its published items are written to (and taken from) the reader's tables, what
 * it refers to, and where it sits. The desk itself (desk-store.ts, desk-actions.ts) is the same for every kind.
 */
export type DeskKind<K extends DeskKindName> = {
  name: K;
  /** The field of the entity that holds its id: `id`, or an information page's `menuId`. */
  idField: 'id' | 'menuId';
  /**
   * A new item's id is the editor's choice (a menu item's page) rather than the desk's next free one: why this id may
   * not be chosen on this site (undefined: it may).
   */
  refuseChosenId?: (id: number, site: SiteConfig) => string | undefined;
  /** Where the item sits: its journal and issue, and the text a desk search matches. */
  placeOf(entity: DeskEntity<K>): DeskPlace;
  /** References to check: each must be an item of this site (a journal of another site is refused). */
  references(entity: DeskEntity<K>): (ItemRef & { path: string })[];
  /** What must be published before this may be (an article's issue, column and journal). */
  needsPublished(entity: DeskEntity<K>): ItemRef[];
  /**
   * The reader-table rows of a site the desk has no item for yet (`onDesk`: the ids it has), as entities: what it
   * adopts as published when it first meets them. The filter is SQL, so a desk that has them all reads no row.
   */
  readPublished(db: Db, siteId: number, onDesk: OnDesk): Promise<DeskEntity<K>[]>;
  /** The ids of this kind in the reader's tables of any site (a new id must be free there too). */
  largestReaderId(db: Db): Promise<number>;
  /** Writes the item to the reader's tables (insert or replace, keeping what readers made) and its search index. */
  publish(db: Db, siteId: number, entity: DeskEntity<K>): Promise<void>;
  /** Takes the item out of the reader's tables and the search index. */
  withdraw(db: Db, siteId: number, id: number): Promise<void>;
};
