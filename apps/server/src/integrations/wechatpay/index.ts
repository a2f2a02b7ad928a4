// WeChat Pay API v3 (docs/decisions/0013). WECHATPAY_MODE=live talks to WeChat with the
// merchant's keys; sandbox (default) starts the local stand-in and points the same client
// at it. A developer pays at /dev/wechatpay/pay/<code> (the code_url), e.g. on a phone.
import { existsSync, readFileSync } from 'node:fs';
import type { Database } from '@eshop/db';
import { publicOrigin, type Config } from '../../config.ts';
import type { Opened } from '../index.ts';
import { createWechatPayClient } from './client.ts';
import { startWechatPaySandbox, type WechatPaySandbox } from './sandbox.ts';
import { wechatpayDevRoutes } from './dev-routes.ts';
import type { PaymentProvider } from './provider.ts';
import type { Outbox } from '../../jobs/queue.ts';

export type { PaymentProvider } from './provider.ts';

/** PEM text (literal "\n" allowed, for one-line environment values) or a path to a PEM file. */
export function pemFrom(value: string, name: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  if (!existsSync(value)) throw new Error(`${name}: neither PEM text nor an existing file: ${value}`);
  return readFileSync(value, 'utf8');
}

export async function openPayments(deps: { config: Config; db: Database; outbox?: Outbox | undefined }): Promise<Opened<PaymentProvider> & { sandbox?: WechatPaySandbox }> {
  const { config, db } = deps;
  const appId = config.WECHATPAY_APP_ID ?? config.WECHAT_APP_ID;
  if (config.WECHATPAY_MODE === 'live') {
    const required = (name: keyof Config): string => {
      const value = config[name];
      if (typeof value !== 'string' || !value) throw new Error(`WECHATPAY_MODE=live needs ${name}`);
      return value;
    };
    return {
      client: createWechatPayClient({
        baseUrl: config.WECHATPAY_BASE_URL,
        mchid: required('WECHATPAY_MCHID'),
        appId,
        merchantSerialNo: required('WECHATPAY_MERCHANT_SERIAL_NO'),
        merchantPrivateKey: pemFrom(required('WECHATPAY_PRIVATE_KEY'), 'WECHATPAY_PRIVATE_KEY'),
        platformPublicKeyId: required('WECHATPAY_PUBLIC_KEY_ID'),
        platformPublicKey: pemFrom(required('WECHATPAY_PUBLIC_KEY'), 'WECHATPAY_PUBLIC_KEY'),
        apiV3Key: required('WECHATPAY_APIV3_KEY'),
      }),
      close: async () => {},
    };
  }
  // Its notification retries are jobs of the shop's queue when there is one (they survive a restart and run on any instance).
  const outbox = deps.outbox;
  const sandbox = await startWechatPaySandbox({
    db, publicOrigin: publicOrigin(config), appId, ...(config.WECHATPAY_MCHID ? { mchid: config.WECHATPAY_MCHID } : {}),
    retryLater: outbox ? (url, body) => outbox.send(db, 'wechatpay_sandbox_notify', { url, body }, { startAfterSeconds: 1 }) : undefined,
  });
  return {
    client: createWechatPayClient(sandbox.clientOptions()),
    devRoutes: wechatpayDevRoutes(sandbox),
    sandbox,
    close: () => sandbox.close(),
  };
}
