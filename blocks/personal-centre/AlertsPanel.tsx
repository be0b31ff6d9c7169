import { useId, useState } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { Subscription } from '../../schemas/account/member-api.ts';
import { memberMessage } from '../../schemas/account/member-messages.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { SubscribeForm } from '../../kits/subscription/SubscribeForm.tsx';
import { useMemberQuery } from '../../kits/member/use-member-query.ts';
import { QueryStatus } from './records/QueryStatus.tsx';
import { dayOf } from './records/resource-text.ts';
import { UnsubscribeDialog } from './UnsubscribeDialog.tsx';

/** A subscription's rule in words: its type, and its keywords or column. */
function ruleOf(subscription: Subscription, t: (key: string) => string): string {
  const type = t(`personal.alerts.types.${subscription.type}`);
  if (subscription.type === 'keywords') return `${type}: ${subscription.keywords.join('; ')}`;
  if (subscription.type === 'column') return `${type}: ${subscription.columnName}`;
  return type;
}

/**
 * E-mail alerts in the personal centre: this site's subscriptions, each ended with its e-mail and a captcha (spec §4),
 * and the form for another.
 */
export function AlertsPanel() {
  const { t } = useTranslation();
  const { bootstrap, lang } = usePage();
  const subscriptions = useMemberQuery('subscribeList', { siteId: bootstrap.site.siteId });
  const [ending, setEnding] = useState<Subscription | null>(null);
  const formHeading = useId();
  const list = subscriptions.data ?? [];
  return (
    <div className="mh-alerts">
      <QueryStatus pending={subscriptions.isPending} error={subscriptions.error} empty={list.length === 0} onRetry={() => void subscriptions.refetch()} />
      {list.length ? (
        <ul className="mh-subscriptions">
          {list.map((subscription) => (
            <li key={subscription.id} data-subscription={subscription.id}>
              <span>
                <strong>{ruleOf(subscription, t)}</strong> · {subscription.email} · {dayOf(subscription.createdAt)}
              </span>
              <button type="button" onClick={() => setEnding(subscription)}>
                {t('personal.alerts.unsubscribe')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-labelledby={formHeading}>
        <h3 id={formHeading}>{t('personal.alerts.newAlert')}</h3>
        <SubscribeForm />
      </section>
      {ending ? <UnsubscribeDialog subscription={ending} success={memberMessage('unsubscriptionSuccessful', lang)} onClose={() => setEnding(null)} /> : null}
    </div>
  );
}
