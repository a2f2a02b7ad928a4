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
  /** Minutes a payment QR code stays valid (decisions.md "Payment": default 5). */
  PAYMENT_QR_MINUTES: z.coerce.number().int().min(1).max(30).default(5),
  /** Seconds between runs of the background jobs (unpaid orders, refunds); 0 = off. */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
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
  /** WeChat Pay API v3: 'live' (WECHATPAY_BASE_URL with the merchant's keys) or 'sandbox' (local stand-in speaking that API; pay at /dev/wechatpay). */
  WECHATPAY_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  WECHATPAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  WECHATPAY_MCHID: z.string().regex(/^\d{6,32}$/).optional(),
  /** App id the merchant is bound to (default WECHAT_APP_ID). */
  WECHATPAY_APP_ID: z.string().optional(),
  /** Serial number of the merchant API certificate. */
  WECHATPAY_MERCHANT_SERIAL_NO: z.string().regex(/^[0-9A-Fa-f]{8,64}$/).optional(),
  /** Merchant API private key (apiclient_key.pem): PEM text or a file path. */
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  /** "WeChat Pay public key" id (PUB_KEY_ID_…) and the key itself (PEM text or a file path). */
  WECHATPAY_PUBLIC_KEY_ID: z.string().regex(/^PUB_KEY_ID_\w+$/).optional(),
  WECHATPAY_PUBLIC_KEY: z.string().optional(),
  /** APIv3 key: 32 characters, decrypts notifications. */
  WECHATPAY_APIV3_KEY: z.string().refine((v) => Buffer.byteLength(v, 'utf8') === 32, 'must be 32 bytes').optional(),
  /** Courier (docs/decisions/0015): 'live' (ShanSong open platform) or 'sandbox' (local stand-in speaking that protocol; orders at /dev/courier). */
  COURIER_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  /** ShanSong merchants API: https://open.ishansong.com (production), http://open.s.bingex.com (ShanSong's test platform). */
  SHANSONG_BASE_URL: z.string().url().default('https://open.ishansong.com'),
  SHANSONG_CLIENT_ID: z.string().default('sandbox-client-id'),
  SHANSONG_SHOP_ID: z.string().default('20000000000001'),
  SHANSONG_APP_SECRET: z.string().default('sandbox-app-secret'),
  /** Sandbox courier: milliseconds between two steps of a booked order. */
  COURIER_SANDBOX_STEP_MS: z.coerce.number().int().min(10).max(3_600_000).default(20_000),
  /** Seed demo data into an empty database at start. */
  SEED_ON_START: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /**
   * Password of the demo staff account `admin` (all roles), created with the demo data
   * when there is no staff account yet. Unset: 'butcher-staff-demo', except in production,
   * where no demo account is made unless this is set (create staff with `npm run staff:create`).
   */
  STAFF_SEED_PASSWORD: z.string().min(8).optional(),
}).superRefine((c, ctx) => {
  // Live WeChat Pay cannot run on defaults: refuse to start without the merchant's keys.
  if (c.WECHATPAY_MODE !== 'live') return;
  for (const name of ['WECHATPAY_MCHID', 'WECHATPAY_MERCHANT_SERIAL_NO', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_PUBLIC_KEY_ID', 'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_APIV3_KEY'] as const) {
    if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when WECHATPAY_MODE=live' });
  }
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
