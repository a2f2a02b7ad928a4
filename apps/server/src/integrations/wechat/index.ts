// WeChat official-account OAuth (snsapi_base): who is the WeChat user on the phone.
// WECHAT_MODE=live talks to WeChat; sandbox (default) starts the local stand-in.
import type { Database } from '@eshop/db';
import { publicOrigin, type Config } from '../../config.ts';
import type { Opened } from '../index.ts';
import { createWechatOAuthClient } from './oauth.ts';
import { startWechatSandbox } from './sandbox.ts';

export interface WechatOAuth {
  /** Where to send the phone; WeChat comes back to `redirectUri` with `code` and `state`. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** Exchanges the one-time code for the user's openid; rejects on an invalid or used code. */
  openidFor(code: string): Promise<string>;
  /** The official account's app id (JS-SDK config). */
  readonly appId: string;
  /** The JS-SDK jsapi_ticket (cached until shortly before it expires). */
  jsapiTicket(): Promise<string>;
}

export async function openWechat(deps: { config: Config; db: Database }): Promise<Opened<WechatOAuth>> {
  const { config } = deps;
  const credentials = { appId: config.WECHAT_APP_ID, appSecret: config.WECHAT_APP_SECRET };
  if (config.WECHAT_MODE === 'live') {
    return {
      client: createWechatOAuthClient({ ...credentials, authorizeBase: 'https://open.weixin.qq.com', apiBase: 'https://api.weixin.qq.com' }),
      close: async () => {},
    };
  }
  const sandbox = await startWechatSandbox({ ...credentials, shopOrigin: publicOrigin(config) });
  return {
    client: createWechatOAuthClient({ ...credentials, authorizeBase: `${publicOrigin(config)}${sandbox.authorizeBase}`, apiBase: sandbox.apiBase }),
    devRoutes: sandbox.routes,
    close: sandbox.close,
  };
}
