import { describe, expect, it } from 'vitest';
import { parseTc3Authorization, tc3Sign, tc3Verify } from './tc3.ts';

// Tencent's published example (API 3.0 "Signature v3": CVM DescribeInstances).
const EXAMPLE = {
  secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
  secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
  service: 'cvm',
  host: 'cvm.tencentcloudapi.com',
  timestamp: 1551113065,
  payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
};

describe('tc3Sign', () => {
  it("matches Tencent's documented example", () => {
    const signed = tc3Sign(EXAMPLE);
    expect(signed.canonicalRequest).toBe('POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\ncontent-type;host\n35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064');
    expect(signed.credentialScope).toBe('2019-02-25/cvm/tc3_request');
    expect(signed.signature).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
    expect(signed.authorization).toBe('TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
  });

  it('uses the UTC date of the timestamp (08:00 Shanghai on the next day is still the same UTC day)', () => {
    expect(tc3Sign({ ...EXAMPLE, timestamp: Date.UTC(2026, 0, 1, 23, 59, 59) / 1000 }).credentialScope).toBe('2026-01-01/cvm/tc3_request');
  });
});

describe('tc3Verify', () => {
  const secret = { secretId: 'id-1', secretKey: 'key-1', service: 'sms' };
  const now = 1_800_000_000;
  const payload = '{"PhoneNumberSet":["+8613812345678"]}';
  const request = (overrides: Partial<{ payload: string; timestamp: number; secretKey: string; host: string }> = {}) => {
    const timestamp = overrides.timestamp ?? now;
    const signed = tc3Sign({ ...secret, secretKey: overrides.secretKey ?? secret.secretKey, host: '127.0.0.1:4000', timestamp, payload });
    return { authorization: signed.authorization, host: overrides.host ?? '127.0.0.1:4000', contentType: 'application/json; charset=utf-8', timestamp: String(timestamp), payload: overrides.payload ?? payload };
  };
  const expected = { ...secret, nowSeconds: now };

  it('accepts a correctly signed request, also 4 minutes off', () => {
    expect(tc3Verify(request(), expected)).toEqual({ ok: true });
    expect(tc3Verify(request({ timestamp: now - 240 }), expected)).toEqual({ ok: true });
  });

  it('refuses a tampered body, another secret key, another host and a stale timestamp', () => {
    expect(tc3Verify(request({ payload: '{"PhoneNumberSet":["+8613900000000"]}' }), expected)).toMatchObject({ ok: false, code: 'AuthFailure.SignatureFailure' });
    expect(tc3Verify(request({ secretKey: 'key-2' }), expected)).toMatchObject({ ok: false, code: 'AuthFailure.SignatureFailure' });
    expect(tc3Verify(request({ host: 'evil.example' }), expected)).toMatchObject({ ok: false, code: 'AuthFailure.SignatureFailure' });
    expect(tc3Verify(request({ timestamp: now - 301 }), expected)).toMatchObject({ ok: false, code: 'AuthFailure.SignatureExpire' });
    expect(tc3Verify(request({ timestamp: now + 301 }), expected)).toMatchObject({ ok: false, code: 'AuthFailure.SignatureExpire' });
  });

  it('refuses a changed timestamp header (the signature covers it) and unknown secret ids', () => {
    expect(tc3Verify({ ...request(), timestamp: String(now + 1) }, expected)).toMatchObject({ ok: false, code: 'AuthFailure.SignatureFailure' });
    expect(tc3Verify(request(), { ...expected, secretId: 'someone-else' })).toMatchObject({ ok: false, code: 'AuthFailure.SecretIdNotFound' });
    expect(tc3Verify({ ...request(), authorization: 'Bearer x' }, expected)).toMatchObject({ ok: false, code: 'AuthFailure.InvalidAuthorization' });
    expect(parseTc3Authorization(undefined)).toBeNull();
  });
});
