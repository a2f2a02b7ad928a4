// WeChat official-account OAuth (snsapi_base): who is the WeChat user on the phone.
import type { Database } from '@eshop/db';
import type { Config } from '../../config.ts';
import type { Opened } from '../index.ts';

export interface WechatOAuth {
  /** Where to send the phone; WeChat comes back to `redirectUri` with `code` and `state`. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** Exchanges the one-time code for the user's openid; rejects on an invalid or used code. */
  openidFor(code: string): Promise<string>;
}

export async function openWechat(_deps: { config: Config; db: Database }): Promise<Opened<WechatOAuth>> {
  throw new Error('openWechat: not implemented yet');
}
