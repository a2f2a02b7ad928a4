// The cryptography of WeChat Pay API v3 (docs/decisions/0013), shared by the client and
// the sandbox so both sides compute the very same strings:
// - requests: Authorization `WECHATPAY2-SHA256-RSA2048 mchid=..,nonce_str=..,signature=..,
//   timestamp=..,serial_no=..`, RSA-SHA256 with the merchant key over
//   "METHOD\nURL\ntimestamp\nnonce\nbody\n";
// - answers and notifications: Wechatpay-Signature over "timestamp\nnonce\nbody\n" with
//   the platform ("WeChat Pay public key") key, named by Wechatpay-Serial;
// - notification resources: AEAD_AES_256_GCM with the 32-byte APIv3 key, tag appended.
import { createCipheriv, createDecipheriv, createPrivateKey, createPublicKey, createVerify, randomBytes, sign, type KeyObject } from 'node:crypto';

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** WeChat refuses requests, and we refuse answers and notifications, older or newer than this. */
export const CLOCK_SKEW_SECONDS = 300;

export const toPrivateKey = (key: KeyObject | string): KeyObject => (typeof key === 'string' ? createPrivateKey(key) : key);
export const toPublicKey = (key: KeyObject | string): KeyObject => (typeof key === 'string' ? createPublicKey(key) : key);

/**
 * RSA-SHA256 (PKCS #1 v1.5), base64. On libuv's thread pool: a 2048-bit signature is
 * ≈ 1.5 ms of CPU, which would otherwise stop every other request of the process (issue 18:
 * 15 % of the shop's time under checkout load, docs/decisions/0013).
 */
export const rsaSign = (privateKey: KeyObject, message: string): Promise<string> =>
  new Promise((resolve, reject) => {
    sign('sha256', Buffer.from(message, 'utf8'), privateKey, (err, signature) => (err ? reject(err) : resolve(signature.toString('base64'))));
  });

export function rsaVerify(publicKey: KeyObject, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A random string of letters and digits (nonce_str, notification nonces). */
export function randomAlnum(length = 32): string {
  const bytes = randomBytes(length);
  let s = '';
  for (const b of bytes) s += ALNUM[b % ALNUM.length];
  return s;
}

export const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export const requestMessage = (method: string, pathAndQuery: string, timestamp: string, nonce: string, body: string): string =>
  `${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`;

export const answerMessage = (timestamp: string, nonce: string, body: string): string => `${timestamp}\n${nonce}\n${body}\n`;

export interface AuthorizationFields {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

export async function authorization(o: { mchid: string; serialNo: string; privateKey: KeyObject; method: string; pathAndQuery: string; body: string; timestamp: string; nonce: string }): Promise<string> {
  const signature = await rsaSign(o.privateKey, requestMessage(o.method, o.pathAndQuery, o.timestamp, o.nonce, o.body));
  return `${AUTH_SCHEMA} mchid="${o.mchid}",nonce_str="${o.nonce}",signature="${signature}",timestamp="${o.timestamp}",serial_no="${o.serialNo}"`;
}

/** The fields of an Authorization header, or null when it is not WeChat Pay's scheme. */
export function parseAuthorization(header: string | undefined): AuthorizationFields | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const m of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[m[1]!] = m[2]!;
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields;
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return null;
  return { mchid, nonce_str, signature, timestamp, serial_no };
}

/** Signs an answer or notification body: the four Wechatpay-* headers. */
export async function wechatpayHeaders(o: { privateKey: KeyObject; serial: string; body: string; timestamp?: string; nonce?: string }): Promise<Record<string, string>> {
  const timestamp = o.timestamp ?? String(unixSeconds(new Date()));
  const nonce = o.nonce ?? randomAlnum(32);
  return {
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': await rsaSign(o.privateKey, answerMessage(timestamp, nonce, o.body)),
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Serial': o.serial,
  };
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'SERIAL' | 'TIMESTAMP' | 'SIGNATURE'; detail: string };

/** Checks Wechatpay-Serial, -Timestamp (±5 min of now) and -Signature of a body. */
export function verifyWechatpayHeaders(
  get: (name: string) => string | undefined,
  body: string,
  expect: { serial: string; publicKey: KeyObject; now: Date },
): SignatureCheck {
  const serial = get('wechatpay-serial');
  const timestamp = get('wechatpay-timestamp');
  const nonce = get('wechatpay-nonce');
  const signature = get('wechatpay-signature');
  if (!serial || !timestamp || !nonce || !signature) return { ok: false, reason: 'SIGNATURE', detail: 'missing Wechatpay-* headers' };
  if (serial !== expect.serial) return { ok: false, reason: 'SERIAL', detail: `unknown key ${serial}` };
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(unixSeconds(expect.now) - Number(timestamp)) > CLOCK_SKEW_SECONDS) {
    return { ok: false, reason: 'TIMESTAMP', detail: `timestamp ${timestamp} outside ±${CLOCK_SKEW_SECONDS}s` };
  }
  if (!rsaVerify(expect.publicKey, answerMessage(timestamp, nonce, body), signature)) return { ok: false, reason: 'SIGNATURE', detail: 'signature does not match' };
  return { ok: true };
}

/** Header lookup over Node's or a plain record of headers, case-insensitive. */
export function headerGetter(headers: Record<string, string | string[] | undefined> | Headers): (name: string) => string | undefined {
  if (headers instanceof Headers) return (name) => headers.get(name) ?? undefined;
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v[0] : v]));
  return (name) => lower.get(name.toLowerCase());
}

const apiV3KeyBytes = (apiV3Key: string): Buffer => {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('the APIv3 key must be 32 bytes');
  return key;
};

/** AEAD_AES_256_GCM as WeChat uses it: base64(ciphertext ‖ 16-byte tag). */
export function aesGcmEncrypt(apiV3Key: string, nonce: string, associatedData: string, plaintext: string): string {
  const cipher = createCipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return encrypted.toString('base64');
}

/** Throws when the key, nonce, associated data or ciphertext do not match. */
export function aesGcmDecrypt(apiV3Key: string, nonce: string, associatedData: string, ciphertext: string): string {
  const data = Buffer.from(ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(nonce, 'utf8'));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** RFC 3339 in Beijing time, as WeChat writes and expects it: 2024-05-20T13:29:35+08:00. */
export function beijingTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

/** The JSAPI paySign message: appId, timeStamp, nonceStr, package, one per line. */
export const paySignMessage = (p: { appId: string; timeStamp: string; nonceStr: string; package: string }): string =>
  `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;
