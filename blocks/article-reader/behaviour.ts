import { defineBehaviour } from '../../runtime/islands/define-behaviour.ts';
import { attachReferencePopovers } from './behaviour/reference-popover.ts';

/**
 * What the article reader's server HTML needs of a browser, without React: reference and footnote popovers, counting
 * this reading (a browser reads, crawlers and caches do not — a fire-and-forget beacon with no reply to read), and
 * taking away table downloads in WeChat's in-app browser, which cannot save them (spec §5).
 */
export default defineBehaviour((root) => {
  const layout = root.querySelector<HTMLElement>('.mh-article-layout');
  const article = layout?.querySelector<HTMLElement>('.mh-article');
  if (!layout || !article) return;
  // The address of the reading (spec §7 `front-article/{id}`), written by the server from the endpoint table.
  const { visitUrl, popoverClose, popoverJump, popoverName } = layout.dataset;
  if (visitUrl) void fetch(visitUrl, { keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  if (/MicroMessenger/i.test(navigator.userAgent)) for (const link of article.querySelectorAll('.mh-table-download')) link.remove();
  return attachReferencePopovers(article, { close: popoverClose ?? '', jump: popoverJump ?? '', name: popoverName ?? '' });
});
