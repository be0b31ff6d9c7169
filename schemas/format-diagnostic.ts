import type { Diagnostic } from './diagnostic.ts';

/** One line per problem: `file: path: message`. */
export function formatDiagnostic({ file, path, message }: Diagnostic): string {
  return path ? `${file}: ${path}: ${message}` : `${file}: ${message}`;
}
