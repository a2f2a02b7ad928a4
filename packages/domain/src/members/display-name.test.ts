import { describe, expect, it } from 'vitest';
import { maskedContact, publicName } from './display-name.ts';

describe('publicName: never the raw e-mail or phone', () => {
  it.each([
    [{ nickname: 'Chef Li', email: 'li.wei@example.com', phone: '13812345678' }, 'Chef Li'],
    [{ nickname: '  ', email: 'li.wei@example.com', phone: null }, 'li***@example.com'],
    [{ nickname: null, email: 'chen@example.com', phone: '13812348000' }, 'ch***@example.com'],
    [{ nickname: null, email: 'li@example.com', phone: null }, 'l***@example.com'],
    [{ nickname: null, email: null, phone: '13812345678' }, '138****5678'],
    [{ nickname: null, email: null, phone: null }, 'Member'],
  ])('%o → %s', (m, name) => expect(publicName(m, 'en_US')).toBe(name));
  it('says 会员 in Chinese when there is nothing to show', () => expect(publicName({ nickname: null, email: null, phone: null }, 'zh_CN')).toBe('会员'));
  it('says what the caller names when there is nothing to show', () => expect(publicName({ nickname: null, email: null, phone: null }, 'en_US', 'WeChat customer')).toBe('WeChat customer'));
  it('masks a mobile number in the middle', () => expect(maskedContact('13812348000')).toBe('138****8000'));
  it('never shows the raw e-mail address', () => expect(publicName({ nickname: null, email: 'chen.li@example.com', phone: null }, 'zh_CN')).not.toContain('chen.li'));
  it('masks short or odd contacts entirely', () => expect(maskedContact('12345')).toBe('***'));
});
