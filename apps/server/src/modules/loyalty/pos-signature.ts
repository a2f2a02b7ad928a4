// How a store till signs its calls (docs/pos-api.md): lowercase hex HMAC-SHA256 with the
// terminal's secret over `timestamp + "\n" + nonce + "\n" + rawBody`, and the terminals
// the shop knows (POS_TERMINALS=till-1:secret1,till-2:secret2). Pure helpers shared by the
// server (pos-routes.ts, config.ts) and the till stand-in (scripts/pos-send.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A terminal id: what the till sends as X-Pos-Terminal. */
export const POS_TERMINAL_ID = /^[A-Za-z0-9_-]{1,40}$/;
/** A secret: printable ASCII without spaces or commas (the list's separator), 16 to 256 characters. */
export const POS_SECRET = /^[\x21-\x2b\x2d-\x7e]{16,256}$/;
/** X-Pos-Timestamp: unix seconds, digits only. */
export const POS_TIMESTAMP = /^\d{1,12}$/;
/** X-Pos-Nonce: 16 to 64 URL-safe characters (a UUID will do), single use per terminal. */
export const POS_NONCE = /^[A-Za-z0-9_-]{16,64}$/;
/** X-Pos-Signature: 64 lowercase hex digits. */
export const POS_SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * The till of a demo shop and of development (docs/pos-api.md, "The demo terminal"). Its
 * secret is public, so a production shop that is not a demo never accepts it.
 */
export const DEMO_TERMINAL = { id: 'demo-till', secret: 'demo-till-secret-change-me' } as const;

/** The string a till signs: timestamp, nonce and the body's exact text, one per line. */
export function posSigningString(timestamp: string, nonce: string, rawBody: string): string {
  return `${timestamp}\n${nonce}\n${rawBody}`;
}

/** X-Pos-Signature of a request: lowercase hex HMAC-SHA256 with the terminal's secret (UTF-8). */
export function posSignature(secret: string, timestamp: string, nonce: string, rawBody: string): string {
  return createHmac('sha256', secret).update(posSigningString(timestamp, nonce, rawBody), 'utf8').digest('hex');
}

/** Whether `signature` is the one of this request, compared in constant time. */
export function verifyPosSignature(secret: string, timestamp: string, nonce: string, rawBody: string, signature: string): boolean {
  if (!POS_SIGNATURE.test(signature)) return false;
  const expected = Buffer.from(posSignature(secret, timestamp, nonce, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export type PosTerminalsResult = { ok: true; terminals: Map<string, string> } | { ok: false; problem: string };

/**
 * POS_TERMINALS: `id:secret` pairs separated by commas (spaces around an entry are
 * ignored; the secret is everything after the first colon). Ids are 1-40 of
 * [A-Za-z0-9_-] and appear once; secrets are 16-256 printable characters without
 * spaces or commas, in every mode — a short secret is a guessable one.
 */
export function parsePosTerminals(text: string): PosTerminalsResult {
  const terminals = new Map<string, string>();
  const entries = text.split(',').map((e) => e.trim());
  if (entries.every((e) => e === '')) return { ok: true, terminals };
  for (const [i, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    if (colon < 0) return { ok: false, problem: `entry ${i + 1} is not id:secret` };
    const id = entry.slice(0, colon);
    const secret = entry.slice(colon + 1);
    // The problem names the id, never the secret (it may end up in a log).
    if (!POS_TERMINAL_ID.test(id)) return { ok: false, problem: `entry ${i + 1}: the terminal id must be 1-40 letters, digits, _ or -` };
    if (!POS_SECRET.test(secret)) return { ok: false, problem: `terminal ${id}: the secret must be 16-256 printable characters without spaces or commas` };
    if (terminals.has(id)) return { ok: false, problem: `terminal ${id} is listed twice` };
    terminals.set(id, secret);
  }
  return { ok: true, terminals };
}
