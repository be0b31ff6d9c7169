import type { FastifyInstance } from 'fastify';
import { memberEndpoints as endpoints } from '../../schemas/api/member-endpoints.ts';
import { standaloneHref } from '../../schemas/routes/standalone-href.ts';
import { requireMember } from '../accounts/signed-in-member.ts';
import type { AppContext } from '../app-context.ts';
import { findBook } from '../content/book-detail.ts';
import { siteOfBook } from '../content/owning-site.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { ok } from '../http/reply.ts';
import { requestLanguage } from '../http/request-language.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';
import { notFound, readMemberInput } from '../members/member-replies.ts';

/**
 * Spec §7 `frontMembers/jumpBookCloud` (shapes: schemas/account/member-api.ts): for a signed-in member only (401
 * otherwise, before anything else is read), the address where the member reads a book of the site or browses its
 * books: the site's configured book cloud, else the portal's own book pages.
 */
export function registerBookCloudRoutes(app: FastifyInstance, { store, db, publicOrigin: configuredOrigin }: AppContext): void {
  route(app, endpoints.jumpBookCloud, { before: requireMember(db), readInput: readMemberInput }, async (request, { query: { bookId } }) => {
    const config = servingSite(request, store);
    const siteIds = contentSites(config, store).map(({ site }) => site.siteId);
    const ownerId = bookId === undefined ? undefined : await siteOfBook(db, siteIds, bookId);
    const book = bookId === undefined || ownerId === undefined ? undefined : await findBook(db, bookId, [ownerId]);
    if (bookId !== undefined && !book) throw notFound(request, 'recordNotFound');

    const cloud = config.site.features.bookCloudUrl;
    if (cloud) {
      const url = new URL(cloud);
      if (book?.isbn) url.searchParams.set('isbn', book.isbn);
      return ok(url.href);
    }
    const owner = (ownerId === undefined ? undefined : store.bySiteId(ownerId)) ?? config;
    const ownDomain = request.headers.host !== undefined && store.byDomain(request.headers.host) === owner;
    const lang = requestLanguage(request, owner.header.defaultLanguage);
    const path = standaloneHref('bookList', [
      ['lang', lang],
      ['slds', ownDomain ? undefined : owner.site.sld],
      ['id', bookId],
    ]);
    return ok(`${publicOrigin(request, store, configuredOrigin)}${path}`);
  });
}
