// The WeChat OAuth client against the local stand-in: the same HTTP exchange as with
// api.weixin.qq.com, including WeChat's error answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { createWechatOAuthClient, WechatApiError } from './oauth.ts';
import { startWechatSandbox, type WechatSandbox } from './sandbox.ts';

const credentials = { appId: 'wxtest0000000000001', appSecret: 'test-secret' };

describe('WeChat OAuth client and sandbox', () => {
  let sandbox: WechatSandbox;
  let shop: FastifyInstance;
  beforeAll(async () => {
    sandbox = await startWechatSandbox({ ...credentials, shopOrigin: 'http://shop.test' });
    shop = Fastify();
    await shop.register(cookie);
    await shop.register(sandbox.routes, { prefix: '/dev' });
  });
  afterAll(async () => { await shop.close(); await sandbox.close(); });

  const client = (over: Partial<typeof credentials> = {}) =>
    createWechatOAuthClient({ ...credentials, ...over, authorizeBase: 'http://shop.test/dev/wechat', apiBase: sandbox.apiBase });

  /** The phone follows the authorize URL; the sandbox answers with the redirect WeChat would send. */
  async function authorize(url: string, openidCookie?: string) {
    const u = new URL(url.replace(/#wechat_redirect$/, ''));
    const res = await shop.inject({ method: 'GET', url: `${u.pathname}${u.search}`, headers: openidCookie ? { cookie: `wx_sandbox_openid=${openidCookie}` } : {} });
    return res;
  }

  it('builds the authorize URL WeChat expects', () => {
    const url = client().authorizeUrl('http://shop.test/eshop/mobile/authorize-qr?ticket=abc', 'n0nce');
    expect(url).toBe('http://shop.test/dev/wechat/connect/oauth2/authorize?appid=wxtest0000000000001&redirect_uri=http%3A%2F%2Fshop.test%2Feshop%2Fmobile%2Fauthorize-qr%3Fticket%3Dabc&response_type=code&scope=snsapi_base&state=n0nce#wechat_redirect');
  });

  it('returns to the shop with a code that the client exchanges once for the same openid', async () => {
    const res = await authorize(client().authorizeUrl('http://shop.test/eshop/mobile/authorize-qr?ticket=abc', 's1'));
    expect(res.statusCode).toBe(302);
    const back = new URL(res.headers.location as string);
    expect(back.searchParams.get('ticket')).toBe('abc');
    expect(back.searchParams.get('state')).toBe('s1');
    const openidCookie = res.cookies.find((c) => c.name === 'wx_sandbox_openid')!.value;
    expect(openidCookie).toMatch(/^o[\w-]{27}$/);
    expect(await client().openidFor(back.searchParams.get('code')!)).toBe(openidCookie);
    await expect(client().openidFor(back.searchParams.get('code')!)).rejects.toMatchObject({ errcode: 40029 });

    // The same phone (cookie) is the same WeChat user next time.
    const again = await authorize(client().authorizeUrl('http://shop.test/eshop/mobile/authorize-qr?ticket=def', 's2'), openidCookie);
    expect(await client().openidFor(new URL(again.headers.location as string).searchParams.get('code')!)).toBe(openidCookie);
  });

  it('answers WeChat errors for a wrong secret or app id, and refuses foreign redirect targets', async () => {
    const res = await authorize(client().authorizeUrl('http://shop.test/eshop/mobile/authorize-qr', 's'));
    const code = new URL(res.headers.location as string).searchParams.get('code')!;
    const wrong = client({ appSecret: 'guessed' }).openidFor(code);
    await expect(wrong).rejects.toBeInstanceOf(WechatApiError);
    await expect(wrong).rejects.toMatchObject({ errcode: 40125 });
    expect((await authorize(client({ appId: 'wxother' }).authorizeUrl('http://shop.test/x', 's'))).statusCode).toBe(400);
    const foreign = await authorize(client().authorizeUrl('https://evil.example/steal', 's'));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('authorised domain');
  });
});
