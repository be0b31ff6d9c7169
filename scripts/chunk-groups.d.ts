// Types of chunk-groups.js (plain JavaScript: vite.config.ts and the build read it).
export type ChunkFile = { chunk: string; keepOut?: string[] };
export function chunkFolders(root?: string): Map<string, ChunkFile>;
export function chunkOf(id: string, folders: Map<string, ChunkFile>): string | undefined;
export function folderChunkGroups(folders: Map<string, ChunkFile>): { name: string; priority: number; includeDependenciesRecursively?: boolean; test: (id: string) => boolean }[];
export function sharedRuntimeModule(id: string): boolean;
