import { describe, expect, it } from 'vitest';
import { logonPath, safeRedirectScreen } from './server.ts';

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
