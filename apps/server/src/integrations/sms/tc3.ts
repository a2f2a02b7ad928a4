// Tencent Cloud API 3.0 request signing, TC3-HMAC-SHA256 (docs/decisions/0010):
// canonical request → string to sign → HMAC chain "TC3"+key → date → service →
// "tc3_request" → signature. Pure functions: the SMS client signs with them and the local
// gateway checks with them; tc3.test.ts pins them to Tencent's published example.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const TC3_ALGORITHM = 'TC3-HMAC-SHA256';
/** The headers we sign (Tencent's minimum); lower-case, sorted, ';'-joined. */
export const TC3_SIGNED_HEADERS = 'content-type;host';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface Tc3Input {
  secretId: string;
  secretKey: string;
  /** Product of the API, e.g. 'sms' (the host's first label). */
  service: string;
  /** Host header as sent (with the port when it is not the scheme's default). */
  host: string;
  /** Unix seconds; also the X-TC-Timestamp header. Its UTC date goes into the scope. */
  timestamp: number;
  /** The exact request body. */
  payload: string;
  contentType?: string;
}

export interface Tc3Signed {
  canonicalRequest: string;
  stringToSign: string;
  credentialScope: string;
  signature: string;
  authorization: string;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** yyyy-MM-dd of a Unix timestamp in UTC (Tencent's rule, not the local date). */
export const tc3Date = (timestamp: number): string => new Date(timestamp * 1000).toISOString().slice(0, 10);

/** Signs a POST of `payload` to '/' (no query string), as every JSON call of API 3.0 is. */
export function tc3Sign(input: Tc3Input): Tc3Signed {
  const contentType = input.contentType ?? JSON_CONTENT_TYPE;
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${contentType.toLowerCase()}\nhost:${input.host.toLowerCase()}\n`,
    TC3_SIGNED_HEADERS,
    sha256Hex(input.payload),
  ].join('\n');
  const date = tc3Date(input.timestamp);
  const credentialScope = `${date}/${input.service}/tc3_request`;
  const stringToSign = [TC3_ALGORITHM, String(input.timestamp), credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const secretDate = hmac(`TC3${input.secretKey}`, date);
  const secretService = hmac(secretDate, input.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
  const authorization = `${TC3_ALGORITHM} Credential=${input.secretId}/${credentialScope}, SignedHeaders=${TC3_SIGNED_HEADERS}, Signature=${signature}`;
  return { canonicalRequest, stringToSign, credentialScope, signature, authorization };
}

export interface ParsedAuthorization {
  secretId: string;
  date: string;
  service: string;
  signedHeaders: string;
  signature: string;
}

/** Reads an Authorization header of the TC3 form; null when it is not one. */
export function parseTc3Authorization(header: string | undefined): ParsedAuthorization | null {
  if (!header) return null;
  const m = /^TC3-HMAC-SHA256 Credential=([^/\s,]+)\/(\d{4}-\d{2}-\d{2})\/([a-z0-9]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(header);
  if (!m) return null;
  return { secretId: m[1]!, date: m[2]!, service: m[3]!, signedHeaders: m[4]!, signature: m[5]! };
}

export type Tc3Check =
  | { ok: true }
  | { ok: false; code: 'AuthFailure.InvalidAuthorization' | 'AuthFailure.SecretIdNotFound' | 'AuthFailure.SignatureExpire' | 'AuthFailure.SignatureFailure'; message: string };

/**
 * What Tencent checks before it looks at a call: the Authorization header's form, the
 * secret id, the timestamp (±5 minutes of `nowSeconds`) and the signature over the body.
 */
export function tc3Verify(request: {
  authorization: string | undefined;
  host: string;
  contentType: string;
  timestamp: string | undefined;
  payload: string;
}, expected: { secretId: string; secretKey: string; service: string; nowSeconds: number; maxSkewSeconds?: number }): Tc3Check {
  const auth = parseTc3Authorization(request.authorization);
  if (!auth || auth.signedHeaders !== TC3_SIGNED_HEADERS || auth.service !== expected.service) {
    return { ok: false, code: 'AuthFailure.InvalidAuthorization', message: 'Authorization header is not a valid TC3-HMAC-SHA256 header.' };
  }
  if (auth.secretId !== expected.secretId) return { ok: false, code: 'AuthFailure.SecretIdNotFound', message: 'The SecretId is not found.' };
  const timestamp = Number(request.timestamp);
  if (!/^\d{1,12}$/.test(request.timestamp ?? '') || Math.abs(expected.nowSeconds - timestamp) > (expected.maxSkewSeconds ?? 300)) {
    return { ok: false, code: 'AuthFailure.SignatureExpire', message: 'Signature expired. Timestamp is more than 5 minutes off the server time.' };
  }
  if (tc3Date(timestamp) !== auth.date) return { ok: false, code: 'AuthFailure.SignatureFailure', message: 'The credential date does not match the timestamp.' };
  const mine = tc3Sign({
    secretId: expected.secretId, secretKey: expected.secretKey, service: expected.service,
    host: request.host, timestamp, payload: request.payload, contentType: request.contentType,
  });
  const a = Buffer.from(mine.signature, 'hex');
  const b = Buffer.from(auth.signature, 'hex');
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    return { ok: false, code: 'AuthFailure.SignatureFailure', message: 'The provided credentials could not be validated. Please check your signature is correct.' };
  }
  return { ok: true };
}
