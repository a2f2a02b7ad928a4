// Where uploaded photos are kept (docs/decisions/0031): PHOTO_STORE=file (PHOTO_DIR,
// the default), s3 (an S3-compatible bucket: S3_ENDPOINT, S3_BUCKET, S3_REGION,
// S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) or s3-sandbox (the same S3 client against the
// local stand-in at /dev/s3 of this shop, with credentials drawn at each start).
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { filePhotoStore, type PhotoStore } from '../../modules/photos/store.ts';
import { s3PhotoStore } from '../../modules/photos/s3-store.ts';
import type { Opened } from '../index.ts';
import { s3SandboxRoutes } from './sandbox.ts';

export async function openPhotoStore(deps: { config: Config }): Promise<Opened<PhotoStore>> {
  const c = deps.config;
  if (c.PHOTO_STORE === 's3') {
    return {
      client: s3PhotoStore({ endpoint: c.S3_ENDPOINT!, bucket: c.S3_BUCKET!, region: c.S3_REGION, accessKeyId: c.S3_ACCESS_KEY_ID!, secretAccessKey: c.S3_SECRET_ACCESS_KEY! }),
      close: async () => {},
    };
  }
  if (c.PHOTO_STORE === 's3-sandbox') {
    const settings = { bucket: 'eshop-photos', region: 'ap-shanghai', accessKeyId: `AKID${randomBytes(8).toString('hex').toUpperCase()}`, secretAccessKey: randomBytes(24).toString('base64url') };
    return {
      // The shop calls its own /dev/s3 over loopback, as it would call a bucket.
      client: s3PhotoStore({ endpoint: `http://127.0.0.1:${c.PORT}/dev/s3`, ...settings }),
      devRoutes: s3SandboxRoutes({ dataDir: c.PHOTO_DIR, ...settings }),
      close: async () => {},
    };
  }
  return { client: filePhotoStore(c.PHOTO_DIR), close: async () => {} };
}
