// The one place that reads process.env (STYLE: configuration). Everything else receives
// a Config object. Defaults run the shop on one machine with local stand-ins of the
// providers; no secret has a default, and production refuses the stand-ins unless a demo
// is declared (docs/decisions/0021-production-mode-and-demo.md).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DEMO_TERMINAL, parsePosTerminals } from './modules/loyalty/pos-signature.ts';

const fields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded database location (PGlite) when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('./data'),
  /** Where uploaded photos are kept: file (PHOTO_DIR), s3 (S3_*), s3-sandbox (a local S3 stand-in; docs/decisions/0031). */
  PHOTO_DIR: z.string().default('./photos'),
  PHOTO_STORE: z.enum(['file', 's3', 's3-sandbox']).default('file'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** PostgreSQL connection string; when set the embedded database is not used. */
  DATABASE_URL: z.string().url().optional(),
  /** Base path of the HTTP API (spec section 7: /api/, configurable). */
  API_BASE: z.string().regex(/^\/[a-z0-9/_-]*[a-z0-9_-]$/i).default('/api'),
  /** Image server setting of the spec: prefix of every image URL ('' = this server). */
  IMAGE_BASE_URL: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built storefront (react-router build output). */
  WEB_BUILD_DIR: z.string().default('apps/web/build'),
  BACKOFFICE_BUILD_DIR: z.string().default('apps/backoffice/build'),
  /** Seconds a catalogue or content read is served from the in-process cache (0 = off). */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** scrypt cost of new password hashes as log2(N) (17 = 128 MiB per hash, OWASP's minimum). */
  PASSWORD_SCRYPT_LOG2N: z.coerce.number().int().min(12).max(20).default(17),
  /** Proxies whose X-Forwarded-For is trusted (proxy-addr list: 'loopback', CIDRs, comma-separated). */
  TRUST_PROXY: z.string().default('loopback'),
  /**
   * Milliseconds a looked-up session is trusted in this process before it is looked up again
   * (0 = every request looks it up). Any session ended anywhere clears it on every instance
   * (docs/decisions/0044).
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  /** Seconds an anonymous shopper's page is served from the in-process page cache (0 = off). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /**
   * Redis shared by every instance (redis://[:password@]host:6379[/db], rediss:// for TLS):
   * rate limits, and invalidation of each instance's caches. Unset: the database and this
   * process do it, enough for one instance (docs/decisions/0026).
   */
  REDIS_URL: z.string().url().refine((v) => /^rediss?:\/\//.test(v), 'must start with redis:// or rediss://').optional(),
  /** Prefix of every Redis key and channel: shops (or test runs) sharing one Redis keep apart. */
  REDIS_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/).default('eshop:'),
  /**
   * Seconds between SIGTERM and closing the server, while /ready answers 503 so the load
   * balancer stops sending (requests still arriving are served). Default 5 in production,
   * 0 in development and test (docs/decisions/0027).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).optional(),
  /** Bearer token that admits a Prometheus scraper to /metrics from anywhere; unset: loopback callers only. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
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
  /** Minutes an order may stay unpaid; then the scheduled job cancels it (decisions.md "Orders": 30). */
  ORDER_PAY_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  /** Run the job workers and schedules in this instance (docs/decisions/0025); false: it only serves requests. */
  JOBS_RUN: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Seconds an idle job worker waits before looking for work again (pg-boss polling, at least 0.5). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Seconds between pg-boss maintenance runs: jobs of a process that died are retried after this at most. */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Schema of the job queue's tables; test files sharing one database each use their own. */
  JOBS_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,49}$/).default('pgboss'),
  /** SMS provider: 'tencent' (Tencent Cloud SMS API) or 'sandbox' (local gateway speaking that API; texts at /dev/sms). */
  SMS_PROVIDER: z.enum(['sandbox', 'tencent']).default('sandbox'),
  TENCENT_SMS_ENDPOINT: z.string().url().default('https://sms.tencentcloudapi.com'),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  // The Tencent account: required with SMS_PROVIDER=tencent; the sandbox makes its own.
  TENCENT_SMS_SECRET_ID: z.string().optional(),
  TENCENT_SMS_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().optional(),
  TENCENT_SMS_SIGN_NAME: z.string().optional(),
  /** Template with one parameter {1} (the code) and {2} (minutes valid). */
  TENCENT_SMS_TEMPLATE_ID: z.string().optional(),
  /** WeChat official account: 'live' (api.weixin.qq.com) or 'sandbox' (local stand-in speaking that protocol). */
  WECHAT_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  /** Required with WECHAT_MODE=live (and, unless WECHATPAY_APP_ID is set, WECHATPAY_MODE=live). */
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
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
  // The ShanSong merchant account: required with COURIER_MODE=live; the sandbox makes its own.
  SHANSONG_CLIENT_ID: z.string().optional(),
  SHANSONG_SHOP_ID: z.string().optional(),
  SHANSONG_APP_SECRET: z.string().optional(),
  /** Sandbox courier: milliseconds between two steps of a booked order. */
  COURIER_SANDBOX_STEP_MS: z.coerce.number().int().min(10).max(3_600_000).default(20_000),
  /** Seed demo data into an empty database at start. */
  SEED_ON_START: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /**
   * Password of the demo staff account `admin` (all roles), created with the demo data
   * when there is no staff account yet (default 'butcher-staff-demo'). Production without
   * DEMO_SHOP makes no such account and refuses this variable: staff come from `npm run staff:create`.
   */
  STAFF_SEED_PASSWORD: z.string().min(8).optional(),
  /**
   * The store tills that may report sales (docs/pos-api.md): `id:secret` pairs separated by
   * commas, e.g. `till-1:<secret>,till-2:<secret>`; ids 1-40 of [A-Za-z0-9_-], secrets
   * 16-256 printable characters without spaces or commas. Unset: a demo shop and
   * development accept the documented demo terminal `demo-till`; a production shop that is
   * not a demo accepts none (every till call is 401) and refuses the demo secret.
   */
  POS_TERMINALS: z.string().optional(),
  /**
   * Declares a demo deployment: with NODE_ENV=production the shop refuses to start on a
   * simulated provider unless this is true. `npm start` sets it (main.ts --demo).
   */
  DEMO_SHOP: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  // What every page's footer and the customer-service box show (docs/decisions/0038).
  /** The site's ICP filing number, e.g. 沪ICP备12345678号-1: the footer links it to beian.miit.gov.cn. Unset: not shown. */
  ICP_FILING: z.string().trim().max(60).regex(/^[^<>]*$/).optional(),
  /** Address of the business licence (an image or the licence's page): the footer's 营业执照 link. Unset: not shown. */
  BUSINESS_LICENCE_URL: z.string().url().refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL').optional(),
  /** Customer-service hotline shown on orders and the member centre (a tel: link). */
  SERVICE_HOTLINE: z.string().regex(/^\+?[0-9][0-9 -]{4,24}$/).default('021-62708812'),
  /** The link the WeChat service account's QR code carries (e.g. https://weixin.qq.com/r/…); drawn as a QR code. Unset: no QR. */
  SERVICE_ACCOUNT_URL: z.string().url().optional(),
});

