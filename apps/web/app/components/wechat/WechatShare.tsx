// The share card inside WeChat (docs/decisions/0036-seo-sharing.md): title, description,
// image and link of the page, as its Open Graph tags say. Only a WeChat browser
// (MicroMessenger) loads the code and the JS-SDK (share.client.ts, a lazy chunk); other
// browsers pay one user-agent test.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function WechatShare() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!/MicroMessenger/i.test(navigator.userAgent)) return;
    // After the commit: the head already carries the new page's tags.
    void import('./share.client.ts').then((m) => m.shareThisPage()).catch((error: unknown) => console.warn('WeChat share card', error));
  }, [pathname, search]);
  return null;
}
