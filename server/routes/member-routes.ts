import type { FastifyInstance } from 'fastify';
import { memberEndpoints as endpoints } from '../../schemas/api/member-endpoints.ts';
import { requireMember } from '../accounts/signed-in-member.ts';
import type { AppContext } from '../app-context.ts';
import { ok } from '../http/reply.ts';
import { route } from '../http/typed-route.ts';
import { addFavourites, findFavourite, isFavourite, listFavourites, removeFavourites } from '../members/favourites.ts';
import { memberInfo, updateProfile } from '../members/member-info.ts';
import { notFound, okWith, readMemberInput } from '../members/member-replies.ts';
import { resourceExists } from '../members/member-resources.ts';
import { listDownloads, listHistory } from '../members/reading-history.ts';

/**
 * The personal centre's own records (spec §7 `/front/frontMembers/`): profile, favourites, downloads, reading history.
 * Every endpoint answers 401 without a live session (before its input is read), and reads or changes only the
 * signed-in member's rows.
 */
export function registerMemberRoutes(app: FastifyInstance, { db, store }: AppContext): void {
  const asMember = { before: requireMember(db), readInput: readMemberInput };

  route(app, endpoints.info, asMember, async (request, { memberId }) => {
    const info = await memberInfo(db, memberId);
    if (!info) throw notFound(request);
    return ok(info);
  });

  route(app, endpoints.saveInfo, asMember, async (request, { memberId, body }) => {
    await updateProfile(db, memberId, body);
    const info = await memberInfo(db, memberId);
    if (!info) throw notFound(request);
    return okWith(request, 'submittedSuccessfully', info);
  });

  route(app, endpoints.collect, asMember, async (request, { memberId, body: ref }) => {
    if (!(await resourceExists(db, ref))) throw notFound(request, 'resourceNotFound');
    await addFavourites(db, memberId, [ref]);
    // Gone only if another request removed it meanwhile.
    const added = await findFavourite(request, { db, store, memberId }, ref);
    if (!added) throw notFound(request);
    return okWith(request, 'collectionSuccessful', added);
  });

  route(app, endpoints.collects, asMember, async (request, { memberId, query: { type, page, size } }) => {
    return ok(await listFavourites(request, { db, store, memberId }, type, { page, size }));
  });

  route(app, endpoints.isCollect, asMember, async (_request, { memberId, query }) => ok(await isFavourite(db, memberId, query)));

  route(app, endpoints.unCollectByIdAndType, asMember, async (request, { memberId, body }) => {
    const deleted = await removeFavourites(db, memberId, body);
    if (deleted === undefined) throw notFound(request);
    return okWith(request, 'cancellationSuccessful', { deleted });
  });

  route(app, endpoints.downloads, asMember, async (request, { memberId, query }) => ok(await listDownloads(request, { db, store, memberId }, query)));

  route(app, endpoints.historys, asMember, async (request, { memberId, query }) => ok(await listHistory(request, { db, store, memberId }, query)));
}