type Fields = z.output<typeof fields>;

/** What a live provider cannot run without: no default would work, so none is made up. */
const LIVE_NEEDS = [
  { mode: 'SMS_PROVIDER=tencent', live: (c: Fields) => c.SMS_PROVIDER === 'tencent', needs: ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'] },
  { mode: 'WECHAT_MODE=live', live: (c: Fields) => c.WECHAT_MODE === 'live', needs: ['WECHAT_APP_ID', 'WECHAT_APP_SECRET'] },
  { mode: 'WECHATPAY_MODE=live', live: (c: Fields) => c.WECHATPAY_MODE === 'live', needs: ['WECHATPAY_MCHID', 'WECHATPAY_MERCHANT_SERIAL_NO', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_PUBLIC_KEY_ID', 'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_APIV3_KEY'] },
  { mode: 'COURIER_MODE=live', live: (c: Fields) => c.COURIER_MODE === 'live', needs: ['SHANSONG_CLIENT_ID', 'SHANSONG_SHOP_ID', 'SHANSONG_APP_SECRET'] },
  { mode: 'PHOTO_STORE=s3', live: (c: Fields) => c.PHOTO_STORE === 's3', needs: ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] },
] as const satisfies { mode: string; live: (c: Fields) => boolean; needs: (keyof Fields)[] }[];

/** The providers running as local stand-ins, each with what a real deployment sets instead. */
const SIMULATED = [
  { simulated: (c: Fields) => c.SMS_PROVIDER === 'sandbox', what: 'SMS_PROVIDER=sandbox', instead: 'SMS_PROVIDER=tencent with TENCENT_SMS_*' },
  { simulated: (c: Fields) => c.WECHAT_MODE === 'sandbox', what: 'WECHAT_MODE=sandbox', instead: 'WECHAT_MODE=live with WECHAT_APP_ID, WECHAT_APP_SECRET' },
  { simulated: (c: Fields) => c.WECHATPAY_MODE === 'sandbox', what: 'WECHATPAY_MODE=sandbox', instead: 'WECHATPAY_MODE=live with WECHATPAY_*' },
  { simulated: (c: Fields) => c.COURIER_MODE === 'sandbox', what: 'COURIER_MODE=sandbox', instead: 'COURIER_MODE=live with SHANSONG_*' },
  { simulated: (c: Fields) => !c.SMTP_URL, what: 'SMTP_URL unset (local mail catcher)', instead: 'SMTP_URL' },
  { simulated: (c: Fields) => c.PHOTO_STORE === 's3-sandbox', what: 'PHOTO_STORE=s3-sandbox', instead: 'PHOTO_STORE=file or PHOTO_STORE=s3 with S3_*' },
] as const;

/** The simulated providers of a configuration, as their settings (e.g. 'WECHATPAY_MODE=sandbox'). */
export const simulatedProviders = (config: Fields): string[] => SIMULATED.filter((p) => p.simulated(config)).map((p) => p.what);

/**
 * A demo shop: some provider is simulated (in any NODE_ENV). Shoppers are told so on every
 * page, a demo staff account is seeded, and production allows it only with DEMO_SHOP=true.
 */
export const isDemoShop = (config: Fields): boolean => simulatedProviders(config).length > 0;

/** What the storefront's footer and customer-service box show: the explicit list of these settings the pages see (docs/decisions/0038). */
export const shopSite = (config: Fields) => ({
  icpFiling: config.ICP_FILING || null,
  licenceUrl: config.BUSINESS_LICENCE_URL ?? null,
  serviceHotline: config.SERVICE_HOTLINE,
  serviceAccountUrl: config.SERVICE_ACCOUNT_URL ?? null,
});

/**
 * Password of the demo staff account `admin` seeded at start, or null: a demo shop and
 * development have one; a production shop has only the staff made with `npm run staff:create`.
 */
export const demoStaffPassword = (config: Fields): string | null =>
  isDemoShop(config) || config.NODE_ENV !== 'production' ? config.STAFF_SEED_PASSWORD ?? 'butcher-staff-demo' : null;

/**
 * The tills the shop accepts, id → secret (docs/pos-api.md): POS_TERMINALS, else the demo
 * terminal in a demo shop and in development, else none.
 */
export function posTerminals(config: Fields): Map<string, string> {
  if (config.POS_TERMINALS === undefined) {
    return isDemoShop(config) || config.NODE_ENV !== 'production' ? new Map([[DEMO_TERMINAL.id, DEMO_TERMINAL.secret]]) : new Map();
  }
  const parsed = parsePosTerminals(config.POS_TERMINALS);
  if (!parsed.ok) throw new ConfigError(`Invalid configuration: POS_TERMINALS: ${parsed.problem}`);
  return parsed.terminals;
}

/** Local stand-ins get credentials drawn at each start: nothing secret-looking is a default. */
const drawn = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/**
 * The one schema. `opening` adds the rules of opening the shop itself; ops tools that
 * only touch the database (create-staff) start no provider and skip them.
 */
const schemaFor = (opening: boolean) => fields.superRefine((c, ctx) => {
  for (const provider of LIVE_NEEDS) {
    if (!provider.live(c)) continue;
    for (const name of provider.needs) if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: `required when ${provider.mode}` });
  }
  // Live payments need the app the merchant is bound to; the sandbox's app id would not do.
  if (c.WECHATPAY_MODE === 'live' && !c.WECHATPAY_APP_ID && !c.WECHAT_APP_ID) {
    ctx.addIssue({ code: 'custom', path: ['WECHATPAY_APP_ID'], message: 'required when WECHATPAY_MODE=live (or set WECHAT_APP_ID)' });
  }
  const tills = c.POS_TERMINALS === undefined ? null : parsePosTerminals(c.POS_TERMINALS);
  if (tills && !tills.ok) ctx.addIssue({ code: 'custom', path: ['POS_TERMINALS'], message: tills.problem });
  if (!opening || c.NODE_ENV !== 'production') return;
  // The demo terminal's secret is printed in docs/pos-api.md: anyone could report sales with it.
  if (tills?.ok && !isDemoShop(c) && [...tills.terminals.values()].includes(DEMO_TERMINAL.secret)) {
    ctx.addIssue({ code: 'custom', path: ['POS_TERMINALS'], message: 'the demo terminal\'s secret is public (docs/pos-api.md): give every till its own secret' });
  }
  const simulated = SIMULATED.filter((p) => p.simulated(c));
  if (!c.DEMO_SHOP && simulated.length > 0) {
    ctx.addIssue({
      code: 'custom', path: [],
      message: `NODE_ENV=production will not run on simulated providers: ${simulated.map((p) => `${p.what} (set ${p.instead})`).join(', ')}. `
        + 'Configure the real providers (README, "Running in production"), or set DEMO_SHOP=true to open a demo shop whose payments are simulated.',
    });
  }
  if (!c.DEMO_SHOP && c.STAFF_SEED_PASSWORD) {
    ctx.addIssue({ code: 'custom', path: ['STAFF_SEED_PASSWORD'], message: 'production seeds no staff account: unset it and create staff with `npm run staff:create` (or set DEMO_SHOP=true for a demo)' });
  }
  // A demo's notice tells every shopper that payments are simulated: it must not take real money.
  if (c.DEMO_SHOP && simulated.length > 0 && c.WECHATPAY_MODE === 'live') {
    ctx.addIssue({ code: 'custom', path: ['DEMO_SHOP'], message: 'a demo shop tells shoppers that payments are simulated: it cannot run with WECHATPAY_MODE=live' });
  }
}).transform((c) => ({
  ...c,
  SHUTDOWN_DRAIN_SECONDS: c.SHUTDOWN_DRAIN_SECONDS ?? (c.NODE_ENV === 'production' ? 5 : 0),
  TENCENT_SMS_SECRET_ID: c.TENCENT_SMS_SECRET_ID ?? drawn('sandbox-id-'),
  TENCENT_SMS_SECRET_KEY: c.TENCENT_SMS_SECRET_KEY ?? drawn('sandbox-key-'),
  // Identifiers (not secrets) of the stand-ins stay fixed: the sandboxes' stored texts and
  // payments carry them, and a payment made before a restart must still match the app.
  TENCENT_SMS_SDK_APP_ID: c.TENCENT_SMS_SDK_APP_ID ?? '1400000000',
  TENCENT_SMS_SIGN_NAME: c.TENCENT_SMS_SIGN_NAME ?? 'Butcher & Deli',
  TENCENT_SMS_TEMPLATE_ID: c.TENCENT_SMS_TEMPLATE_ID ?? '100001',
  WECHAT_APP_ID: c.WECHAT_APP_ID ?? 'wxsandbox0000000001',
  WECHAT_APP_SECRET: c.WECHAT_APP_SECRET ?? drawn('sandbox-secret-'),
  SHANSONG_CLIENT_ID: c.SHANSONG_CLIENT_ID ?? drawn('sandbox-client-'),
  SHANSONG_SHOP_ID: c.SHANSONG_SHOP_ID ?? '20000000000001',
  SHANSONG_APP_SECRET: c.SHANSONG_APP_SECRET ?? drawn('sandbox-secret-'),
}));

/** Every variable the configuration reads (`.env.example` lists the same set; config.test.ts checks). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(fields.shape);

export type Config = z.output<ReturnType<typeof schemaFor>>;

/** Where shoppers reach the shop (PUBLIC_ORIGIN, else this machine's port). */
export const publicOrigin = (config: Config): string => (config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');

export interface LoadOptions {
  /** An ops tool (e.g. create-staff) that opens the database only: the rules of opening the shop do not apply. */
  tool?: boolean;
  /** Overrides NODE_ENV (`npm run dev` is development whatever the shell says). */
  nodeEnv?: Config['NODE_ENV'];
}

/** The environment does not describe a shop that may start; main.ts prints it without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env, options: LoadOptions = {}): Config {
  const cleaned = Object.fromEntries(Object.entries({ ...env, NODE_ENV: options.nodeEnv ?? env.NODE_ENV }).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schemaFor(!options.tool).safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** Defaults for tests and tools that build the app without an environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false', PASSWORD_SCRYPT_LOG2N: '14' }), ...overrides };
}
