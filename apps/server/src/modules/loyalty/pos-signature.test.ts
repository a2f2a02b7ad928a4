// The tills' signature (docs/pos-api.md, "Signing"): fixed vectors computed outside Node
// (Python's hmac, openssl dgst -hmac), the constant-time check and the POS_TERMINALS list
// (its defaults per mode are tested with the configuration, config.test.ts).
import { describe, expect, it } from 'vitest';
import { DEMO_TERMINAL, parsePosTerminals, posSignature, posSigningString, verifyPosSignature } from './pos-signature.ts';

// The worked example of docs/pos-api.md.
const BODY = '{"trxLogId":20260101001,"storeId":1,"memberCode":"812345678906","lines":[{"name":"Wagyu striploin","quantity":1,"amountFen":26800}],"totalFen":26800,"paidAt":"2026-01-01T10:00:00+08:00"}';
const TIMESTAMP = '1767232800';
const NONCE = '3f6c1e0a-8b2d-4c5e-9f70-1a2b3c4d5e6f';
const SIGNATURE = '149ac06a7f5f1b12c0e3513a658277d8389e322816d4bad7627af036471dfc0a';

describe('posSignature', () => {
  it('is the lowercase hex HMAC-SHA256 of timestamp, nonce and body, one per line', () => {
    expect(posSigningString(TIMESTAMP, NONCE, BODY)).toBe(`${TIMESTAMP}\n${NONCE}\n${BODY}`);
    expect(posSignature(DEMO_TERMINAL.secret, TIMESTAMP, NONCE, BODY)).toBe(SIGNATURE);
    // An empty body (a void) still ends with the newline after the nonce.
    expect(posSignature(DEMO_TERMINAL.secret, TIMESTAMP, NONCE, '')).toBe('45a286d4a0ee32170d455fd1d9063436d500f935caa107f7df485646f103768f');
    // Text is signed as UTF-8.
    expect(posSignature(DEMO_TERMINAL.secret, TIMESTAMP, 'nonce-nonce-nonce-1', '{"name":"和牛西冷"}')).toBe('15d2d2c679b772b2a7509d13c62cc2c27a1f3c7c38062ea1d616fe26f0257d75');
  });

  it('verifies the signature of exactly this request and refuses any other', () => {
    expect(verifyPosSignature(DEMO_TERMINAL.secret, TIMESTAMP, NONCE, BODY, SIGNATURE)).toBe(true);
    expect(verifyPosSignature('another-secret-of-16', TIMESTAMP, NONCE, BODY, SIGNATURE)).toBe(false);
    expect(verifyPosSignature(DEMO_TERMINAL.secret, '1767232801', NONCE, BODY, SIGNATURE)).toBe(false);
    expect(verifyPosSignature(DEMO_TERMINAL.secret, TIMESTAMP, `${NONCE}x`, BODY, SIGNATURE)).toBe(false);
    expect(verifyPosSignature(DEMO_TERMINAL.secret, TIMESTAMP, NONCE, BODY.replace('26800,"paidAt"', '26801,"paidAt"'), SIGNATURE)).toBe(false);
    expect(verifyPosSignature(DEMO_TERMINAL.secret, TIMESTAMP, NONCE, `${BODY} `, SIGNATURE)).toBe(false);
    // Uppercase hex, a truncated or longer signature, non-hex: refused without throwing.
    for (const bad of [SIGNATURE.toUpperCase(), SIGNATURE.slice(0, 62), `${SIGNATURE}00`, 'z'.repeat(64), '']) {
      expect(verifyPosSignature(DEMO_TERMINAL.secret, TIMESTAMP, NONCE, BODY, bad)).toBe(false);
    }
  });
});

describe('parsePosTerminals', () => {
  it('reads id:secret pairs; the secret is everything after the first colon', () => {
    const r = parsePosTerminals(' till-1:0123456789abcdef , till_2:with:colons:0123456789 ');
    expect(r).toEqual({ ok: true, terminals: new Map([['till-1', '0123456789abcdef'], ['till_2', 'with:colons:0123456789']]) });
    expect(parsePosTerminals('')).toEqual({ ok: true, terminals: new Map() });
  });

  it('refuses a malformed list, naming the terminal but never the secret', () => {
    for (const [text, problem] of [
      ['till-1', 'entry 1 is not id:secret'],
      ['till-1:0123456789abcdef,,till-2:0123456789abcdef', 'entry 2 is not id:secret'],
      ['till 1:0123456789abcdef', 'entry 1: the terminal id'],
      [`${'t'.repeat(41)}:0123456789abcdef`, 'entry 1: the terminal id'],
      ['till-1:short-secret', 'terminal till-1: the secret must be 16-256'],
      ['till-1:has a space 0123456789', 'terminal till-1: the secret'],
      ['till-1:0123456789abcdef,till-1:fedcba9876543210', 'terminal till-1 is listed twice'],
    ] as const) {
      const r = parsePosTerminals(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) {
        expect(r.problem).toContain(problem);
        expect(r.problem).not.toContain('0123456789');
      }
    }
  });
});
