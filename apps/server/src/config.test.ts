// The configuration an operator gives the shop at start (docs/decisions/0021): production
// refuses simulated providers unless a demo is declared, live providers refuse to start
// without their secrets, no secret has a default, and .env.example lists exactly the
// variables the schema reads.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, demoStaffPassword, isDemoShop, loadConfig, posTerminals } from './config.ts';
import { DEMO_TERMINAL } from './modules/loyalty/pos-signature.ts';

/** A production shop with every provider live (values only need the right shape here). */
const LIVE: Record<string, string> = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtps://shop:pw@smtp.example.com:465',
  SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'AKIDexample', TENCENT_SMS_SECRET_KEY: 'key', TENCENT_SMS_SDK_APP_ID: '1400123456',
  TENCENT_SMS_SIGN_NAME: '肉铺', TENCENT_SMS_TEMPLATE_ID: '2345678',
  WECHAT_MODE: 'live', WECHAT_APP_ID: 'wx1234567890abcdef', WECHAT_APP_SECRET: 'app-secret',
  WECHATPAY_MODE: 'live', WECHATPAY_MCHID: '1900000109', WECHATPAY_MERCHANT_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHATPAY_PRIVATE_KEY: './secrets/apiclient_key.pem', WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000',
  WECHATPAY_PUBLIC_KEY: './secrets/pub_key.pem', WECHATPAY_APIV3_KEY: 'a'.repeat(32),
  COURIER_MODE: 'live', SHANSONG_CLIENT_ID: 'ss-client', SHANSONG_SHOP_ID: '20000000000123', SHANSONG_APP_SECRET: 'ss-secret',
};
const without = (env: Record<string, string>, ...names: string[]) => Object.fromEntries(Object.entries(env).filter(([k]) => !names.includes(k)));
const problemOf = (env: Record<string, string | undefined>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

describe('loadConfig', () => {
  it('refuses production on the defaults, naming every simulated provider and how to allow a demo', () => {
    for (const env of [{}, { NODE_ENV: 'production' }]) {
      const problem = problemOf(env);
      for (const name of ['SMS_PROVIDER=sandbox', 'WECHAT_MODE=sandbox', 'WECHATPAY_MODE=sandbox', 'COURIER_MODE=sandbox', 'SMTP_URL', 'DEMO_SHOP=true']) {
        expect(problem).toContain(name);
      }
    }
    // One provider left simulated is enough to refuse, and only it is named.
    const problem = problemOf(without(LIVE, 'SMTP_URL'));
    expect(problem).toContain('SMTP_URL unset');
    expect(problem).not.toContain('WECHATPAY_MODE=sandbox');
  });

  it('opens a declared demo (DEMO_SHOP=true) in production, which is a demo shop', () => {
    const config = loadConfig({ NODE_ENV: 'production', DEMO_SHOP: 'true' });
    expect(config.WECHATPAY_MODE).toBe('sandbox');
    expect(isDemoShop(config)).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_SHOP: 'true', STAFF_SEED_PASSWORD: 'demo-password' }).STAFF_SEED_PASSWORD).toBe('demo-password');
  });

  it('opens production with every provider live, and that is not a demo', () => {
    const config = loadConfig(LIVE);
    expect(isDemoShop(config)).toBe(false);
    expect(config.TENCENT_SMS_SECRET_KEY).toBe('key');
  });

  it('refuses a live provider without its secrets, naming them, in any NODE_ENV', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      for (const [name, mode] of [
        ['TENCENT_SMS_SECRET_KEY', 'SMS_PROVIDER=tencent'], ['TENCENT_SMS_SECRET_ID', 'SMS_PROVIDER=tencent'], ['TENCENT_SMS_TEMPLATE_ID', 'SMS_PROVIDER=tencent'],
        ['WECHAT_APP_SECRET', 'WECHAT_MODE=live'], ['WECHATPAY_APIV3_KEY', 'WECHATPAY_MODE=live'],
        ['SHANSONG_APP_SECRET', 'COURIER_MODE=live'], ['SHANSONG_CLIENT_ID', 'COURIER_MODE=live'],
      ] as const) {
        expect(problemOf({ ...without(LIVE, name), NODE_ENV })).toContain(`${name}: required when ${mode}`);
      }
    }
    // Live payments need the merchant's app, not the sandbox's.
    expect(problemOf(without(LIVE, 'WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'WECHAT_MODE'))).toContain('WECHATPAY_APP_ID: required when WECHATPAY_MODE=live');
  });

  it('seeds the demo staff account in a demo and in development only, and refuses its password in production', () => {
    expect(problemOf({ ...LIVE, STAFF_SEED_PASSWORD: 'butcher-staff-demo' })).toMatch(/STAFF_SEED_PASSWORD: production seeds no staff account.*npm run staff:create/);
    expect(demoStaffPassword(loadConfig(LIVE))).toBeNull();
    expect(demoStaffPassword(loadConfig({ NODE_ENV: 'production', DEMO_SHOP: 'true' }))).toBe('butcher-staff-demo');
    expect(demoStaffPassword(loadConfig({ NODE_ENV: 'production', DEMO_SHOP: 'true', STAFF_SEED_PASSWORD: 'another-password' }))).toBe('another-password');
    expect(demoStaffPassword(loadConfig({ NODE_ENV: 'development' }))).toBe('butcher-staff-demo');
  });

  it('refuses a declared demo that would take real money', () => {
    expect(problemOf({ ...LIVE, DEMO_SHOP: 'true', SMTP_URL: '' })).toContain('DEMO_SHOP: a demo shop tells shoppers that payments are simulated');
    // With every provider live there is nothing to simulate: `npm start` on a full configuration is no demo.
    expect(isDemoShop(loadConfig({ ...LIVE, DEMO_SHOP: 'true' }))).toBe(false);
  });

  it('runs development and test on the local stand-ins, as a demo shop', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect(config.SMS_PROVIDER).toBe('sandbox');
      expect(isDemoShop(config)).toBe(true);
    }
  });

  it('gives the stand-ins secrets drawn at each start, never a fixed default', () => {
    const [a, b] = [loadConfig({ NODE_ENV: 'test' }), loadConfig({ NODE_ENV: 'test' })];
    for (const name of ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'WECHAT_APP_SECRET', 'SHANSONG_CLIENT_ID', 'SHANSONG_APP_SECRET'] as const) {
      expect(a[name]).toMatch(/^sandbox-[a-z]+-[0-9a-f]{32}$/);
      expect(a[name]).not.toBe(b[name]);
    }
  });

  it('takes REDIS_URL as redis:// or rediss:// only (optional), with the key prefix eshop: by default', () => {
    const test = { NODE_ENV: 'test' };
    expect(loadConfig(test).REDIS_URL).toBeUndefined();
    expect(loadConfig(test).REDIS_PREFIX).toBe('eshop:');
    expect(loadConfig({ ...test, REDIS_URL: 'rediss://:pw@redis.internal:6380/2', REDIS_PREFIX: 'shop-a:' })).toMatchObject({ REDIS_URL: 'rediss://:pw@redis.internal:6380/2', REDIS_PREFIX: 'shop-a:' });
    expect(problemOf({ ...test, REDIS_URL: 'http://127.0.0.1:6379' })).toContain('REDIS_URL: must start with redis:// or rediss://');
    expect(problemOf({ ...test, REDIS_PREFIX: 'has space' })).toContain('REDIS_PREFIX');
  });

  it('lets an ops tool that only opens the database load the production defaults', () => {
    expect(loadConfig({}, { tool: true }).NODE_ENV).toBe('production');
    expect(loadConfig({}, { nodeEnv: 'development' }).NODE_ENV).toBe('development');
  });
});

