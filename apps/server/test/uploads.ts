// Multipart bodies for the calls that take photos (requests, reviews), built by hand so a
// test can send what a browser would never: a renamed script, a path in the name, a 10th file.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { TestShop } from './helpers.ts';
import { SHOP_ORIGIN, type Visitor } from './members.ts';

export interface UploadFile {
  filename: string;
  type: string;
  bytes: Buffer;
  /** The form field; `photos` when absent. */
  field?: string;
}

export function multipart(fields: Record<string, string>, files: readonly UploadFile[]): { payload: Buffer; contentType: string } {
  const boundary = `----eshop${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'photos'}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    chunks.push(f.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart form as the member's browser would (session cookie, same origin). */
export function postMultipart(shop: TestShop, m: Visitor, path: string, fields: Record<string, string>, files: readonly UploadFile[], lang = 'en_US'): Promise<LightMyRequestResponse> {
  const body = multipart(fields, files);
  return shop.inject({
    method: 'POST', url: `/api/${path}`, payload: body.payload,
    headers: {
      'content-type': body.contentType, ch: 'website', lang, origin: SHOP_ORIGIN, 'x-forwarded-for': m.ip,
      ...(m.session ? { cookie: `eshop_session=${m.session}` } : {}),
    },
  });
}

/** A real photo of the given size (a JPEG with camera EXIF and GPS unless `format` says otherwise). */
export async function photoFile(width = 1200, height = 900, format: 'jpeg' | 'png' | 'webp' = 'jpeg', filename = `photo.${format === 'jpeg' ? 'jpg' : format}`): Promise<UploadFile> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 170, g: 70, b: 60 } } })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 13/1 0/1' } });
  const bytes = format === 'jpeg' ? await image.jpeg().toBuffer() : format === 'png' ? await image.png().toBuffer() : await image.webp().toBuffer();
  return { filename, type: `image/${format}`, bytes };
}
