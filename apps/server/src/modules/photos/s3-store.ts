// The photo store on an S3-compatible bucket (issue 15; PHOTO_STORE=s3): path-style object
// URLs `<endpoint>/<bucket>/<key>` signed with AWS Signature V4 (aws4fetch), so AWS S3,
// Tencent COS, Aliyun OSS, MinIO and the local stand-in (integrations/s3) all work. The
// same keys as the file store, checked before any URL is built.
import { AwsClient } from 'aws4fetch';
import { isPhotoKey, type PhotoStore } from './store.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function s3PhotoStore(s: S3Settings): PhotoStore {
  const client = new AwsClient({ accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey, service: 's3', region: s.region, retries: 2 });
  const base = `${s.endpoint.replace(/\/$/, '')}/${encodeURIComponent(s.bucket)}`;
  const objectUrl = (key: string) => {
    if (!isPhotoKey(key)) throw new Error(`not a photo key: ${key}`);
    return `${base}/${key}`;
  };
  const fail = async (what: string, res: Response) => new Error(`S3 ${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);

  return {
    name: 's3',
    async put(key, bytes) {
      const res = await client.fetch(objectUrl(key), { method: 'PUT', body: bytes, headers: { 'content-type': 'image/webp' } });
      if (!res.ok) throw await fail(`PUT ${key}`, res);
    },
    async get(key) {
      if (!isPhotoKey(key)) return null;
      const res = await client.fetch(objectUrl(key));
      if (res.status === 404) return null;
      if (!res.ok) throw await fail(`GET ${key}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw await fail(`DELETE ${key}`, res);
    },
    async list() {
      const found: { key: string; changedAt: Date }[] = [];
      let token: string | null = null;
      do {
        const query = new URLSearchParams({ 'list-type': '2', 'max-keys': '1000', ...(token ? { 'continuation-token': token } : {}) });
        const res = await client.fetch(`${base}?${query.toString()}`);
        if (!res.ok) throw await fail('ListObjectsV2', res);
        const xml = await res.text();
        for (const m of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = /<Key>([^<]*)<\/Key>/.exec(m[1]!)?.[1] ?? '';
          const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(m[1]!)?.[1];
          if (isPhotoKey(key) && modified) found.push({ key, changedAt: new Date(modified) });
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? (/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? null) : null;
      } while (token);
      return found;
    },
  };
}
