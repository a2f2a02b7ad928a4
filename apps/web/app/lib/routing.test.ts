import { describe, expect, it } from 'vitest';
import { detectDevice, resolveEntry, switchLocalePath, type EntryRequest } from './routing.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const WECHAT = 'Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36 MicroMessenger/8.0.40';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

const req = (pathname: string, over: Partial<EntryRequest> = {}): EntryRequest => ({
  pathname, search: '', userAgent: DESKTOP, cookieLang: null, acceptLanguage: 'en-GB,en;q=0.9', ...over,
});

describe('device detection', () => {
  it('treats phones, tablets and WeChat as mobile and everything else as pc', () => {
    expect(detectDevice(IPHONE)).toBe('mobile');
    expect(detectDevice(WECHAT)).toBe('mobile');
    expect(detectDevice('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe('mobile');
    expect(detectDevice(DESKTOP)).toBe('pc');
    expect(detectDevice(null)).toBe('pc');
  });
});

describe('resolveEntry', () => {
  it('sends the bare root to the pc prefix', () => {
    expect(resolveEntry(req('/eshop/'))).toEqual({ kind: 'redirect', location: '/eshop/pc/', status: 302 });
  });

  it('renders an English pc page as is', () => {
    expect(resolveEntry(req('/eshop/pc/item/3'))).toEqual({ kind: 'page', locale: 'en_US', device: 'pc' });
  });

  it('swaps the device segment for the detected device, keeping the rest and the query', () => {
    expect(resolveEntry(req('/eshop/pc/item/3', { userAgent: IPHONE, search: '?x=1' })))
      .toMatchObject({ kind: 'redirect', location: '/eshop/mobile/item/3?x=1', status: 302 });
    expect(resolveEntry(req('/eshop/zh_CN/mobile/list/cid/2')))
      .toMatchObject({ kind: 'redirect', location: '/eshop/zh_CN/pc/list/cid/2' });
  });

  it('inserts the device into a path that has none', () => {
    expect(resolveEntry(req('/eshop/item/3'))).toMatchObject({ kind: 'redirect', location: '/eshop/pc/item/3' });
  });

  it('redirects /eshop/en_US/... permanently to the unprefixed path', () => {
    expect(resolveEntry(req('/eshop/en_US/pc/list/cid/1'))).toMatchObject({ kind: 'redirect', location: '/eshop/pc/list/cid/1', status: 301 });
  });

  it('drops a repeated locale segment', () => {
    expect(resolveEntry(req('/eshop/zh_CN/zh_CN/pc/'))).toMatchObject({ kind: 'redirect', location: '/eshop/zh_CN/pc/' });
  });

  it('answers the locale 404 for a locale-looking segment that is not supported', () => {
    expect(resolveEntry(req('/eshop/fr_FR/pc/'))).toEqual({ kind: 'locale-not-found', locale: 'en_US' });
    expect(resolveEntry(req('/eshop/de_DE'))).toMatchObject({ kind: 'locale-not-found' });
  });

  it('redirects an unprefixed path to zh_CN once when the shopper prefers Chinese', () => {
    expect(resolveEntry(req('/eshop/pc/', { acceptLanguage: 'zh-CN,zh;q=0.9' })))
      .toMatchObject({ kind: 'redirect', location: '/eshop/zh_CN/pc/', setLangCookie: 'zh_CN' });
    expect(resolveEntry(req('/eshop/pc/', { cookieLang: 'zh_CN' }))).toMatchObject({ location: '/eshop/zh_CN/pc/' });
    // the zh_CN path itself renders: no loop
    expect(resolveEntry(req('/eshop/zh_CN/pc/', { cookieLang: 'zh_CN' }))).toEqual({ kind: 'page', locale: 'zh_CN', device: 'pc' });
  });

  it('lets the lang query win over cookie and Accept-Language, and saves it', () => {
    expect(resolveEntry(req('/eshop/pc/', { search: '?lang=en_US', cookieLang: 'zh_CN', acceptLanguage: 'zh-CN' })))
      .toEqual({ kind: 'page', locale: 'en_US', device: 'pc', setLangCookie: 'en_US' });
    expect(resolveEntry(req('/eshop/pc/item/1', { search: '?lang=zh_CN&a=b' })))
      .toMatchObject({ kind: 'redirect', location: '/eshop/zh_CN/pc/item/1?a=b' });
  });

  it('updates the cookie when a prefixed path disagrees with it', () => {
    expect(resolveEntry(req('/eshop/zh_CN/pc/', { cookieLang: 'en_US' }))).toMatchObject({ kind: 'page', setLangCookie: 'zh_CN' });
  });
});

describe('switchLocalePath', () => {
  it('builds the same page in the other language with the lang query', () => {
    expect(switchLocalePath('/eshop/pc/item/3', '', 'zh_CN')).toBe('/zh_CN/pc/item/3?lang=zh_CN');
    expect(switchLocalePath('/eshop/zh_CN/mobile/list/cid/2', '?page=2', 'en_US')).toBe('/mobile/list/cid/2?page=2&lang=en_US');
  });
});
