import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addItemsRequest,
  albumInfoQuery,
  albumItemsQuery,
  albumSearchQuery,
  deleteAlbumRequest,
  deleteItemsRequest,
  editAlbumRequest,
  memberPaths,
  saveAlbumRequest,
} from '../../schemas/account/member-api.ts';
import { requireMemberId } from '../accounts/signed-in-member.ts';
import type { AppContext } from '../app-context.ts';
import { ok } from '../http/reply.ts';
import { addAlbumItems, deleteAlbumItems, listAlbumItems, ownsAlbums } from '../members/album-items.ts';
import { addFavourites } from '../members/favourites.ts';
import { pruneMemberFiles, storeMemberFile } from '../members/member-files.ts';
import { memberFilesInUse } from '../members/member-info.ts';
import { notFound, okWith, parseMemberInput } from '../members/member-replies.ts';
import { resourceExists } from '../members/member-resources.ts';
import { createAlbum, deleteAlbums, findAlbum, listAlbums, updateAlbum } from '../members/personal-albums.ts';
import { coverRule, readPictureForm, type Picture } from '../members/picture-upload.ts';

/**
 * The member's own albums (spec §7 `/front/personalAlbum/`): list, create, edit, delete, one album; and their items
 * (add to albums and/or favourites, list by tab, batch delete). Every endpoint answers 401 without a live session, and
 * an album or item of another member as if it did not exist.
 */
export function registerPersonalAlbumRoutes(app: FastifyInstance, { db, store, filesDir }: AppContext): void {
  /** The album form: a JSON body, or a multipart one whose file field `cover` is the cover picture. */
  async function albumForm(request: FastifyRequest): Promise<{ fields: unknown; cover: Picture | undefined }> {
    if (!request.isMultipart()) return { fields: request.body, cover: undefined };
    const { fields, picture } = await readPictureForm(request, coverRule);
    return { fields, cover: picture };
  }

  app.get(memberPaths.albumSearch, async (request) => {
    const memberId = await requireMemberId(request, db);
    const { name, page, size } = parseMemberInput(albumSearchQuery, request.query, request, 'query parameter');
    return ok(await listAlbums(db, memberId, name, { page, size }));
  });

  app.post(memberPaths.saveAlbum, async (request) => {
    const memberId = await requireMemberId(request, db);
    const { fields, cover } = await albumForm(request);
    const album = parseMemberInput(saveAlbumRequest, fields, request, 'body field');
    const coverName = cover ? storeMemberFile(filesDir, memberId, cover.bytes, cover.ext) : null;
    const id = await createAlbum(db, memberId, album, coverName);
    return okWith(request, 'submittedSuccessfully', await findAlbum(db, memberId, id));
  });

  app.post(memberPaths.editAlbum, async (request) => {
    const memberId = await requireMemberId(request, db);
    const { fields, cover } = await albumForm(request);
    const { id, removeCover, ...album } = parseMemberInput(editAlbumRequest, fields, request, 'body field');
    if (!(await findAlbum(db, memberId, id))) throw notFound(request, 'albumNotFound');
    const coverName = cover ? storeMemberFile(filesDir, memberId, cover.bytes, cover.ext) : removeCover ? null : undefined;
    if (!(await updateAlbum(db, memberId, id, album, coverName))) throw notFound(request, 'albumNotFound');
    pruneMemberFiles(filesDir, memberId, await memberFilesInUse(db, memberId));
    return okWith(request, 'submittedSuccessfully', await findAlbum(db, memberId, id));
  });

  app.post(memberPaths.deleteAlbum, async (request) => {
    const memberId = await requireMemberId(request, db);
    const ids = parseMemberInput(deleteAlbumRequest, request.body, request, 'body field');
    const deleted = await deleteAlbums(db, memberId, ids);
    if (deleted === undefined) throw notFound(request, 'albumNotFound');
    pruneMemberFiles(filesDir, memberId, await memberFilesInUse(db, memberId));
    return okWith(request, 'deletedSuccessfully', { deleted });
  });

  app.get(memberPaths.albumInfo, async (request) => {
    const memberId = await requireMemberId(request, db);
    const { id } = parseMemberInput(albumInfoQuery, request.query, request, 'query parameter');
    const album = await findAlbum(db, memberId, id);
    if (!album) throw notFound(request, 'albumNotFound');
    return ok(album);
  });

  app.post(memberPaths.addItems, async (request) => {
    const memberId = await requireMemberId(request, db);
    const { items, favourites, albumIds } = parseMemberInput(addItemsRequest, request.body, request, 'body field');
    const outcome = await db.transaction().execute(async (trx) => {
      if (!(await ownsAlbums(trx, memberId, albumIds))) throw notFound(request, 'albumNotFound');
      for (const item of items) if (!(await resourceExists(trx, item))) throw notFound(request, 'resourceNotFound');
      return {
        favouritesAdded: favourites ? await addFavourites(trx, memberId, items) : 0,
        albums: await addAlbumItems(trx, memberId, albumIds, items),
      };
    });
    return okWith(request, albumIds.length > 0 ? 'addedToAlbum' : 'collectionSuccessful', outcome);
  });

  app.get(memberPaths.albumItems, async (request) => {
    const memberId = await requireMemberId(request, db);
    const { albumId, type, page, size } = parseMemberInput(albumItemsQuery, request.query, request, 'query parameter');
    if (!(await findAlbum(db, memberId, albumId))) throw notFound(request, 'albumNotFound');
    return ok(await listAlbumItems(request, { db, store, memberId }, albumId, type, { page, size }));
  });

  app.post(memberPaths.deleteItems, async (request) => {
    const memberId = await requireMemberId(request, db);
    const { ids } = parseMemberInput(deleteItemsRequest, request.body, request, 'body field');
    const deleted = await deleteAlbumItems(db, memberId, ids);
    if (deleted === undefined) throw notFound(request);
    return okWith(request, 'deletedSuccessfully', { deleted });
  });
}
