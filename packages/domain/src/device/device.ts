// Device and channel from the user agent (spec section 2): phones, tablets and similar
// are mobile, everything else is pc; the channel is wechat for mobile, else website.
export type Device = 'pc' | 'mobile';

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|MicroMessenger|Tablet|Kindle|Silk|PlayBook|BlackBerry|Opera Mini|HarmonyOS/i;

export function detectDevice(userAgent: string | null | undefined): Device {
  return userAgent && MOBILE_UA.test(userAgent) ? 'mobile' : 'pc';
}

/** WeChat-only features (JSAPI pay, QR authorisation) also need the WeChat browser. */
export function isWeChat(userAgent: string | null | undefined): boolean {
  return !!userAgent && /MicroMessenger/i.test(userAgent);
}

export function channelFor(device: Device): 'wechat' | 'website' {
  return device === 'mobile' ? 'wechat' : 'website';
}
