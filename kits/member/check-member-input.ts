import { isMessageKey, memberMessage } from '../../schemas/account/member-messages.ts';
import { inputSchemaOf, loadMemberEndpoints, type MemberEndpoint, type MemberInput } from './member-call.ts';

/** The first problem of each field, as text in the reader's language; `''` names a problem of the whole form. */
export type FieldMessages = Record<string, string>;

/**
 * Checks an input with the schema the server checks it with (schemas/account), so the reader sees the same messages
 * before anything is sent. Resolves to null when the input is acceptable.
 */
export async function checkMemberInput<Name extends MemberEndpoint>(name: Name, input: MemberInput<Name>, language: string): Promise<FieldMessages | null> {
  const { memberCallEndpoints } = await loadMemberEndpoints();
  const schema = inputSchemaOf(memberCallEndpoints[name]);
  if (!schema) return null;
  const result = schema.safeParse(input);
  if (result.success) return null;
  const messages: FieldMessages = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= isMessageKey(issue.message) ? memberMessage(issue.message, language) : memberMessage('invalidInput', language);
  }
  return messages;
}
