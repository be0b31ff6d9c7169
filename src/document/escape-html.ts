const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value → HTML that shows it as written. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character]!);
}

const scriptEscapes: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON for an inline `<script>`: nothing in it can close the script or start a comment. One pass: pages inline ~100 kB. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => scriptEscapes[character]!);
}
