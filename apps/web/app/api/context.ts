// What the host server hands to every loader and action (see apps/server/src/web).
import type { ApiTransport } from './client.ts';

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiTransport;
    /** The shop runs on simulated providers (payments, texts, courier): every page shows the demo notice. */
    demoShop: boolean;
  }
}

export {};
