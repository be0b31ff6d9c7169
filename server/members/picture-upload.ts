import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { memberStatusCodes, memberUploadLimits } from '../../schemas/account/member-api.ts';
import type { MemberMessageKey } from '../../schemas/account/member-messages.ts';
import { memberFailure } from './member-replies.ts';

type PictureType = 'jpg' | 'png' | 'bmp';

/** What one upload accepts (spec §5): the types by their bytes, the size, the field, and what to say otherwise. */
export type PictureRule = { field: string; types: readonly PictureType[]; maxBytes: number; typeMessage: MemberMessageKey; sizeMessage: MemberMessageKey };

export const photoRule: PictureRule = {
  field: 'file',
  types: memberUploadLimits.photoTypes,
  maxBytes: memberUploadLimits.photoMaxBytes,
  typeMessage: 'photoType',
  sizeMessage: 'photoSize',
};

export const coverRule: PictureRule = {
  field: 'cover',
  types: memberUploadLimits.coverTypes,
  maxBytes: memberUploadLimits.coverMaxBytes,
  typeMessage: 'coverType',
  sizeMessage: 'coverSize',
};

export type Picture = { bytes: Buffer; ext: PictureType };
export type PictureForm = { fields: Record<string, string>; picture: Picture | undefined };

/**
 * Reads a multipart body: its text fields, and the picture in the rule's field, checked by its magic bytes (a
 * renamed executable or a GIF called .png is refused whatever its name or declared type). An empty file part (a form
 * sent with no file chosen) is no picture.
 */
export async function readPictureForm(request: FastifyRequest, rule: PictureRule): Promise<PictureForm> {
  const fields: Record<string, string> = {};
  let picture: Picture | undefined;
  const parts = request.parts({ limits: { fileSize: rule.maxBytes, files: 1, fields: 20, fieldSize: 4096, parts: 21 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw memberFailure(request, memberStatusCodes.badPicture, rule.sizeMessage, 413);
      throw error;
    }
    if (part.fieldname !== rule.field || bytes.length === 0) continue;
    picture = { bytes, ext: await pictureType(request, bytes, rule) };
  }
  return { fields, picture };
}

async function pictureType(request: FastifyRequest, bytes: Buffer, rule: PictureRule): Promise<PictureType> {
  const ext = (await fileTypeFromBuffer(bytes))?.ext;
  const accepted = rule.types.find((type) => type === ext);
  if (!accepted) throw memberFailure(request, memberStatusCodes.badPicture, rule.typeMessage, 400);
  return accepted;
}
