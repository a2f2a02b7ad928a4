// What the host server hands to every loader and action (see apps/server/src/web).
import type { ApiTransport } from './client.ts';

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiTransport;
    /** The shop runs on simulated providers (payments, texts, courier): every page shows the demo notice. */
    demoShop: boolean;
    /** PUBLIC_ORIGIN: canonical, hreflang and share URLs are absolute on it (docs/decisions/0036). */
    publicOrigin: string;
    /** The shop's ICP filing, licence link and customer-service contact (docs/decisions/0038). */
    site: {
      icpFiling: string | null;
      licenceUrl: string | null;
      serviceHotline: string;
      serviceAccountUrl: string | null;
    };
  }
}

export {};
