import { formJsonSchemaOf, type FormJsonSchema } from '../../../schemas/form-json-schema.ts';
import { cssColorPattern, isoDatePattern } from '../../../schemas/primitives.ts';
import { humanise, pairedBase } from './field-labels.ts';
import type { AnySchema } from '../../../schemas/any-schema.ts';

type JsonSchema = FormJsonSchema;

/**
 * Where a field sits in any value of the schema: property names joined by `.`, `[]` for "each item of a list"
 * (`authors[].name`). Hints name fields by it.
 */
export type HintPath = string;

/** What a caller may say about a schema's fields beyond what the schema says. */
export type FormHints = {
  /** Fields the form leaves out (ids the server gives, counters readers make). */
  hidden?: readonly HintPath[];
  /** Fields a refinement requires though they have a default (JSON Schema cannot say so): marked like required ones. */
  required?: readonly HintPath[];
  /** Text fields that take paragraphs. */
  multiline?: readonly HintPath[];
  labels?: Readonly<Record<HintPath, string>>;
  help?: Readonly<Record<HintPath, string>>;
  /** Names of an enum's values, by the value as text (news tab `1` → "Information"). */
  optionLabels?: Readonly<Record<HintPath, Readonly<Record<string, string>>>>;
  /** What one item of a list is called ("author"); default: the list's label, singular. */
  itemLabels?: Readonly<Record<HintPath, string>>;
};

type Common = {
  /** The property's name (an item of a list: ''). */
  key: string;
  hintPath: HintPath;
  label: string;
  help: string | undefined;
  /** Must be given: the schema requires it and has no default. */
  required: boolean;
  /** May be null (an empty input means null). */
  nullable: boolean;
  /** The schema's default, when it has one. */
  fallback: { value: unknown } | undefined;
};

export type SelectOption = { value: string | number; label: string };

/** One field of a form, as the schema describes it. */
export type FieldModel =
  | (Common & { kind: 'text'; multiline: boolean })
  | (Common & { kind: 'date' })
  /** A CSS colour (`cssColor`): its text and a colour picker. */
  | (Common & { kind: 'colour' })
  | (Common & { kind: 'number'; integer: boolean; min: number | undefined; max: number | undefined })
  | (Common & { kind: 'boolean' })
  | (Common & { kind: 'select'; options: SelectOption[] })
  /** `orText`: the schema also takes the list as one text (`"a;b"`), which the form then keeps as text. */
  | (Common & { kind: 'list'; item: FieldModel; itemLabel: string; orText: boolean })
  | (Common & { kind: 'group'; entries: FormEntry[] })
  /** What the generator has no input for (a union of objects, a record): edited as JSON text. */
  | (Common & { kind: 'json' });

/** A field of a group, or a pair `x` / `enX` shown side by side as "中文 / English". */
export type FormEntry = { kind: 'single'; field: FieldModel } | { kind: 'pair'; label: string; hintPath: HintPath; zh: FieldModel; en: FieldModel };

/** Bounds beyond these are the schema's "any safe integer", not a limit an editor needs to see. */
const meaningfulBound = (bound: number | undefined) => (bound !== undefined && Math.abs(bound) < 1e15 ? bound : undefined);

/**
 * The form for a zod schema (an object): its fields read from the schema's JSON Schema (`z.toJSONSchema`, the input
 * side: what an editor types), each an input by its type — strings, numbers, booleans (and the configuration's
 * flags, `1`/`"1"`/`true`), dates (`isoDate`), colours (`cssColor`), enums and literal unions as selects, lists (of
 * strings or of objects; a list also written as one text), nested objects — labelled from `title` or the property
 * name, helped by `description`. Issue 20's configuration parts take the same path.
 */
export function formModelOf(schema: AnySchema, hints: FormHints = {}): FieldModel {
  return formModelOfJsonSchema(formJsonSchemaOf(schema), hints);
}

/** The form for a JSON Schema made by `formJsonSchemaOf` (a block's props, as the block catalogue carries them). */
export function formModelOfJsonSchema(root: FormJsonSchema, hints: FormHints = {}): FieldModel {
  return new ModelBuilder(root, hints).field(root, '', '', true);
}

