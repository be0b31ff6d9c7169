import type { StudioPartName } from '../../../schemas/admin/studio-api.ts';
import type { FieldProblem } from '../../../schemas/desk/desk-api.ts';
import type { Diagnostic } from '../../../schemas/diagnostic.ts';
import { describeIssues } from '../../../schemas/lenient-parse.ts';
import { siteFileSchemas } from '../../../schemas/site-config/files.ts';
import { dottedPath } from '../../kits/schema-form/problem-paths.ts';

/** A problem of a part, by the form's path (`home.2.props`), with the path as the server wrote it (`home[2].props`). */
export type PartProblem = FieldProblem & { shownPath: string };

/** The server's diagnostics of a part (its schema's, the blocks' contracts', the menu codes'), by the form's paths. */
export function problemsOfDiagnostics(diagnostics: readonly Diagnostic[]): PartProblem[] {
  return diagnostics.map(({ path, message }) => ({ path: dottedPath(path), shownPath: path, message }));
}

/**
 * A part's value checked here against its schema, as it is typed (the server checks the same when the draft is
 * saved, and the blocks' contracts and menu codes besides).
 */
export function checkPartLocally(part: StudioPartName, value: unknown): PartProblem[] {
  const parsed = siteFileSchemas[part].schema.safeParse(value ?? {});
  if (parsed.success) return [];
  return describeIssues(parsed.error).map(({ path, message }) => ({ path: dottedPath(path), shownPath: path, message }));
}
