// The browser bundle's chunks, by convention rather than by name (vite.config.ts reads this): a block or kit folder
// that wants its code in a chunk of its own says so in a `chunk.json` beside its index —
//   { "chunk": "account-pages", "keepOut": ["account-screen-props.ts"] }
// — and every folder naming the same chunk shares it. What stays out of every chunk: `index.ts` and `contract.ts`
// (every page and the server load registrations and contracts), `*-head.ts` (the server writes the head), anything
// under `on-demand/` (loaded on a reader's first click), a plain-DOM `behaviour.ts` and what it alone uses (in a
// `behaviour/` folder: a folder's chunk imports React, which a behaviour must not pull in), and the folder's own
// `keepOut`. A folder without a
// `chunk.json` is left to the bundler: each block's component becomes a chunk of its own, loaded only by a page
// whose island needs it (a static block's code never reaches the browser).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** @typedef {{ chunk: string; keepOut?: string[] }} ChunkFile */

/** @returns {Map<string, ChunkFile>} `blocks/<name>` or `kits/<name>` → what its chunk.json says */
export function chunkFolders(root = '.') {
  const folders = new Map();
  for (const parent of ['blocks', 'kits']) {
    for (const name of readdirSync(join(root, parent))) {
      const file = join(root, parent, name, 'chunk.json');
      if (existsSync(file)) folders.set(`${parent}/${name}`, /** @type {ChunkFile} */ (JSON.parse(readFileSync(file, 'utf8'))));
    }
  }
  return folders;
}

const alwaysOut = /(?:^|\/)(?:index\.ts|contract\.ts|behaviour\.ts|[^/]*-head\.ts)$|(?:^|\/)(?:on-demand|behaviour)\//;

/**
 * The chunk a module of the client build goes to, or undefined (then the bundler decides: with its importer).
 * @param {string} id a module's absolute path
 * @param {Map<string, ChunkFile>} folders
 */
export function chunkOf(id, folders) {
  const match = /[\\/](blocks|kits)[\\/]([^/\\]+)[\\/](.+)$/.exec(id);
  if (!match) return undefined;
  const [, parent, name, rest] = match;
  const path = rest.replaceAll('\\', '/');
  if (alwaysOut.test(path)) return undefined;
  const folder = folders.get(`${parent}/${name}`);
  if (!folder) return undefined;
  return folder.keepOut?.includes(path) ? undefined : folder.chunk;
}

/**
 * Rolldown's code-splitting groups for the chunks the folders name, each taking only its own modules: React,
 * i18next and the like stay in the chunks the islands share.
 * @param {Map<string, ChunkFile>} folders
 */
export function folderChunkGroups(folders) {
  const names = [...new Set([...folders.values()].map((folder) => folder.chunk))];
  return names.map((name) => ({ name, priority: 2, includeDependenciesRecursively: false, test: (/** @type {string} */ id) => chunkOf(id, folders) === name }));
}

/** Libraries a page should load only with what asks for them (validation, state machines). */
const heavyImport = /from ['"](zod|xstate|@xstate\/react)['"]|import\(['"](zod|xstate)['"]\)/;
/** A module's static imports of the project's own files (`import type` and `export type` are erased: left out). */
const localImport = /^(?:import|export)\s+(?!type\b)[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const importsHeavy = new Map();

/**
 * Whether a module imports zod or XState, itself or through the project's modules it imports (an endpoint-table area
 * that imports only other schemas carries zod all the same).
 * @param {string} id a module's absolute path
 * @param {Set<string>} visiting the modules whose answer is being worked out (an import cycle adds nothing)
 */
function reachesHeavy(id, visiting = new Set()) {
  const known = importsHeavy.get(id);
  if (known !== undefined) return known;
  if (visiting.has(id)) return false;
  visiting.add(id);
  const source = existsSync(id) ? readFileSync(id, 'utf8') : '';
  const heavy = heavyImport.test(source) || [...source.matchAll(localImport)].some(([, specifier]) => reachesHeavy(resolve(dirname(id), specifier), visiting));
  visiting.delete(id);
  // A "no" reached inside a cycle may miss what the cycle's first module imports after it: only the outermost is kept.
  if (heavy || visiting.size === 0) importsHeavy.set(id, heavy);
  return heavy;
}

/**
 * Whether a module belongs in the shared `islands-runtime` chunk: the portal's own runtime, schemas and app modules
 * (not blocks' or kits', which follow their folders), unless it reaches zod or XState or the entry needs it.
 * @param {string} id a module's absolute path
 */
export function sharedRuntimeModule(id) {
  if (!/[\\/](runtime|schemas)[\\/]/.test(id) || /[\\/]node_modules[\\/]/.test(id) || !/\.tsx?$/.test(id)) return false;
  // The browser's entry and what it alone needs stay out: the shared chunk imports React, which a page loads only with
  // its first island. Also out: the browser's zod.
  if (/[\\/]runtime[\\/](islands[\\/]|browser[\\/](chunk-reload|zod-without-eval))/.test(id)) return false;
  return !reachesHeavy(id);
}
