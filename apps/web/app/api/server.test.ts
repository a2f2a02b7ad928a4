import { describe, expect, it } from 'vitest';
import { logonPath, returnQuery, safeRedirectScreen, signInTarget } from './server.ts';

describe('safeRedirectScreen (the ?redirect= target after signing in)', () => {
  it('keeps screen paths of this shop', () => {
    expect(safeRedirectScreen('my/profile')).toBe('my/profile');
    expect(safeRedirectScreen('my/addresses?edit=3')).toBe('my/addresses?edit=3');
    expect(safeRedirectScreen('item/12')).toBe('item/12');
  });

  it('refuses anything that could leave the shop or climb out of it', () => {
    for (const bad of [null, '', '//evil.example', 'https://evil.example', '/my', '../admin', 'my//x', 'javascript:alert(1)', 'my/\\evil']) {
      expect(safeRedirectScreen(bad), String(bad)).toBeNull();
    }
  });
});

describe('logonPath', () => {
  it('sends to the pc logon of the page language, remembering the screen', () => {
    expect(logonPath(new Request('http://shop.test/eshop/zh_CN/mobile/my/profile'))).toBe('/zh_CN/pc/logon?redirect=my%2Fprofile');
    expect(logonPath(new Request('http://shop.test/eshop/pc/my/addresses?edit=2'), 'mobile')).toBe('/mobile/logon?redirect=my%2Faddresses%3Fedit%3D2');
    expect(logonPath(new Request('http://shop.test/eshop/pc/'))).toBe('/pc/logon');
  });
});

describe('signInTarget and returnQuery (back where the shopper was; docs/decisions/0033)', () => {
  it('takes ?redirect= first, then the header link\'s ?back=, shop paths only', () => {
    expect(signInTarget('?redirect=shopping%2Fcheckout&back=item%2F3')).toBe('shopping/checkout');
    expect(signInTarget('?back=item%2F3')).toBe('item/3');
    expect(signInTarget('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(signInTarget(new URLSearchParams({ back: 'https://evil.example' }))).toBeNull();
    expect(signInTarget('')).toBeNull();
  });

  it('passes the target on to the next sign-in page under the same name', () => {
    expect(returnQuery('?redirect=shopping%2Fcheckout%3Fsku.skuId%3D4%26h.quantity%3D2&captcha=3')).toBe('?redirect=shopping%2Fcheckout%3Fsku.skuId%3D4%26h.quantity%3D2');
    expect(returnQuery('?back=list%2Fcid%2F2')).toBe('?back=list%2Fcid%2F2');
    expect(returnQuery('?back=..%2Fadmin')).toBe('');
  });
});
