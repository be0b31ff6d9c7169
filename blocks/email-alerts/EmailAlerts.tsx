import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { moduleSection } from '../../runtime/ui/module-section.ts';
import { SubscribeForm } from '../../kits/subscription/SubscribeForm.tsx';

/** The e-mail alerts module: its heading (the module's configured name, else E-mail alerts) and the form. */
export default function EmailAlerts({ module }: BlockComponentProps<Record<string, never>>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const headingId = useId();
  const title = (lang === 'zh' ? module.name : module.enName) || t('personal.alerts.title');
  return (
    <section css={moduleSection} className="mh-email-alerts" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <SubscribeForm />
    </section>
  );
}