class ModelBuilder {
  private readonly refs = new Map<string, FieldModel>();
  private readonly hidden: ReadonlySet<string>;
  private readonly multiline: ReadonlySet<string>;
  private readonly requiredByHint: ReadonlySet<string>;

  constructor(
    private readonly root: JsonSchema,
    private readonly hints: FormHints,
  ) {
    this.hidden = new Set(hints.hidden);
    this.multiline = new Set(hints.multiline);
    this.requiredByHint = new Set(hints.required);
  }

  field(json: JsonSchema, key: string, hintPath: HintPath, required: boolean, labelFallback?: string): FieldModel {
    if (json.$ref) return this.reference(json, key, hintPath, required, labelFallback);
    const { schema, nullable } = withoutNull(json);
    const fallback = 'default' in json ? { value: json.default } : 'default' in schema ? { value: schema.default } : undefined;
    const common: Common = {
      key,
      hintPath,
      label: this.hints.labels?.[hintPath] ?? json.title ?? schema.title ?? labelFallback ?? humanise(key),
      help: this.hints.help?.[hintPath] ?? json.description ?? schema.description,
      required: (required && fallback === undefined && !nullable) || this.requiredByHint.has(hintPath),
      nullable,
      fallback,
    };

    const choices = constantsOf(schema);
    if (choices) return { ...common, kind: 'select', options: choices.map((value) => ({ value, label: this.hints.optionLabels?.[hintPath]?.[String(value)] ?? String(value) })) };
    const textOrList = listOrTextOf(schema);
    const type = textOrList ?? typeOf(schema);
    switch (type?.type) {
      case 'string':
        if (type.pattern === isoDatePattern.source) return { ...common, kind: 'date' };
        if (type.pattern === cssColorPattern.source) return { ...common, kind: 'colour' };
        return { ...common, kind: 'text', multiline: this.multiline.has(hintPath) };
      case 'number':
      case 'integer':
        return { ...common, kind: 'number', integer: type.type === 'integer', min: meaningfulBound(type.minimum), max: meaningfulBound(type.maximum) };
      case 'boolean':
        return { ...common, kind: 'boolean' };
      case 'array': {
        const items = Array.isArray(type.items) || typeof type.items !== 'object' ? undefined : type.items;
        if (!items) break;
        const itemPath = `${hintPath}[]`;
        const itemLabel = this.hints.itemLabels?.[hintPath] ?? singular(common.label);
        // An item of a list is not itself required (an empty list is a list); what it holds may be.
        return { ...common, kind: 'list', itemLabel, orText: textOrList !== undefined, item: this.field(items, '', itemPath, false, capitalise(itemLabel)) };
      }
      case 'object':
        if (!type.properties) break;
        return { ...common, kind: 'group', entries: this.entries(type, hintPath) };
    }
    return { ...common, kind: 'json' };
  }

  private entries(json: JsonSchema, hintPath: HintPath): FormEntry[] {
    const properties = json.properties ?? {};
    const required = new Set(json.required ?? []);
    const pathOf = (key: string) => (hintPath ? `${hintPath}.${key}` : key);
    const shown = Object.keys(properties).filter((key) => !this.hidden.has(pathOf(key)));
    const fieldOf = (key: string) => this.field(properties[key] as JsonSchema, key, pathOf(key), required.has(key));
    const entries: FormEntry[] = [];
    for (const key of shown) {
      const base = pairedBase(key);
      if (base !== undefined && shown.includes(base)) continue; // shown beside its base
      const english = shown.find((other) => pairedBase(other) === key);
      if (english === undefined) entries.push({ kind: 'single', field: fieldOf(key) });
      else {
        const zh = fieldOf(key);
        const en = fieldOf(english);
        // Two lists side by side hold the same things ("keyword"), whatever the English one's name says.
        if (zh.kind === 'list' && en.kind === 'list' && !this.hints.itemLabels?.[en.hintPath]) en.itemLabel = zh.itemLabel;
        entries.push({ kind: 'pair', label: zh.label, hintPath: pathOf(key), zh, en });
      }
    }
    return entries;
  }

