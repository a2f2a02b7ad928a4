// Client of WeChat's web OAuth for official accounts (snsapi_base): the phone is sent to
// open.weixin.qq.com, comes back with a one-time `code`, and the server exchanges it at
// api.weixin.qq.com/sns/oauth2/access_token for the user's openid.
// https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/Wechat_webpage_authorization.html
import type { WechatOAuth } from './index.ts';

export class WechatApiError extends Error {
  constructor(readonly errcode: number, readonly errmsg: string) {
    super(`WeChat API error ${errcode}: ${errmsg}`);
    this.name = 'WechatApiError';
  }
}

export interface WechatOAuthOptions {
  appId: string;
  appSecret: string;
  /** Where phones are sent: https://open.weixin.qq.com (live) or the sandbox's page. */
  authorizeBase: string;
  /** Server-to-server API: https://api.weixin.qq.com (live) or the sandbox's server. */
  apiBase: string;
  timeoutMs?: number;
}

interface AccessTokenAnswer {
  access_token?: string;
  openid?: string;
  scope?: string;
  errcode?: number;
  errmsg?: string;
}

export function createWechatOAuthClient(opts: WechatOAuthOptions): WechatOAuth {
  let ticket: { value: string; until: number } | null = null;
  const getJson = async <T extends { errcode?: number; errmsg?: string }>(path: string, query: Record<string, string>): Promise<T> => {
    const res = await fetch(`${opts.apiBase}${path}?${new URLSearchParams(query).toString()}`, { signal: AbortSignal.timeout(opts.timeoutMs ?? 5000) });
    if (!res.ok) throw new WechatApiError(-1, `HTTP ${res.status}`);
    const answer = (await res.json()) as T;
    if (answer.errcode) throw new WechatApiError(answer.errcode, answer.errmsg ?? '');
    return answer;
  };
  return {
    appId: opts.appId,

    // https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/JS-SDK.html (appendix 1): the
    // access token and the ticket both live 7200 s; refreshed 5 minutes early. One process
    // fetches its own (WeChat allows several valid tokens at once for a while).
    async jsapiTicket() {
      if (ticket && ticket.until > Date.now()) return ticket.value;
      const token = await getJson<{ access_token?: string; errcode?: number; errmsg?: string }>('/cgi-bin/token', {
        grant_type: 'client_credential', appid: opts.appId, secret: opts.appSecret,
      });
      if (!token.access_token) throw new WechatApiError(-1, 'answer without access_token');
      const t = await getJson<{ ticket?: string; expires_in?: number; errcode?: number; errmsg?: string }>('/cgi-bin/ticket/getticket', { access_token: token.access_token, type: 'jsapi' });
      if (!t.ticket) throw new WechatApiError(-1, 'answer without ticket');
      ticket = { value: t.ticket, until: Date.now() + ((t.expires_in ?? 7200) - 300) * 1000 };
      return ticket.value;
    },

    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({
        appid: opts.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
      });
      // WeChat requires the parameters in this order and the #wechat_redirect fragment.
      return `${opts.authorizeBase}/connect/oauth2/authorize?${query.toString()}#wechat_redirect`;
    },

    async openidFor(code) {
      const query = new URLSearchParams({ appid: opts.appId, secret: opts.appSecret, code, grant_type: 'authorization_code' });
      const res = await fetch(`${opts.apiBase}/sns/oauth2/access_token?${query.toString()}`, {
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
      if (!res.ok) throw new WechatApiError(-1, `HTTP ${res.status}`);
      const answer = (await res.json()) as AccessTokenAnswer;
      if (answer.errcode) throw new WechatApiError(answer.errcode, answer.errmsg ?? '');
      if (!answer.openid) throw new WechatApiError(-1, 'answer without openid');
      return answer.openid;
    },
  };
}
