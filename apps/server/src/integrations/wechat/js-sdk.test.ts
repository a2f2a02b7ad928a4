import { describe, expect, it } from 'vitest';
import { jsSdkSignature } from './js-sdk.ts';

describe('JS-SDK signature', () => {
  it("matches WeChat's published example (JS-SDK docs, appendix 1)", () => {
    expect(jsSdkSignature({
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW', timestamp: 1414587457, url: 'http://mp.weixin.qq.com?params=value',
    })).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the page URL without its fragment', () => {
    const base = { ticket: 't', nonceStr: 'n', timestamp: 1 };
    expect(jsSdkSignature({ ...base, url: 'https://shop.example/eshop/mobile/shopping/pay-wx?transactionId=1#top' }))
      .toBe(jsSdkSignature({ ...base, url: 'https://shop.example/eshop/mobile/shopping/pay-wx?transactionId=1' }));
  });
});
