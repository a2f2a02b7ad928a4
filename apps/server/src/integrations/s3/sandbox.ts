// A local S3-compatible bucket (PHOTO_STORE=s3-sandbox; docs/decisions/0031): speaks the
// part of the S3 REST protocol the photo store uses — PUT, GET and DELETE of an object and
// ListObjectsV2 — path-style under /dev/s3/<bucket>/, and checks every request's AWS
// Signature V4 (re-signed with the secret and compared; the payload hash checked; the date
// within 15 minutes) as S3 does, answering S3's XML errors. Objects are files in
// PHOTO_DIR/s3-sandbox/<bucket>/. It exists so the real adapter (photos/s3-store.ts) runs
// end to end here; a deployment points S3_ENDPOINT at a real bucket instead.
import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

export interface S3SandboxOptions {
  dataDir: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
const SKEW_MS = 15 * 60_000;

const s3Error = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).type('application/xml').send(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);

/** AWS4-HMAC-SHA256 Credential=AK/date/region/s3/aws4_request, SignedHeaders=a;b, Signature=hex */
function parseAuthorization(header: string | undefined) {
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(header ?? '');
  return m ? { accessKeyId: m[1]!, region: m[2]!, signedHeaders: m[3]!.split(';'), signature: m[4]! } : null;
}

/** 20261124T101500Z → Date */
const amzDate = (v: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(v);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : null;
};

export const s3SandboxRoutes = (o: S3SandboxOptions): FastifyPluginAsync => async (app) => {
  const dir = resolve(o.dataDir, 's3-sandbox', o.bucket);
  await mkdir(dir, { recursive: true });

  // Objects are raw bytes whatever their type.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 }, (_req, body, done) => done(null, body));

  async function verified(req: FastifyRequest, reply: FastifyReply, body: Buffer): Promise<boolean> {
    const auth = parseAuthorization(req.headers.authorization);
    if (!auth || auth.accessKeyId !== o.accessKeyId || auth.region !== o.region) {
      await s3Error(reply, 403, 'InvalidAccessKeyId', 'The access key does not exist in our records.');
      return false;
    }
    const datetime = String(req.headers['x-amz-date'] ?? '');
    const when = amzDate(datetime);
    if (!when || Math.abs(when.getTime() - Date.now()) > SKEW_MS) {
      await s3Error(reply, 403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
      return false;
    }
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) {
      await s3Error(reply, 400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.');
      return false;
    }
    const headers: Record<string, string> = {};
    for (const name of auth.signedHeaders) headers[name] = String(req.headers[name] ?? '');
    const url = `http://${String(req.headers.host ?? 'localhost')}${req.url}`;
    const signer = new AwsV4Signer({
      method: req.method, url, headers, accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey,
      service: 's3', region: o.region, datetime, allHeaders: true,
    });
    const expected = Buffer.from(await signer.signature());
    const given = Buffer.from(auth.signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await s3Error(reply, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
      return false;
    }
    return true;
  }

  const bucketOf = (req: FastifyRequest) => (req.params as { bucket: string }).bucket;
  const keyOf = (req: FastifyRequest) => (req.params as { '*': string })['*'];

  app.route({
    method: ['GET', 'PUT', 'DELETE'],
    url: '/s3/:bucket/*',
    schema: { hide: true } as object,
    handler: async (req, reply) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (bucketOf(req) !== o.bucket) return s3Error(reply, 404, 'NoSuchBucket', 'The specified bucket does not exist.');
      if (!(await verified(req, reply, body))) return reply;
      const key = keyOf(req);
      if (!KEY.test(key)) return s3Error(reply, 400, 'InvalidArgument', 'Invalid key.');
      const path = join(dir, key);
      if (req.method === 'PUT') {
        await writeFile(path, body);
        return reply.code(200).header('etag', `"${createHash('md5').update(body).digest('hex')}"`).send();
      }
      if (req.method === 'DELETE') {
        await rm(path, { force: true });
        return reply.code(204).send();
      }
      try {
        return reply.type('application/octet-stream').send(await readFile(path));
      } catch {
        return s3Error(reply, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
    },
  });

  // ListObjectsV2 (one page: the sandbox holds few objects).
  app.get('/s3/:bucket', { schema: { hide: true } as object }, async (req, reply) => {
    if (bucketOf(req) !== o.bucket) return s3Error(reply, 404, 'NoSuchBucket', 'The specified bucket does not exist.');
    if (!(await verified(req, reply, Buffer.alloc(0)))) return reply;
    const names = (await readdir(dir)).filter((n) => KEY.test(n)).sort();
    const contents = await Promise.all(names.map(async (n) => {
      const s = await stat(join(dir, n));
      return `<Contents><Key>${n}</Key><LastModified>${s.mtime.toISOString()}</LastModified><Size>${s.size}</Size></Contents>`;
    }));
    return reply.type('application/xml').send(`<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${o.bucket}</Name><KeyCount>${names.length}</KeyCount><IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`);
  });
};
