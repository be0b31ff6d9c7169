import { bootstrap as bootstrapSchema, type Bootstrap } from '../../schemas/bootstrap.ts';
import type { Diagnostic } from '../../schemas/diagnostic.ts';
import { parseLeniently } from '../../schemas/lenient-parse.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

export type ParsedBootstrap = { bootstrap: Bootstrap; diagnostics: Diagnostic[] };

export class UnusableBootstrapError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(`The site configuration cannot be used: ${diagnostics.map((entry) => `${entry.path}: ${entry.message}`).join('; ')}`);
    this.name = 'UnusableBootstrapError';
  }
}

/**
 * Validates a bootstrap reply part by part (architecture "Validate"): a part that breaks its schema keeps what is
 * valid, falls back to defaults for the rest, and leaves a diagnostic; only a reply without a usable `site` fails.
 */
export function parseBootstrap(raw: unknown, source = 'bootstrap'): ParsedBootstrap {
  const input = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const diagnostics: Diagnostic[] = [];
  const parts: Record<string, unknown> = {};
  let unusable = false;

  for (const [key, schema] of Object.entries(bootstrapSchema.shape) as [string, AnySchema][]) {
    const result = parseLeniently(schema, input[key]);
    for (const issue of result.issues) {
      diagnostics.push({ file: source, path: issue.path ? `${key}.${issue.path}`.replace('.[', '[') : key, message: issue.message });
    }
    if (result.ok) {
      parts[key] = result.value;
      continue;
    }
    // A part nothing of which could be kept is as good as absent: usable only where the schema has a default for it.
    const absent = schema.safeParse(undefined);
    if (!absent.success) unusable = true;
    else parts[key] = absent.data;
  }

  if (unusable) throw new UnusableBootstrapError(diagnostics);
  // Every part is its schema's output already: parsing the whole again would only repeat the work (every page does it).
  const bootstrap = parts as Bootstrap;
  // Problems the server found in its own config files come first.
  return { bootstrap, diagnostics: [...bootstrap.diagnostics, ...diagnostics] };
}
