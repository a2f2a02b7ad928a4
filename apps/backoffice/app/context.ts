// What the host server hands to every loader and action (apps/server/src/web/storefront.ts,
// mounted a second time under /backoffice): the in-process API transport.
export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Path below the API base, e.g. 'staff/orders'. */
  path: string;
  query?: Record<string, string | number | undefined>;
  form?: Record<string, string | number | string[] | undefined>;
  json?: unknown;
  headers: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  body: unknown;
  setCookie?: string[];
}

declare module 'react-router' {
  interface AppLoadContext {
    api: (request: ApiRequest) => Promise<ApiResponse>;
    demoShop: boolean;
  }
}

export {};
