import { describe, expect, it } from 'vitest';
import { personName, pickupPersonOf } from './pickup.ts';

const profile = { nickname: null, firstName: null, lastName: null, phone: null, phoneVerified: false };

describe('pickupPersonOf', () => {
  it('puts the family name first, without a space, in Chinese', () => {
    expect(personName({ ...profile, firstName: '小明', lastName: '王' })).toBe('王小明');
  });
  it('writes "First Last" otherwise', () => {
    expect(personName({ ...profile, firstName: 'Anna', lastName: 'Müller' })).toBe('Anna Müller');
    expect(personName({ ...profile, lastName: 'Smith' })).toBe('Smith');
  });
  it('falls back to the nickname, then nothing', () => {
    expect(personName({ ...profile, nickname: ' 牛排控 ' })).toBe('牛排控');
    expect(personName(profile)).toBe('');
  });
  it('keeps to the pickup name length', () => {
    expect([...personName({ ...profile, nickname: '牛'.repeat(50) })]).toHaveLength(40);
  });
  it('offers the mobile only when it is verified', () => {
    expect(pickupPersonOf({ ...profile, nickname: 'Li', phone: '13812345678', phoneVerified: true })).toEqual({ name: 'Li', mobile: '13812345678' });
    expect(pickupPersonOf({ ...profile, nickname: 'Li', phone: '13812345678', phoneVerified: false })).toEqual({ name: 'Li', mobile: '' });
  });
});
