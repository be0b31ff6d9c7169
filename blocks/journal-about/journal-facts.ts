import { numberFormatFor } from '../../runtime/i18n/format.ts';
import type { Journal } from '../../schemas/content/journal.ts';

/** The journal's facts in the order of spec §3 ("Journal"); the editorial board is a link of its own. */
export const journalFactKeys = [
  'impactFactor',
  'editorInChief',
  'sponsor',
  'supervisor',
  'frequency',
  'issn',
  'eissn',
  'cn',
  'startYear',
  'readership',
  'databases',
  'address',
  'postalCode',
  'phone',
  'email',
] as const;
export type JournalFactKey = (typeof journalFactKeys)[number];

/** One fact as text, or a list (indexing databases). */
export type JournalFact = { key: JournalFactKey; value: string | string[] };

/**
 * The facts a journal has, blank ones left out. `zh` picks the Chinese editor-in-chief (else the English one, and the
 * other way round); numbers are written for `locale` (BCP 47), the start year as a plain year.
 */
export function journalFacts(journal: Journal, { zh, locale }: { zh: boolean; locale: string }): JournalFact[] {
  const pick = (cn: string, en: string) => (zh ? cn.trim() || en.trim() : en.trim() || cn.trim());
  const values: Record<JournalFactKey, string | string[]> = {
    impactFactor: journal.impactFactor === null ? '' : numberFormatFor(locale, { maximumFractionDigits: 3 }).format(journal.impactFactor),
    editorInChief: pick(journal.editorInChief, journal.enEditorInChief),
    sponsor: journal.sponsor.trim(),
    supervisor: journal.supervisor.trim(),
    frequency: journal.frequency.trim(),
    issn: journal.issn,
    eissn: journal.eissn,
    cn: journal.cn.trim(),
    startYear: journal.startYear === null ? '' : String(journal.startYear),
    readership: journal.readership.trim(),
    databases: journal.databases.map((name) => name.trim()).filter(Boolean),
    address: journal.address.trim(),
    postalCode: journal.postalCode.trim(),
    phone: journal.phone.trim(),
    email: journal.email.trim(),
  };
  return journalFactKeys.flatMap((key) => (values[key].length === 0 ? [] : [{ key, value: values[key] }]));
}
