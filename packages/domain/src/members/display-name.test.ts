import { describe, expect, it } from 'vitest';
import { maskedContact, publicName } from './display-name.ts';

describe('publicName: never the raw e-mail or phone', () => {
  it.each([
    [{ nickname: 'Chef Li', email: 'li.wei@example.com', phone: '13812345678' }, 'Chef Li'],
    [{ nickname: '  ', email: 'li.wei@example.com', phone: null }, 'l***@example.com'],
    [{ nickname: null, email: null, phone: '13812345678' }, '138****5678'],
    [{ nickname: null, email: null, phone: null }, 'Member'],
  ])('%o → %s', (m, name) => expect(publicName(m, 'en_US')).toBe(name));
  it('says 会员 in Chinese when there is nothing to show', () => expect(publicName({ nickname: null, email: null, phone: null }, 'zh_CN')).toBe('会员'));
  it('masks short or odd contacts entirely', () => expect(maskedContact('12345')).toBe('***'));
});
