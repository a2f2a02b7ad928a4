// Sets the WeChat share card of the current page (JS-SDK 1.6: updateAppMessageShareData for
// "send to chat", updateTimelineShareData for Moments) from the page's Open Graph tags.
// The config's signature comes from the server (GET a/capi/wechat/ShareConfig), which
// signs the page URL with the official account's jsapi_ticket.
import wx from 'weixin-js-sdk';
import { createApi, fetchTransport } from '../../api/client.ts';
import { pageContext } from '../../lib/routing.ts';

// WeChat on iOS checks the signature against the URL the page was first opened with
// (pushState does not change what it signs); Android against the current one.
const landingUrl = window.location.href.split('#')[0]!;
const ios = /iPhone|iPad|iPod/i.test(navigator.userAgent);

const og = (property: string) => document.head.querySelector<HTMLMetaElement>(`meta[property="og:${property}"]`)?.content ?? '';

export async function shareThisPage(): Promise<void> {
  const { locale, device } = pageContext(window.location.pathname);
  const api = createApi(fetchTransport(), { locale, device, cookie: null });
  const signed = ios ? landingUrl : window.location.href.split('#')[0]!;
  const { config } = (await api.wechatShareConfig(signed)).rflag;
  const card = {
    title: og('title') || document.title,
    desc: og('description') || (document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? ''),
    // The link must be on the account's JS-interface domain: the page itself, canonical (pc) when the page names it.
    link: og('url') || window.location.href.split('#')[0]!,
    imgUrl: og('image'),
  };
  wx.config({ ...config, debug: false, timestamp: Number(config.timestamp) });
  wx.ready(() => {
    wx.updateAppMessageShareData(card);
    wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
  });
  wx.error((res) => console.warn('WeChat JS-SDK config refused', res));
}
