// A tiny HTTP GET over loopback that shows what was on the wire (no redirects followed,
// content-encoding visible), which fetch() hides.
import { request } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

export interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Decoded body. */
  body: Buffer;
  /** Bytes of the body as sent (compressed when the server compressed it). */
  wireBytes: number;
  /** content-encoding of the response, or null. */
  encoding: string | null;
}

export function get(url: string, headers: Record<string, string> = {}, timeoutMs = 10_000): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = typeof res.headers['content-encoding'] === 'string' ? res.headers['content-encoding'] : null;
        const body = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, wireBytes: raw.length, encoding });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url}: no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