describe('.env.example', () => {
  it('lists every variable the configuration reads, and nothing else', () => {
    const text = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    // `NAME=…` and commented-out `# NAME=…` lines.
    const listed = [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(listed.length, 'each variable once').toBe(new Set(listed).size);
    expect(new Set(listed)).toEqual(new Set(CONFIG_VARIABLES));
  });
});

describe('POS_TERMINALS in the configuration', () => {
  const demo = new Map([[DEMO_TERMINAL.id, DEMO_TERMINAL.secret]]);
  it('defaults to the demo terminal in development, test and a demo shop, to none in a live production shop', () => {
    expect(posTerminals(loadConfig({ NODE_ENV: 'development' }))).toEqual(demo);
    expect(posTerminals(loadConfig({ NODE_ENV: 'test' }))).toEqual(demo);
    expect(posTerminals(loadConfig({ NODE_ENV: 'production', DEMO_SHOP: 'true' }))).toEqual(demo);
    expect(posTerminals(loadConfig(LIVE))).toEqual(new Map());
  });

  it('takes the configured terminals instead, and refuses a bad list at start', () => {
    expect(posTerminals(loadConfig({ NODE_ENV: 'test', POS_TERMINALS: 'till-1:0123456789abcdef' }))).toEqual(new Map([['till-1', '0123456789abcdef']]));
    expect(() => loadConfig({ NODE_ENV: 'test', POS_TERMINALS: 'till-1:short' })).toThrow(/POS_TERMINALS: terminal till-1: the secret must be 16-256/);
  });

  it('refuses the public demo secret in a production shop that is not a demo', () => {
    const demoSecret = `till-1:${DEMO_TERMINAL.secret}`;
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_SHOP: 'true', POS_TERMINALS: demoSecret })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development', POS_TERMINALS: demoSecret })).not.toThrow();
    expect(() => loadConfig({ ...LIVE, POS_TERMINALS: demoSecret })).toThrow(/POS_TERMINALS: the demo terminal's secret is public/);
    expect(posTerminals(loadConfig({ ...LIVE, POS_TERMINALS: 'till-1:0123456789abcdef' }))).toEqual(new Map([['till-1', '0123456789abcdef']]));
  });
});
