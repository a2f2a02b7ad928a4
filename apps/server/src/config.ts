// The one place that reads process.env (STYLE: configuration). Everything else receives
// a Config object. Defaults run the shop on one machine; nothing here is a secret yet.
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded database location (PGlite) when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when set the embedded database is not used. */
  DATABASE_URL: z.string().url().optional(),
  /** Base path of the HTTP API (spec section 7: /api/, configurable). */
  API_BASE: z.string().regex(/^\/[a-z0-9/_-]*[a-z0-9_-]$/i).default('/api'),
  /** Image server setting of the spec: prefix of every image URL ('' = this server). */
  IMAGE_BASE_URL: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built storefront (react-router build output). */
  WEB_BUILD_DIR: z.string().default('apps/web/build'),
  /** Seconds a catalogue or content read is served from the in-process cache (0 = off). */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** scrypt cost of new password hashes as log2(N) (17 = 128 MiB per hash, OWASP's minimum). */
  PASSWORD_SCRYPT_LOG2N: z.coerce.number().int().min(12).max(20).default(17),
  /** Proxies whose X-Forwarded-For is trusted (proxy-addr list: 'loopback', CIDRs, comma-separated). */
  TRUST_PROXY: z.string().default('loopback'),
  /** Seconds an anonymous shopper's page is served from the in-process page cache (0 = off). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /**
   * Origin of the shop as shoppers reach it (links in e-mails, QR codes). Never taken
   * from the request's Host header, which a caller controls. Default http://localhost:PORT.
   */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /**
   * Outgoing mail server, e.g. smtps://user:pass@smtp.example.com:465. Unset: the shop
   * runs its own SMTP catcher on 127.0.0.1 and the mail is readable at /dev/mail.
   */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('"Butcher & Deli" <no-reply@butcher-deli.local>'),
  /** SMS provider: 'tencent' (Tencent Cloud SMS API) or 'sandbox' (local gateway speaking that API; texts at /dev/sms). */
  SMS_PROVIDER: z.enum(['sandbox', 'tencent']).default('sandbox'),
  TENCENT_SMS_ENDPOINT: z.string().url().default('https://sms.tencentcloudapi.com'),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  TENCENT_SMS_SECRET_ID: z.string().default('sandbox-secret-id'),
  TENCENT_SMS_SECRET_KEY: z.string().default('sandbox-secret-key'),
  TENCENT_SMS_SDK_APP_ID: z.string().default('1400000000'),
  TENCENT_SMS_SIGN_NAME: z.string().default('Butcher & Deli'),
  /** Template with one parameter {1} (the code) and {2} (minutes valid). */
  TENCENT_SMS_TEMPLATE_ID: z.string().default('100001'),
  /** WeChat official account: 'live' (api.weixin.qq.com) or 'sandbox' (local stand-in speaking that protocol). */
  WECHAT_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  WECHAT_APP_ID: z.string().default('wxsandbox0000000001'),
  WECHAT_APP_SECRET: z.string().default('sandbox-app-secret'),
  /** Seed demo data into an empty database at start. */
  SEED_ON_START: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
});

export type Config = z.output<typeof schema>;

/** Where shoppers reach the shop (PUBLIC_ORIGIN, else this machine's port). */
export const publicOrigin = (config: Config): string => (config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** Defaults for tests and tools that build the app without an environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false', PASSWORD_SCRYPT_LOG2N: '14' }), ...overrides };
}
