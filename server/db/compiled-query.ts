import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** What a query's parameters may be: what SQLite binds. */
export type ParameterValue = string | number | bigint | null;
export type QueryValues = Record<string, ParameterValue | readonly ParameterValue[]>;

/** A value's stand-in while a query is compiled: its place among the parameters is filled with the value at each run. */
class Slot {
  constructor(
    readonly name: string,
    readonly index: number | undefined,
  ) {}

  /** Reading a stand-in as a value (arithmetic, a comparison, text) would make the SQL depend on a value: refused. */
  [Symbol.toPrimitive](): never {
    throw new Error(`compiledQuery: the query read the value "${this.name}"; what decides its SQL belongs in its shape`);
  }
}

function slotsFor(values: QueryValues): QueryValues {
  const slots: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    slots[name] = Array.isArray(value) ? value.map((_entry, index) => new Slot(name, index)) : new Slot(name, undefined);
  }
  return slots as QueryValues;
}

function valueOf(slot: Slot, values: QueryValues): ParameterValue {
  const value = values[slot.name];
  return (slot.index === undefined ? value : (value as readonly ParameterValue[])[slot.index]) as ParameterValue;
}

/**
 * A query whose SQL is built and compiled once for each shape, then run with each call's values. Kysely otherwise
 * builds a query's tree and compiles it to SQL on every run: for a small read, about as much work as SQLite's
 * (server/db/statement-cache.ts keeps the prepared statements; this keeps what comes before them).
 *
 * `build` makes the query from the shape — plain data saying what decides the SQL's text: which filters, which sort —
 * and the values' stand-ins, which it may only pass into the query (reading one as a value throws). A list value
 * stands for one parameter per entry, so its length is part of the shape. Undefined values are refused: what is
 * optional is told by the shape.
 */
export function compiledQuery<DB, Shape, Values extends QueryValues, Row>(
  build: (db: Kysely<DB>, shape: Shape, values: Values) => Compilable<Row>,
): (db: Kysely<DB>, shape: Shape, values: Values) => Promise<Row[]> {
  const compiledByDb = new WeakMap<Kysely<DB>, Map<string, CompiledQuery<Row>>>();
  return async (db, shape, values) => {
    let compiled = compiledByDb.get(db);
    if (!compiled) compiledByDb.set(db, (compiled = new Map()));
    let key = typeof shape === 'object' && shape !== null ? JSON.stringify(shape) : String(shape);
    for (const name in values) {
      const value = values[name];
      if (value === undefined) throw new Error(`compiledQuery: the value "${name}" is undefined; say in the shape whether it is used`);
      if (Array.isArray(value)) key += `|${name}:${value.length}`;
    }
    let query = compiled.get(key);
    if (!query) compiled.set(key, (query = build(db, shape, slotsFor(values) as Values).compile()));
    const parameters = query.parameters.map((parameter) => (parameter instanceof Slot ? valueOf(parameter, values) : parameter));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
