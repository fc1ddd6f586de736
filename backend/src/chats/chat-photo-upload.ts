import { HttpStatus } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SendPhotoFieldsDto } from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { AppValidationPipe } from '../common/validation.pipe';

const PHOTO_FIELD = 'photo';
const validation = new AppValidationPipe();

/**
 * Reads `POST /api/chats/photos`: the text fields, validated with SendPhotoFieldsDto like any
 * JSON body, and the file of field `photo`. Fields may come before or after the file, so
 * every part is read. Missing file and bad fields are reported together.
 */
export async function readChatPhotoUpload(request: FastifyRequest): Promise<{ fields: SendPhotoFieldsDto; photo: Buffer }> {
  const raw: Record<string, string> = {};
  let photo: Buffer | undefined;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Drained either way: an unread file stream would stall the request.
        const data = await part.toBuffer();
        if (part.fieldname === PHOTO_FIELD) photo = data;
        // Any other file field is an unknown key, refused like one in a JSON body.
        else raw[part.fieldname] = '';
      } else {
        raw[part.fieldname] = String(part.value);
      }
    }
  }

  let fields: SendPhotoFieldsDto | undefined;
  let problems: Record<string, string[]> = {};
  try {
    fields = (await validation.transform(raw, { type: 'body', metatype: SendPhotoFieldsDto, data: '' })) as SendPhotoFieldsDto;
  } catch (error) {
    if (!(error instanceof ApiException) || !error.fields) throw error;
    problems = { ...error.fields };
  }
  if (!photo || photo.length === 0) problems[PHOTO_FIELD] = ['isDefined'];
  if (!fields || Object.keys(problems).length > 0) throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, problems);
  return { fields, photo: photo! };
}
