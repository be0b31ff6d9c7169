import type { FastifyInstance } from 'fastify';
import {
  collectRequest,
  collectsQuery,
  downloadsQuery,
  historysQuery,
  isCollectQuery,
  memberPaths,
  saveInfoRequest,
  unCollectRequest,
} from '../../schemas/account/member-api.ts';
import { requireMemberId } from '../accounts/signed-in-member.ts';
import type { AppContext } from '../app-context.ts';
import { ok } from '../http/reply.ts';
import { addFavourites, findFavourite, isFavourite, listFavourites, removeFavourites } from '../members/favourites.ts';
import { memberInfo, updateProfile } from '../members/member-info.ts';
import { notFound, okWith, parseMemberInput } from '../members/member-replies.ts';
import { resourceExists } from '../members/member-resources.ts';
import { listDownloads, listHistory } from '../members/reading-history.ts';

/**
 * The personal centre's own records (spec §7 `/front/frontMembers/`): profile, favourites, downloads, reading history.
 * Every endpoint answers 401 without a live session, and reads or changes only the signed-in member's rows.
 */
export function registerMemberRoutes(app: FastifyInstance, { db, store }: AppContext): void {
  const signedIn = async (request: Parameters<typeof requireMemberId>[0]) => ({ db, store, memberId: await requireMemberId(request, db) });

  app.get(memberPaths.info, async (request) => {
    const { memberId } = await signedIn(request);
    const info = await memberInfo(db, memberId);
    if (!info) throw notFound(request);
    return ok(info);
  });

  app.post(memberPaths.saveInfo, async (request) => {
    const { memberId } = await signedIn(request);
    const profile = parseMemberInput(saveInfoRequest, request.body, request, 'body field');
    await updateProfile(db, memberId, profile);
    const info = await memberInfo(db, memberId);
    if (!info) throw notFound(request);
    return okWith(request, 'submittedSuccessfully', info);
  });

  app.post(memberPaths.collect, async (request) => {
    const scope = await signedIn(request);
    const ref = parseMemberInput(collectRequest, request.body, request, 'body field');
    if (!(await resourceExists(db, ref))) throw notFound(request, 'resourceNotFound');
    await addFavourites(db, scope.memberId, [ref]);
    return okWith(request, 'collectionSuccessful', await findFavourite(request, scope, ref));
  });

  app.get(memberPaths.collects, async (request) => {
    const scope = await signedIn(request);
    const { type, page, size } = parseMemberInput(collectsQuery, request.query, request, 'query parameter');
    return ok(await listFavourites(request, scope, type, { page, size }));
  });

  app.get(memberPaths.isCollect, async (request) => {
    const { memberId } = await signedIn(request);
    const ref = parseMemberInput(isCollectQuery, request.query, request, 'query parameter');
    return ok(await isFavourite(db, memberId, ref));
  });

  app.post(memberPaths.unCollectByIdAndType, async (request) => {
    const { memberId } = await signedIn(request);
    const refs = parseMemberInput(unCollectRequest, request.body, request, 'body field');
    const deleted = await removeFavourites(db, memberId, refs);
    if (deleted === undefined) throw notFound(request);
    return okWith(request, 'cancellationSuccessful', { deleted });
  });

  app.get(memberPaths.downloads, async (request) => {
    const scope = await signedIn(request);
    const paging = parseMemberInput(downloadsQuery, request.query, request, 'query parameter');
    return ok(await listDownloads(request, scope, paging));
  });

  app.get(memberPaths.historys, async (request) => {
    const scope = await signedIn(request);
    const paging = parseMemberInput(historysQuery, request.query, request, 'query parameter');
    return ok(await listHistory(request, scope, paging));
  });
}
