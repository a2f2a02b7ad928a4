// Choosing the provider from the configuration: live refuses to start without the
// merchant's keys and reads PEM text or files; sandbox (default) serves its pages in the
// shop under /dev/wechatpay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@eshop/db';
import { cachedTemplate, openFromTemplate } from '@eshop/db/testing';
import { loadConfig, testConfig } from '../../config.ts';
import { buildApp } from '../../app.ts';
import { openPayments } from './index.ts';

describe('openPayments', () => {
  let handle: DatabaseHandle;
  const dir = mkdtempSync(join(tmpdir(), 'wechatpay-'));
  beforeAll(async () => { handle = await openFromTemplate(await cachedTemplate({ seed: false })); });
  afterAll(async () => { await handle.close(); rmSync(dir, { recursive: true, force: true }); });

  it('live mode refuses to start without the merchant credentials', () => {
    expect(() => loadConfig({ WECHATPAY_MODE: 'live' })).toThrow(/WECHATPAY_MCHID: required when WECHATPAY_MODE=live.*WECHATPAY_APIV3_KEY/);
    expect(() => loadConfig({ WECHATPAY_APIV3_KEY: 'short' })).toThrow(/WECHATPAY_APIV3_KEY/);
    expect(loadConfig({ NODE_ENV: 'development' }).WECHATPAY_MODE).toBe('sandbox');
  });

  it('live mode builds the client from PEM text or files, without dev pages', async () => {
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyFile = join(dir, 'apiclient_key.pem');
    writeFileSync(keyFile, merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    // NODE_ENV test: the other providers stay sandboxes, which production would refuse (config.test.ts).
    const config = loadConfig({
      NODE_ENV: 'test', WECHATPAY_MODE: 'live', WECHATPAY_MCHID: '1900000109', WECHAT_APP_ID: 'wx1234567890abcdef',
      WECHATPAY_MERCHANT_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', WECHATPAY_PRIVATE_KEY: keyFile,
      WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000',
      WECHATPAY_PUBLIC_KEY: (platform.publicKey.export({ type: 'spki', format: 'pem' }) as string).replace(/\n/g, '\\n'),
      WECHATPAY_APIV3_KEY: 'a'.repeat(32),
    });
    const opened = await openPayments({ config, db: handle.db });
    expect(opened.client.appId).toBe('wx1234567890abcdef');
    expect(opened.devRoutes).toBeUndefined();
    expect((await opened.client.jsapiParams('wx123')).package).toBe('prepay_id=wx123');
    await opened.close();
    await expect(openPayments({ config: { ...config, WECHATPAY_PRIVATE_KEY: join(dir, 'missing.pem') }, db: handle.db })).rejects.toThrow(/WECHATPAY_PRIVATE_KEY/);
  });

  it('sandbox mode serves the payer pages inside the shop', async () => {
    const app = await buildApp({ config: testConfig(), db: handle.db });
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/wechatpay/orders.json' })).json()).toEqual([]);
      const declined = await app.inject({
        method: 'POST', url: '/dev/wechatpay/pay/0123456789abcdef0123456789abcdef/decline',
        headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'lang=zh_CN',
      });
      expect(declined.statusCode).toBe(200);
      expect(declined.body).toContain('已取消支付');
    } finally {
      await app.close();
    }
  });
});
