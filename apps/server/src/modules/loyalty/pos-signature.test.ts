// The tills' signature (docs/pos-api.md, "Signing"): fixed vectors computed outside Node
// (Python's hmac, openssl dgst -hmac), the constant-time check, and the POS_TERMINALS list
// with the configuration's defaults per mode.
import { describe, expect, it } from 'vitest';
import { loadConfig, posTerminals } from '../../config.ts';
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

/** A production shop with every provider live (values only need the right shape; as in config.test.ts). */
const LIVE: Record<string, string> = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtps://shop:pw@smtp.example.com:465',
  SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'AKIDexample', TENCENT_SMS_SECRET_KEY: 'key', TENCENT_SMS_SDK_APP_ID: '1400123456',
  TENCENT_SMS_SIGN_NAME: '肉铺', TENCENT_SMS_TEMPLATE_ID: '2345678',
  WECHAT_MODE: 'live', WECHAT_APP_ID: 'wx1234567890abcdef', WECHAT_APP_SECRET: 'app-secret',
  WECHATPAY_MODE: 'live', WECHATPAY_MCHID: '1900000109', WECHATPAY_MERCHANT_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHATPAY_PRIVATE_KEY: './secrets/apiclient_key.pem', WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000',
  WECHATPAY_PUBLIC_KEY: './secrets/pub_key.pem', WECHATPAY_APIV3_KEY: 'a'.repeat(32),
  COURIER_MODE: 'live', SHANSONG_CLIENT_ID: 'ss-client', SHANSONG_SHOP_ID: '20000000000123', SHANSONG_APP_SECRET: 'ss-secret',
};

describe('POS_TERMINALS in the configuration', () => {
  const demo = new Map([[DEMO_TERMINAL.id, DEMO_TERMINAL.secret]]);
  it('defaults to the demo terminal in development, test and a demo shop, to none in a live production shop', () => {
    expect(posTerminals(loadConfig({ NODE_ENV: 'development' }))).toEqual(demo);
    expect(posTerminals(loadConfig({ NODE_ENV: 'test' }))).toEqual(demo);
    expect(posTerminals(loadConfig({ NODE_ENV: 'production', DEMO_SHOP: 'true' }))).toEqual(demo);
    expect(posTerminals(loadConfig(LIVE))).toEqual(new Map());
  });

  it('takes the configured terminals instead, and refuses a bad list at start', () => {
    expect(posTerminals(loadConfig({ NODE_ENV: 'test', POS_TERMINALS: 'till-1:0123456789abcdef' }))).toEqual(new Map([['till-1', '0123456789abcdef']]));
    expect(() => loadConfig({ NODE_ENV: 'test', POS_TERMINALS: 'till-1:short' })).toThrow(/POS_TERMINALS: terminal till-1: the secret must be 16-256/);
  });

  it('refuses the public demo secret in a production shop that is not a demo', () => {
    const demoSecret = `till-1:${DEMO_TERMINAL.secret}`;
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_SHOP: 'true', POS_TERMINALS: demoSecret })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development', POS_TERMINALS: demoSecret })).not.toThrow();
    expect(() => loadConfig({ ...LIVE, POS_TERMINALS: demoSecret })).toThrow(/POS_TERMINALS: the demo terminal's secret is public/);
    expect(posTerminals(loadConfig({ ...LIVE, POS_TERMINALS: 'till-1:0123456789abcdef' }))).toEqual(new Map([['till-1', '0123456789abcdef']]));
  });
});
