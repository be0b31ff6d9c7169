import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const clientDir = join(import.meta.dirname, '..', '..', 'dist', 'client');

function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/**
 * The built files a page boots with: the client entry and its static imports, plus every block component (a page
 * loads the components of its blocks before hydrating) with theirs. Read from Vite's manifest of the last build.
 */
export function bootChunks(): string[] {
  const manifest = readManifest();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || /^blocks\/[^/]+\/[A-Z][^/]*\.tsx$/.test(chunk.src ?? '')) walk(key);
  }
  return [...seen].map((key) => manifest[key]!.file);
}

/** The source modules bundled into a built file, from its source map (a re-export facade has none: it bundles none). */
export function sourcesOf(file: string): string[] {
  if (!existsSync(join(clientDir, `${file}.map`))) return [];
  const map = JSON.parse(readFileSync(join(clientDir, `${file}.map`), 'utf8')) as { sources: string[] };
  return map.sources;
}
