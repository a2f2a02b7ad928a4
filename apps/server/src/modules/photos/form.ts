// The form of a call that may carry photos (issue 15): a plain form body, or multipart with
// the same fields and up to 9 files named `photos`. Multipart is parsed only in the scope
// `withPhotoForms` registers (the limits apply to these routes only): at most 9 files of
// 5 MB, 20 short fields. A file name with a path in it is refused, whatever it is; files
// are kept in memory only until the pipeline has re-encoded them.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '@eshop/domain/after-sales';
import { AppError, FieldError } from '../../http/errors.ts';
import type { ErrorCode } from '../../http/messages.ts';

export const PHOTO_FIELD = 'photos';
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 8 * 1024;

/** Registers multipart parsing with the photo limits in this (encapsulated) scope. */
export async function withPhotoForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // The raw name is kept so that a name with a path can be refused, never used.
    preservePath: true,
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_PHOTOS + MAX_FIELDS, fieldNameSize: 64 },
  });
}

/** The multipart errors of @fastify/multipart and busboy, as the member reads them. */
const LIMIT_ERRORS: Record<string, ErrorCode> = {
  FST_REQ_FILE_TOO_LARGE: 'PHOTO_TOO_BIG',
  FST_FILES_LIMIT: 'PHOTO_TOO_MANY',
  FST_PARTS_LIMIT: 'PHOTO_TOO_MANY',
  FST_FIELDS_LIMIT: 'BAD_REQUEST',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'BAD_REQUEST',
};

const hasPath = (name: string) => name.includes('/') || name.includes('\\') || name.includes('..') || name.includes('\0');

/** Reads the fields and photo files of a request, either encoding. Throws the localized 4xx of a broken limit. */
export async function readPhotoForm(req: FastifyRequest): Promise<{ fields: Record<string, string>; files: Buffer[] }> {
  if (!req.isMultipart()) return { fields: (req.body ?? {}) as Record<string, string>, files: [] };
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD) {
          part.file.resume();
          throw new AppError('BAD_REQUEST');
        }
        if (files.length >= MAX_PHOTOS) throw new AppError('PHOTO_TOO_MANY');
        if (hasPath(part.filename)) {
          part.file.resume();
          throw new AppError('PHOTO_NAME_INVALID', { n: String(files.length + 1) });
        }
        files.push(await part.toBuffer());
      } else if (typeof part.value === 'string') {
        // A repeated field keeps its first value, as a form body would be read here.
        fields[part.fieldname] ??= part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = LIMIT_ERRORS[(err as { code?: string }).code ?? ''];
    if (code) throw new AppError(code);
    throw err;
  }
  return { fields, files };
}

/** Checks a form's fields with a schema, answering like a validated body (every field at fault). */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const r = schema.safeParse(fields);
  if (r.success) return r.data;
  // Zod messages here are message or error codes (the schemas say `{ error: CODE }`).
  const issues = r.error.issues.map((i) => [i.path.join('.'), i.message as ErrorCode] as const);
  const [first, ...others] = issues;
  const maximum = (r.error.issues[0] as { maximum?: unknown }).maximum;
  throw new FieldError(first![0], first![1], maximum === undefined ? {} : { max: String(maximum) }, others);
}
