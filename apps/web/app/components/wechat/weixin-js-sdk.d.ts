// The part of WeChat's JS-SDK (weixin-js-sdk, jweixin 1.6) the share card uses. tsconfig
// `paths` maps the package here: its own typings declare a global WeixinJSBridge: any,
// which would clash with the typed bridge of routes/pay-wx.tsx.
interface ShareCard { title: string; link: string; imgUrl: string; success?: () => void }
declare const wx: {
  config(c: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(cb: () => void): void;
  error(cb: (res: { errMsg?: string }) => void): void;
  updateAppMessageShareData(card: ShareCard & { desc: string }): void;
  updateTimelineShareData(card: ShareCard): void;
};
export default wx;
