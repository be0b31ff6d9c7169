import type { Journal } from '../../schemas/content/journal.ts';
import type { ContactProps } from '../../kits/about/contact-props.ts';

export const officeContactKeys = ['office', 'address', 'postalCode', 'phone', 'email'] as const;
export type OfficeContactKey = (typeof officeContactKeys)[number];

/**
 * The editorial office's contacts, blank ones left out: each configured field (the site's `contact` settings) wins
 * over the journal's record, which fills the rest. `zh` picks the Chinese address of the settings.
 */
export function officeContacts(contact: ContactProps | undefined, journal: Journal | undefined, zh: boolean): { key: OfficeContactKey; value: string }[] {
  const configured = contact
    ? {
        address: zh ? contact.address.trim() || contact.enAddress.trim() : contact.enAddress.trim() || contact.address.trim(),
        postalCode: contact.postalCode.trim(),
        phone: contact.phone.trim(),
        email: contact.email.trim(),
      }
    : { address: '', postalCode: '', phone: '', email: '' };
  const values: Record<OfficeContactKey, string> = {
    office: journal?.organizerUnit.trim() ?? '',
    address: configured.address || (journal?.address.trim() ?? ''),
    postalCode: configured.postalCode || (journal?.postalCode.trim() ?? ''),
    phone: configured.phone || (journal?.phone.trim() ?? ''),
    email: configured.email || (journal?.email.trim() ?? ''),
  };
  return officeContactKeys.flatMap((key) => (values[key] === '' ? [] : [{ key, value: values[key] }]));
}
