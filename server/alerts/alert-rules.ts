import type { SubscriptionRule } from '../members/subscriptions.ts';

/** What an alert needs to know of a new article. */
export type AlertArticle = {
  id: number;
  siteId: number;
  journalId: number;
  periodId: number | null;
  columnId: number | null;
  firstStatus: number;
  title: string;
  enTitle: string;
  keywords: string[];
  abstract: string;
  enAbstract: string;
};

const folded = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/**
 * Whether a new article is one a subscription asks for (spec §3, §4): current — it is in its journal's current issue;
 * onlineFirst — firstStatus 1-10; column — it is in the subscribed column; keywords — any of the words occurs in its
 * title, keywords or abstract (either language), ignoring case. Words are matched as text, not as whole words: Chinese
 * has no spaces between words.
 */
export function matchesRule(rule: SubscriptionRule, article: AlertArticle, newestPeriodId: number | undefined): boolean {
  switch (rule.type) {
    case 'current':
      return article.periodId !== null && article.periodId === newestPeriodId;
    case 'onlineFirst':
      return article.firstStatus >= 1 && article.firstStatus <= 10;
    case 'column':
      return rule.columnId !== null && article.columnId === rule.columnId;
    case 'keywords': {
      const text = folded([article.title, article.enTitle, ...article.keywords, article.abstract, article.enAbstract].join('\n'));
      return rule.keywords.some((word) => word.trim() !== '' && text.includes(folded(word.trim())));
    }
  }
}
