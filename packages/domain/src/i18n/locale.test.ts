import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  isLocale,
  langHeaderToLocale,
  LOCALES,
  localeFromAcceptLanguage,
  localeToLangHeader,
  looksLikeLocale,
  resolveLocale,
} from './locale.ts';

describe('locales (spec 2, 5 and 9)', () => {
  it('supports en_US and zh_CN, default en_US', () => {
    expect(LOCALES).toEqual(['en_US', 'zh_CN']);
    expect(DEFAULT_LOCALE).toBe('en_US');
    expect(isLocale('zh_CN')).toBe(true);
    expect(isLocale('zh_TW')).toBe(false);
    expect(isLocale('zh-CN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('recognises locale-shaped path segments', () => {
    expect(looksLikeLocale('fr_FR')).toBe(true);
    expect(looksLikeLocale('zh_CN')).toBe(true);
    expect(looksLikeLocale('pc')).toBe(false);
    expect(looksLikeLocale('zh_cn')).toBe(false);
    expect(looksLikeLocale('zh-CN')).toBe(false);
    expect(looksLikeLocale('xzh_CN')).toBe(false);
  });

  it('reads Accept-Language: zh… → zh_CN, otherwise en_US', () => {
    expect(localeFromAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh_CN');
    expect(localeFromAcceptLanguage('ZH-tw')).toBe('zh_CN');
    expect(localeFromAcceptLanguage('en-US,zh;q=0.9')).toBe('en_US');
    expect(localeFromAcceptLanguage('fr')).toBe('en_US');
    expect(localeFromAcceptLanguage('')).toBe('en_US');
    expect(localeFromAcceptLanguage(null)).toBe('en_US');
  });

  it('resolves query > cookie > Accept-Language, skipping unsupported values', () => {
    expect(resolveLocale({ query: 'zh_CN', cookie: 'en_US', acceptLanguage: 'en' })).toBe('zh_CN');
    expect(resolveLocale({ query: 'en_US', cookie: 'zh_CN', acceptLanguage: 'zh' })).toBe('en_US');
    expect(resolveLocale({ query: 'fr_FR', cookie: 'zh_CN', acceptLanguage: 'en' })).toBe('zh_CN');
    expect(resolveLocale({ query: null, cookie: 'xx', acceptLanguage: 'zh-CN' })).toBe('zh_CN');
    expect(resolveLocale({ cookie: 'en_US', acceptLanguage: 'zh-CN' })).toBe('en_US');
    expect(resolveLocale({})).toBe('en_US');
  });

  it('maps the lang header to a locale, default en_US', () => {
    expect(langHeaderToLocale('en')).toBe('en_US');
    expect(langHeaderToLocale('zh')).toBe('zh_CN');
    expect(langHeaderToLocale('en_US')).toBe('en_US');
    expect(langHeaderToLocale('zh_CN')).toBe('zh_CN');
    expect(langHeaderToLocale(' ZH-cn ')).toBe('zh_CN');
    expect(langHeaderToLocale('zhx')).toBe('en_US');
    expect(langHeaderToLocale('fr')).toBe('en_US');
    expect(langHeaderToLocale(undefined)).toBe('en_US');
    expect(localeToLangHeader('zh_CN')).toBe('zh');
    expect(localeToLangHeader('en_US')).toBe('en');
  });
});
