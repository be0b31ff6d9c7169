import type { FastifyInstance } from 'fastify';
import { memberStatusCodes } from '../../schemas/account/member-api.ts';
import { memberEndpoints as endpoints } from '../../schemas/api/member-endpoints.ts';
import { requireMember } from '../accounts/signed-in-member.ts';
import type { AppContext } from '../app-context.ts';
import { ok } from '../http/reply.ts';
import { route } from '../http/typed-route.ts';
import { memberFileKey, memberFileName, memberFileUrl, pruneMemberFiles, storeMemberFile } from '../members/member-files.ts';
import { memberFilesInUse, updateProfile } from '../members/member-info.ts';
import { memberFailure, notFound, readMemberInput } from '../members/member-replies.ts';
import { photoRule, readPictureForm } from '../members/picture-upload.ts';

const mediaTypes = { jpg: 'image/jpeg', png: 'image/png', bmp: 'image/bmp' } as const;

/**
 * The profile picture upload (spec §5: JPG, PNG or BMP under 5M), and the member's pictures (photo, album covers)
 * served to their owner only: a name is looked up in the caller's own folder, so another member's picture is a 404
 * whatever its name.
 */
export function registerMemberFileRoutes(app: FastifyInstance, { db, files }: AppContext): void {
  const asMember = { before: requireMember(db), readInput: readMemberInput };

  // The multipart body is read here, not by the entry: its file is checked by its bytes (picture-upload.ts).
  route(app, endpoints.uploadPhoto, asMember, async (request, { memberId }) => {
    if (!request.isMultipart()) throw memberFailure(request, memberStatusCodes.badPicture, 'pictureRequired', 400);
    const { picture } = await readPictureForm(request, photoRule);
    if (!picture) throw memberFailure(request, memberStatusCodes.badPicture, 'pictureRequired', 400);
    const photo = await storeMemberFile(files, memberId, picture.bytes, picture.ext);
    await updateProfile(db, memberId, { photo });
    await pruneMemberFiles(files, memberId, await memberFilesInUse(db, memberId));
    return ok({ photoUrl: memberFileUrl(photo) });
  });

  route(app, endpoints.memberFile, asMember, async (request, { memberId, params: { name } }, reply) => {
    if (!memberFileName.test(name)) throw notFound(request);
    // Pictures are at most 5M: read whole, so a reply is done when it is sent (no stream left behind on close).
    const bytes = await files.get(memberFileKey(memberId, name));
    if (!bytes) throw notFound(request);
    const etag = `"${name}"`;
    // A name is its content's hash: the browser may keep it, but must ask (its owner's session) before showing it again.
    reply.header('Cache-Control', 'private, no-cache').header('ETag', etag).header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', "default-src 'none'; sandbox");
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    const ext = name.slice(name.lastIndexOf('.') + 1) as keyof typeof mediaTypes;
    return reply.type(mediaTypes[ext]).send(bytes);
  });
}
