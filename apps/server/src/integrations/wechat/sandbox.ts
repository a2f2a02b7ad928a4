// A local stand-in for WeChat's web OAuth, speaking its protocol (docs/decisions/0010):
// - the authorize page (/dev/wechat/connect/oauth2/authorize, served by the shop because
//   the phone's browser must reach it) checks appid, scope and that redirect_uri is on
//   the shop's origin (WeChat's "authorised domain"), then answers like snsapi_base:
//   silently, a 302 to redirect_uri?code=…&state=…;
// - the API server (127.0.0.1, own port) answers /sns/oauth2/access_token with
//   WeChat's JSON, including its error codes (40013 appid, 40125 secret, 40029 code).
// The WeChat user of a phone is a random openid kept in a cookie of that browser, so two
// browsers are two WeChat users. Codes are single-use and expire after 5 minutes, as
// WeChat's do; the sandbox keeps them in memory like the real service keeps its own.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { byLink } from '../dev-guard.ts';

const CODE_TTL_MS = 5 * 60_000;
export const SANDBOX_USER_COOKIE = 'wx_sandbox_openid';

export interface WechatSandbox {
  /** Base URL of the API server, e.g. http://127.0.0.1:41234 */
  apiBase: string;
  /** Path of the authorize page's base below the shop's origin (it serves /dev/wechat/connect/oauth2/authorize). */
  authorizeBase: string;
  routes: FastifyPluginAsync;
  close(): Promise<void>;
}

export async function startWechatSandbox(opts: { appId: string; appSecret: string; shopOrigin: string }): Promise<WechatSandbox> {
  const codes = new Map<string, { openid: string; expires: number }>();
  const issue = (openid: string): string => {
    const now = Date.now();
    for (const [c, v] of codes) if (v.expires < now) codes.delete(c);
    const code = randomBytes(16).toString('hex');
    codes.set(code, { openid, expires: now + CODE_TTL_MS });
    return code;
  };

  const tokens = new Set<string>();
  const jsapiTicket = randomBytes(32).toString('base64url');

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const answer = (body: object) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const q = url.searchParams;
    // JS-SDK: the official account's access token, then the jsapi_ticket (WeChat's JSON and error codes).
    if (req.method === 'GET' && url.pathname === '/cgi-bin/token') {
      if (q.get('appid') !== opts.appId) return answer({ errcode: 40013, errmsg: 'invalid appid' });
      if (q.get('secret') !== opts.appSecret) return answer({ errcode: 40125, errmsg: 'invalid appsecret' });
      if (q.get('grant_type') !== 'client_credential') return answer({ errcode: 40002, errmsg: 'invalid grant_type' });
      const token = randomBytes(24).toString('base64url');
      tokens.add(token);
      return answer({ access_token: token, expires_in: 7200 });
    }
    if (req.method === 'GET' && url.pathname === '/cgi-bin/ticket/getticket') {
      if (!tokens.has(q.get('access_token') ?? '')) return answer({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
      if (q.get('type') !== 'jsapi') return answer({ errcode: 40097, errmsg: 'invalid args' });
      return answer({ errcode: 0, errmsg: 'ok', ticket: jsapiTicket, expires_in: 7200 });
    }
    if (req.method !== 'GET' || url.pathname !== '/sns/oauth2/access_token') {
      res.writeHead(404).end();
      return;
    }
    if (q.get('appid') !== opts.appId) return answer({ errcode: 40013, errmsg: 'invalid appid' });
    if (q.get('secret') !== opts.appSecret) return answer({ errcode: 40125, errmsg: 'invalid appsecret' });
    if (q.get('grant_type') !== 'authorization_code') return answer({ errcode: 40002, errmsg: 'invalid grant_type' });
    const code = q.get('code') ?? '';
    const entry = codes.get(code);
    codes.delete(code);
    if (!entry || entry.expires < Date.now()) return answer({ errcode: 40029, errmsg: 'invalid code' });
    return answer({
      access_token: randomBytes(24).toString('base64url'),
      expires_in: 7200,
      refresh_token: randomBytes(24).toString('base64url'),
      openid: entry.openid,
      scope: 'snsapi_base',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('wechat sandbox: no port');

  const shopHost = new URL(opts.shopOrigin).host;
  const routes: FastifyPluginAsync = async (app) => {
    // The phone's browser must reach it (like open.weixin.qq.com); it lists nothing.
    app.get('/wechat/connect/oauth2/authorize', { schema: { hide: true } as object, ...byLink }, async (req, reply) => {
      const q = req.query as Record<string, string | undefined>;
      const fail = (msg: string) => reply.code(400).type('text/plain; charset=utf-8').send(`WeChat sandbox: ${msg}`);
      if (q.appid !== opts.appId) return fail('invalid appid (40013)');
      if (q.response_type !== 'code') return fail('response_type must be code');
      if (q.scope !== 'snsapi_base' && q.scope !== 'snsapi_userinfo') return fail('invalid scope (10005)');
      let redirect: URL;
      try {
        redirect = new URL(q.redirect_uri ?? '');
      } catch {
        return fail('invalid redirect_uri');
      }
      // Like WeChat's authorised domain: only the shop's own pages may receive codes.
      if (redirect.host !== shopHost && redirect.host !== req.host) return fail('redirect_uri is not on the authorised domain (10003)');
      let openid = req.cookies[SANDBOX_USER_COOKIE];
      if (!openid || !/^o[A-Za-z0-9_-]{27}$/.test(openid)) {
        openid = `o${randomBytes(20).toString('base64url')}`;
        void reply.setCookie(SANDBOX_USER_COOKIE, openid, { path: '/dev/wechat', httpOnly: true, sameSite: 'lax', maxAge: 365 * 24 * 3600 });
      }
      redirect.searchParams.set('code', issue(openid));
      redirect.searchParams.set('state', q.state ?? '');
      return reply.redirect(redirect.toString(), 302);
    });
  };

  return {
    apiBase: `http://127.0.0.1:${address.port}`,
    authorizeBase: '/dev/wechat',
    routes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
