import { useEffect } from 'react';

/**
 * Counts this reading once the page is in a browser (spec §7 `front-article/{id}`): crawlers and cached pages do not
 * count, readers do. A fire-and-forget beacon with no reply to read, so it skips the API client and its checks.
 */
export function useCountVisit(articleId: number, siteId: number): void {
  useEffect(() => {
    void fetch(`/rc-pub/front/front-article/${articleId}?siteId=${siteId}`, { keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  }, [articleId, siteId]);
}
