// One HTTP(S) call to a provider (WeChat Pay's API, the sandbox's notifications), through
// Node's own client. Not fetch: it costs about three times the CPU a call (issue 18); and
// not a client library (undici was one): Node's is as cheap, keeps connections alive by
// default, and adds no ≈ 5 MB of modules to the server's heap.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface OutboundAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as UTF-8 text (empty when there was none). */
  text: string;
}

/** Provider answers are small JSON; anything larger is refused rather than buffered. */
const OUTBOUND_MAX_BYTES = 1024 * 1024;

/**
 * Sends `body` (if any) and reads the whole answer. Rejects on a network error, on `signal`
 * (a timeout or a shutdown) and on an answer over `maxBytes`.
 */
export function sendOutbound(url: URL, init: {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | undefined;
  signal: AbortSignal;
  maxBytes?: number;
}): Promise<OutboundAnswer> {
  const maxBytes = init.maxBytes ?? OUTBOUND_MAX_BYTES;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = init.body === undefined ? init.headers : { ...init.headers, 'Content-Length': String(Buffer.byteLength(init.body)) };
  return new Promise((resolve, reject) => {
    const req = send(url, { method: init.method, headers, signal: init.signal }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) req.destroy(new Error(`answer larger than ${maxBytes} bytes`));
        else chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
      // The connection closed before the whole answer came (no 'end' then).
      res.on('close', () => { if (!res.complete) reject(new Error('connection closed before the answer ended')); });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