  /**
   * A `$ref` to the root's `$defs` (a recursive schema, such as a menu tree): each definition is read once, and every
   * use shares its model (hints by path apply at every depth of a tree).
   */
  private reference(json: JsonSchema, key: string, hintPath: HintPath, required: boolean, labelFallback?: string): FieldModel {
    const name = json.$ref!.replace(/^#\/\$defs\//, '');
    const known = this.refs.get(name);
    if (known) return known;
    const definition = this.root.$defs?.[name];
    if (!definition || typeof definition !== 'object') return { key, hintPath, label: labelFallback ?? humanise(key), help: undefined, required, nullable: false, fallback: undefined, kind: 'json' };
    // Placed before it is read, so a definition that contains itself finds it (the model is then a cycle of objects).
    const model = {} as FieldModel;
    this.refs.set(name, model);
    return Object.assign(model, this.field(definition, key, hintPath, required, labelFallback));
  }
}

/** The schema without its `null` branch: `x | null` (or `type: [x, "null"]`) is x, nullable. */
function withoutNull(json: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (Array.isArray(json.type)) {
    const kept = json.type.filter((type) => type !== 'null');
    const nullable = kept.length < json.type.length;
    return { schema: { ...json, type: kept.length === 1 ? kept[0] : kept }, nullable };
  }
  const branches = json.anyOf ?? json.oneOf;
  if (!branches) return { schema: json, nullable: json.type === 'null' };
  const kept = branches.filter((branch): branch is JsonSchema => typeof branch === 'object' && branch.type !== 'null');
  const nullable = kept.length < branches.length;
  if (kept.length === 1) {
    const inner = withoutNull(kept[0]!);
    return { schema: inner.schema, nullable: nullable || inner.nullable };
  }
  return { schema: { ...json, anyOf: kept, oneOf: undefined }, nullable };
}

/** An enum, or a union of constants (`1 | 2 | 3 | 4`): the values a select offers. */
function constantsOf(json: JsonSchema): (string | number)[] | undefined {
  if (json.enum) return json.enum.filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
  if (json.const !== undefined && (typeof json.const === 'string' || typeof json.const === 'number')) return [json.const];
  const branches = json.anyOf ?? json.oneOf;
  if (!branches?.length) return undefined;
  const values = branches.map((branch) => (typeof branch === 'object' ? constantsOf(branch) : undefined));
  return values.every((value) => value !== undefined) ? values.flat() : undefined;
}

/** A union of a text and a list (`"a;b"` or `["a", "b"]`, read into a list): the list branch. */
function listOrTextOf(json: JsonSchema): JsonSchema | undefined {
  const branches = (json.anyOf ?? json.oneOf)?.filter((branch): branch is JsonSchema => typeof branch === 'object');
  if (branches?.length !== 2) return undefined;
  const list = branches.find((branch) => branch.type === 'array');
  return list && branches.some((branch) => branch.type === 'string') ? list : undefined;
}

/**
 * The one type an input edits: the schema's own; among a union's branches the boolean one (a configuration flag
 * takes `true`, `1` or `"1"`), else the number one (an id sent as a number or as a string of digits is a number to
 * type).
 */
function typeOf(json: JsonSchema): JsonSchema | undefined {
  if (typeof json.type === 'string') return json;
  if (Array.isArray(json.type)) {
    // `type: ["boolean", "number", "string"]`: a flag, a checkbox; else the number a value of several types is typed as.
    const types = new Set(json.type);
    if (types.has('boolean') && !types.has('object') && !types.has('array')) return { ...json, type: 'boolean' };
    if (types.has('integer') || types.has('number')) return { ...json, type: types.has('integer') ? 'integer' : 'number' };
    return undefined;
  }
  const branches = (json.anyOf ?? json.oneOf)?.filter((branch): branch is JsonSchema => typeof branch === 'object').map((branch) => typeOf(branch) ?? branch);
  if (!branches?.length) return undefined;
  const types = new Set(branches.map((branch) => branch.type));
  // Objects of several shapes have no one form: they are edited as JSON.
  if (types.size === 1) return types.has('object') ? undefined : branches[0];
  if (types.has('boolean') && !types.has('object') && !types.has('array')) return branches.find((branch) => branch.type === 'boolean');
  return branches.find((branch) => branch.type === 'integer' || branch.type === 'number');
}

function singular(label: string): string {
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  return lower.endsWith('ies') ? `${lower.slice(0, -3)}y` : lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : `${lower} item`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
