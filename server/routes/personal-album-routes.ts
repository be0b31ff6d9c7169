import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberEndpoints as endpoints } from '../../schemas/api/member-endpoints.ts';
import { requireMemberId } from '../accounts/signed-in-member.ts';
import type { AppContext } from '../app-context.ts';
import { ok } from '../http/reply.ts';
import { route } from '../http/typed-route.ts';
import { addAlbumItems, deleteAlbumItems, listAlbumItems, ownsAlbums } from '../members/album-items.ts';
import { addFavourites } from '../members/favourites.ts';
import { pruneMemberFiles, storeMemberFile } from '../members/member-files.ts';
import { memberFilesInUse } from '../members/member-info.ts';
import { notFound, okWith, readMemberInput } from '../members/member-replies.ts';
import { resourceExists } from '../members/member-resources.ts';
import { createAlbum, deleteAlbums, findAlbum, listAlbums, updateAlbum } from '../members/personal-albums.ts';
import { coverRule, readPictureForm } from '../members/picture-upload.ts';

/**
 * The member's own albums (spec §7 `/front/personalAlbum/`): list, create, edit, delete, one album; and their items
 * (add to albums and/or favourites, list by tab, batch delete). Every endpoint answers 401 without a live session
 * (before its input is read), and an album or item of another member as if it did not exist.
 */
export function registerPersonalAlbumRoutes(app: FastifyInstance, { db, store, files }: AppContext): void {
  const signedIn = async (request: FastifyRequest) => ({ memberId: await requireMemberId(request, db) });
  const asMember = { before: signedIn, readInput: readMemberInput };

  /**
   * The album form, after the session: a JSON body, or a multipart one whose text fields stand for the body the entry
   * describes (as @fastify/multipart's attachFieldsToBody would put them) and whose file field `cover` is the cover.
   */
  const withAlbumForm = {
    before: async (request: FastifyRequest) => {
      const { memberId } = await signedIn(request);
      if (!request.isMultipart()) return { memberId, cover: undefined };
      const { fields, picture } = await readPictureForm(request, coverRule);
      request.body = fields;
      return { memberId, cover: picture };
    },
    readInput: readMemberInput,
  };

  /** One of the member's albums; not found when it is not theirs (or was deleted meanwhile). */
  const ownAlbum = async (request: FastifyRequest, memberId: number, id: number) => {
    const album = await findAlbum(db, memberId, id);
    if (!album) throw notFound(request, 'albumNotFound');
    return album;
  };

  route(app, endpoints.albumSearch, asMember, async (_request, { memberId, query: { name, page, size } }) => ok(await listAlbums(db, memberId, name, { page, size })));

  route(app, endpoints.saveAlbum, withAlbumForm, async (request, { memberId, cover, body }) => {
    const coverName = cover ? await storeMemberFile(files, memberId, cover.bytes, cover.ext) : null;
    const id = await createAlbum(db, memberId, body, coverName);
    return okWith(request, 'submittedSuccessfully', await ownAlbum(request, memberId, id));
  });

  route(app, endpoints.editAlbum, withAlbumForm, async (request, { memberId, cover, body: { id, removeCover, ...album } }) => {
    if (!(await findAlbum(db, memberId, id))) throw notFound(request, 'albumNotFound');
    const coverName = cover ? await storeMemberFile(files, memberId, cover.bytes, cover.ext) : removeCover ? null : undefined;
    if (!(await updateAlbum(db, memberId, id, album, coverName))) throw notFound(request, 'albumNotFound');
    await pruneMemberFiles(files, memberId, await memberFilesInUse(db, memberId));
    return okWith(request, 'submittedSuccessfully', await ownAlbum(request, memberId, id));
  });

  route(app, endpoints.deleteAlbum, asMember, async (request, { memberId, body: ids }) => {
    const deleted = await deleteAlbums(db, memberId, ids);
    if (deleted === undefined) throw notFound(request, 'albumNotFound');
    await pruneMemberFiles(files, memberId, await memberFilesInUse(db, memberId));
    return okWith(request, 'deletedSuccessfully', { deleted });
  });

  route(app, endpoints.albumInfo, asMember, async (request, { memberId, query: { id } }) => ok(await ownAlbum(request, memberId, id)));

  route(app, endpoints.addItems, asMember, async (request, { memberId, body: { items, favourites, albumIds } }) => {
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

  route(app, endpoints.albumItems, asMember, async (request, { memberId, query: { albumId, type, page, size } }) => {
    if (!(await findAlbum(db, memberId, albumId))) throw notFound(request, 'albumNotFound');
    return ok(await listAlbumItems(request, { db, store, memberId }, albumId, type, { page, size }));
  });

  route(app, endpoints.deleteItems, asMember, async (request, { memberId, body: { ids } }) => {
    const deleted = await deleteAlbumItems(db, memberId, ids);
    if (deleted === undefined) throw notFound(request);
    return okWith(request, 'deletedSuccessfully', { deleted });
  });
}
