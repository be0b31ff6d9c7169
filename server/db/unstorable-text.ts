/**
 * Whether the database refused a text of the request for a character it cannot hold: PostgreSQL takes no NUL byte in
 * text (22021, character_not_in_repertoire; 22P05, untranslatable_character). That is bad input, not a fault.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}

export const unstorableTextMessage = 'The request holds a character that cannot be stored or searched (such as a NUL byte)';
