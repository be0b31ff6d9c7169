/** `tel:` keeps digits and a leading +; spaces are not allowed in the URI and dashes are only visual. */
export function telHref(phone: string): string | undefined {
  const trimmed = phone.trim();
  if (!/\d/.test(trimmed)) return undefined;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^\d]/g, '')}`;
}

/** `mailto:` of something that looks like one e-mail address; anything else stays text. */
export function mailtoHref(email: string): string | undefined {
  const trimmed = email.trim();
  return /^[^\s@]+@[^\s@]+$/.test(trimmed) ? `mailto:${encodeURI(trimmed)}` : undefined;
}
