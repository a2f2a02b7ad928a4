// WeChat JS-SDK page signature (wx.config), JS-SDK docs appendix 1: sha1 over
// "jsapi_ticket=…&noncestr=…&timestamp=…&url=…" (keys sorted, values raw, the page URL
// without its #fragment).
import { createHash, randomBytes } from 'node:crypto';

export interface JsSdkConfig {
  debug: false;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

export function jsSdkSignature(input: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const url = input.url.split('#')[0]!;
  return createHash('sha1').update(`jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`).digest('hex');
}

export function jsSdkConfig(input: { appId: string; ticket: string; url: string; now: Date; jsApiList: string[] }): JsSdkConfig {
  const nonceStr = randomBytes(12).toString('base64url');
  const timestamp = Math.floor(input.now.getTime() / 1000);
  return {
    debug: false, appId: input.appId, timestamp, nonceStr,
    signature: jsSdkSignature({ ticket: input.ticket, nonceStr, timestamp, url: input.url }), jsApiList: input.jsApiList,
  };
}
