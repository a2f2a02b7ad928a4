// Images staff upload for the shop (issue 16): item and category images, carousel slides.
// Each file goes through the photo pipeline of issue 15 (photos/pipeline.ts): the decoder,
// never the name or the declared type, decides what it is — JPEG, PNG or WebP within 40
// megapixels, else refused (an SVG or an HTML page named .jpg is refused); it is turned
// upright, scaled to at most 1600 px and re-encoded as WebP without metadata (EXIF, GPS and
// colour profiles dropped). The result becomes a `media` row, served like every shop image
// at /images/<id>.PNG (media/routes.ts, which makes the smaller and sold-out renditions).
//
// Multipart is parsed only in the scope `withImageUploads` registers, with these limits.
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { putMedia, type Executor } from '@eshop/db';
import { MAX_PHOTO_BYTES } from '@eshop/domain/after-sales';
import { AppError } from '../../http/errors.ts';
import type { ErrorCode } from '../../http/messages.ts';
import { processPhoto } from '../photos/pipeline.ts';

/** The multipart field of the files. */
export const IMAGE_FIELD = 'image';
/** At most this many images in one upload; 5 MB each (MAX_PHOTO_BYTES). */
export const MAX_IMAGES_PER_UPLOAD = 10;
export const MAX_IMAGE_BYTES = MAX_PHOTO_BYTES;

export interface ImageUpload {
  buffer: Buffer;
  /** The name the browser sent (never used as a path): part of the media id, and named in refusals. */
  filename: string;
}

export interface StoredImage {
  id: string;
  width: number;
  height: number;
}

/** A file name as refusals quote it: its last part, at most 80 characters. */
export function displayName(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return (clean.length > 80 ? `${clean.slice(0, 77)}…` : clean) || '?';
}

/** `up-<words of the name>-<random>`: readable in the audit log, unguessable, [a-z0-9-] only (media_id_format). */
function mediaIdFor(filename: string): string {
  const stem = displayName(filename).replace(/\.[^.]*$/, '').normalize('NFKD').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
  return ['up', stem, randomBytes(6).toString('hex')].filter(Boolean).join('-');
}

/**
 * Decodes, re-encodes and stores one uploaded image as a media row (in `db`, which may be
 * the caller's transaction: a refusal later in it rolls the row back too). Throws the
 * localized 400 IMAGE_NOT_IMAGE or IMAGE_TOO_MANY_PIXELS naming the file; nothing is written then.
 */
export async function storeUploadedImage(db: Executor, upload: ImageUpload): Promise<StoredImage> {
  const processed = await processPhoto(upload.buffer);
  if (!processed.ok) {
    throw new AppError(processed.code === 'PHOTO_TOO_MANY_PIXELS' ? 'IMAGE_TOO_MANY_PIXELS' : 'IMAGE_NOT_IMAGE', { name: displayName(upload.filename) });
  }
  // The pipeline's thumbnail is not kept: the image route makes every smaller width on demand.
  const { full, width, height } = processed.photo;
  const id = mediaIdFor(upload.filename);
  await putMedia(db, { id, contentType: 'image/webp', bytes: full, width, height });
  return { id, width, height };
}

/** Registers multipart parsing with the image limits in this (encapsulated) scope. */
export async function withImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // The raw name is kept so that a name with a path can be refused, never used.
    preservePath: true,
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_UPLOAD, fields: 10, fieldSize: 1024, parts: MAX_IMAGES_PER_UPLOAD + 10, fieldNameSize: 64 },
  });
}

/** The multipart errors of @fastify/multipart and busboy, as staff read them. */
const LIMIT_ERRORS: Record<string, ErrorCode> = {
  FST_REQ_FILE_TOO_LARGE: 'IMAGE_TOO_BIG',
  FST_FILES_LIMIT: 'IMAGE_TOO_MANY',
  FST_PARTS_LIMIT: 'IMAGE_TOO_MANY',
  FST_FIELDS_LIMIT: 'BAD_REQUEST',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'BAD_REQUEST',
};

const hasPath = (name: string) => name.includes('/') || name.includes('\\') || name.includes('..') || name.includes('\0');

/**
 * The files (field `image`) and text fields of a multipart upload, read whole before
 * anything is stored. Throws the localized 4xx of a broken limit (IMAGE_TOO_BIG 413,
 * IMAGE_TOO_MANY, IMAGE_NAME_INVALID, IMAGE_REQUIRED when there is no file).
 */
export async function readImageUploads(req: FastifyRequest): Promise<{ fields: Record<string, string>; files: ImageUpload[] }> {
  if (!req.isMultipart()) throw new AppError('IMAGE_REQUIRED');
  const fields: Record<string, string> = {};
  const files: ImageUpload[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_FIELD) {
          part.file.resume();
          throw new AppError('BAD_REQUEST');
        }
        if (hasPath(part.filename)) {
          part.file.resume();
          throw new AppError('IMAGE_NAME_INVALID');
        }
        const buffer = await part.toBuffer();
        // A browser sends an empty part for a file input left empty.
        if (buffer.length > 0 || part.filename !== '') files.push({ buffer, filename: part.filename });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] ??= part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = LIMIT_ERRORS[(err as { code?: string }).code ?? ''];
    if (code) throw new AppError(code, code === 'IMAGE_TOO_MANY' ? { max: String(MAX_IMAGES_PER_UPLOAD) } : {});
    throw err;
  }
  if (files.length === 0) throw new AppError('IMAGE_REQUIRED');
  return { fields, files };
}
