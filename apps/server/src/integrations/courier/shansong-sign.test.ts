// ShanSong's request signature. No published test vector was found; these were computed
// independently (Python hashlib.md5 over the documented concatenation) and pin the
// recipe: appSecret + "clientId" + id + ["data" + data] + "shopId" + id + "timestamp" + ms.
import { describe, expect, it } from 'vitest';
import { shansongSign, shansongVerify } from './shansong-sign.ts';

const base = { appSecret: 'secret', clientId: 'ss1', shopId: '20000000000001', timestamp: '1700000000000' };

describe('ShanSong signature', () => {
  it('matches independently computed vectors, with and without business data', () => {
    expect(shansongSign({ ...base, data: '{"issOrderNo":"TDH2026041300954053"}' })).toBe('D6D6071E2822A0408AD32B2B53A122BF');
    expect(shansongSign({ ...base, data: '' })).toBe('FE71979EAC14371FE1191CF0CBF951B7');
  });

  it('verifies case-insensitively and refuses any change', () => {
    const data = '{"issOrderNo":"TDH2026041300954053"}';
    const sign = shansongSign({ ...base, data });
    expect(shansongVerify({ ...base, data }, sign.toLowerCase())).toBe(true);
    expect(shansongVerify({ ...base, data: data.replace('53"', '54"') }, sign)).toBe(false);
    expect(shansongVerify({ ...base, data, timestamp: '1700000000001' }, sign)).toBe(false);
    expect(shansongVerify({ ...base, data, appSecret: 'other' }, sign)).toBe(false);
    expect(shansongVerify({ ...base, data }, undefined)).toBe(false);
    expect(shansongVerify({ ...base, data }, 'not-hex')).toBe(false);
  });
});
