/**
 * How big a configuration file, and anything in it, may be (issue 16): a valid 10 MB footer string made 20 MB pages,
 * and 60,000 menu items a 25 MB home page that took 5.8 s to render. Every site file is held to these before its
 * schema sees it; what is over a limit is dropped or cut, and reported, like any other bad field.
 */
export type ConfigLimits = {
  /** The file's size in bytes: a larger file is not read (its last good version, or the defaults, serve). */
  bytes: number;
  /** Characters in one text value; a longer one is dropped (its default applies). */
  characters: number;
  /** Entries in one list; the first this many are kept. */
  entries: number;
  /** Entries in all the file's lists together (a menu's items at every level); the rest are cut. */
  totalEntries: number;
  /** Levels of nesting; anything deeper is dropped. */
  depth: number;
};

export const defaultConfigLimits: ConfigLimits = { bytes: 256 * 1024, characters: 4_000, entries: 200, totalEntries: 2_000, depth: 16 };

/** Limits of particular files, where the default does not fit (a menu of more than 500 entries is no menu). */
export const configLimitsByFile: Partial<Record<string, Partial<ConfigLimits>>> = {
  'menu.json': { totalEntries: 500 },
  // A site's own style sheet may be longer than any text.
  'header.json': { characters: 20_000 },
};

export const configLimitsOf = (fileName: string): ConfigLimits => ({ ...defaultConfigLimits, ...configLimitsByFile[fileName] });

export type LimitProblem = { path: (string | number)[]; message: string };

/**
 * The value with everything over `limits` dropped or cut (a copy; the input is not changed), and one problem for
 * each thing dropped or cut.
 */
export function withinConfigLimits(value: unknown, limits: ConfigLimits): { value: unknown; problems: LimitProblem[] } {
  const problems: LimitProblem[] = [];
  let entriesLeft = limits.totalEntries;
  let totalReported = false;
  const tooLong = (text: string) => text.length > limits.characters;

  const visit = (node: unknown, path: (string | number)[]): unknown => {
    if (Array.isArray(node)) {
      let kept = node;
      if (kept.length > limits.entries) {
        problems.push({ path, message: `has ${kept.length} entries; at most ${limits.entries} are read` });
        kept = kept.slice(0, limits.entries);
      }
      if (kept.length > entriesLeft) {
        // Reported once, where the cut begins: every list after it is cut too.
        if (!totalReported) problems.push({ path, message: `the file's lists hold more than ${limits.totalEntries} entries in all; from here on, no more are read` });
        totalReported = true;
        kept = kept.slice(0, Math.max(0, entriesLeft));
      }
      entriesLeft -= kept.length;
      return kept.flatMap((item, index) => (dropped(item, [...path, index]) ? [] : [visit(item, [...path, index])]));
    }
    if (node !== null && typeof node === 'object') {
      const copy: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(node)) if (!dropped(item, [...path, key])) copy[key] = visit(item, [...path, key]);
      return copy;
    }
    return node;
  };

  const dropped = (node: unknown, path: (string | number)[]): boolean => {
    if (typeof node === 'string' && tooLong(node)) {
      problems.push({ path, message: `is ${node.length} characters long; at most ${limits.characters} (not read)` });
      return true;
    }
    if (node !== null && typeof node === 'object' && path.length >= limits.depth) {
      problems.push({ path, message: `is nested more than ${limits.depth} levels deep (not read)` });
      return true;
    }
    return false;
  };

  return { value: visit(value, []), problems };
}
