import { css } from '@emotion/react';
import { moduleSection } from '../../runtime/ui/module-section.ts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { contentLanguageOf } from '../../schemas/language-codes.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import type { ContactProps } from '../../kits/about/contact-props.ts';

const section = css`
  ${moduleSection}
  address {
    font-style: normal;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    margin: 0;
  }
  dl > div {
    display: contents;
  }
  dt {
    color: var(--mh-muted, #59636e);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 599px) {
    dl {
      grid-template-columns: 1fr;
      gap: 2px;
    }
    dd + dt {
      margin-top: 8px;
    }
  }
`;

/** `tel:` keeps digits and a leading +; spaces are not allowed in the URI and dashes are only visual. */
function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^\d]/g, '')}`;
}

function mailtoHref(email: string): string {
  return `mailto:${encodeURI(email.trim())}`;
}

export default function Contact({ props, module }: BlockComponentProps<ContactProps>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const headingId = useId();
  const zh = contentLanguageOf(lang) === 'zh';
  const named = (zh ? module.name : module.enName).trim();
  const heading = named || t('blocks.contact');
  const address = zh ? props.address.trim() || props.enAddress.trim() : props.enAddress.trim() || props.address.trim();
  const phone = props.phone.trim();
  const email = props.email.trim();
  const rows: [key: string, value: ReactNode][] = [];
  if (address) rows.push(['address', address]);
  if (props.postalCode.trim()) rows.push(['postalCode', props.postalCode.trim()]);
  if (phone) rows.push(['phone', /\d/.test(phone) ? <a href={telHref(phone)}>{phone}</a> : phone]);
  if (email) rows.push(['email', /^[^\s@]+@[^\s@]+$/.test(email) ? <a href={mailtoHref(email)}>{email}</a> : email]);

  return (
    <section css={section} aria-labelledby={headingId} data-block="contact">
      <h2 id={headingId}>{heading}</h2>
      {rows.length === 0 ? (
        <p>{t('common.noData')}</p>
      ) : (
        <address>
          <dl>
            {rows.map(([key, value]) => (
              <div key={key}>
                <dt>{t(`blocks.contactLabels.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </address>
      )}
    </section>
  );
}
