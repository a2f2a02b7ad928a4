// Outside services the shop talks to (docs/decisions/0010): e-mail over SMTP, SMS over
// the Tencent Cloud SMS API, WeChat OAuth, WeChat Pay API v3 (0013). Each has a real client written to the
// provider's protocol; when no real provider is configured a local stand-in that speaks
// the same protocol is started next to the shop, and a developer reads what it received
// under /dev/*. Nothing here is a function that just answers "ok".
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '@eshop/db';
import type { Config } from '../config.ts';
import type { Outbox } from '../jobs/queue.ts';
import { openMail, type Mailer } from './mail/index.ts';
import { openSms, type SmsSender } from './sms/index.ts';
import { openWechat, type WechatOAuth } from './wechat/index.ts';
import { openPayments, type PaymentProvider } from './wechatpay/index.ts';
import type { WechatPaySandbox } from './wechatpay/sandbox.ts';
import { openCourier, type Courier } from './courier/index.ts';
import { openPhotoStore } from './s3/index.ts';
import type { PhotoStore } from '../modules/photos/store.ts';

/** What one integration hands the shop: the client, its dev pages (sandbox only), and how to stop it. */
export interface Opened<T> {
  client: T;
  /** Routes under /dev/ (only while the sandbox is in use), loopback-only unless a route says `byLink` (dev-guard.ts). */
  devRoutes?: FastifyPluginAsync | undefined;
  close(): Promise<void>;
}

export interface Integrations {
  mailer: Mailer;
  sms: SmsSender;
  wechat: WechatOAuth;
  payments: PaymentProvider;
  /** The local WeChat Pay stand-in when WECHATPAY_MODE=sandbox (tests pay through it). */
  paymentsSandbox?: WechatPaySandbox | undefined;
  courier: Courier;
  /** Where uploaded photos are kept (PHOTO_STORE). */
  photoStore: PhotoStore;
  devRoutes: FastifyPluginAsync[];
  close(): Promise<void>;
}

export async function openIntegrations(deps: { config: Config; db: Database; outbox?: Outbox | undefined }): Promise<Integrations> {
  const opened: Opened<unknown>[] = [];
  try {
    const mail = await openMail(deps);
    opened.push(mail);
    const sms = await openSms(deps);
    opened.push(sms);
    const wechat = await openWechat(deps);
    opened.push(wechat);
    const payments = await openPayments(deps);
    opened.push(payments);
    const courier = await openCourier(deps);
    opened.push(courier);
    const photoStore = await openPhotoStore(deps);
    opened.push(photoStore);
    return {
      mailer: mail.client,
      sms: sms.client,
      wechat: wechat.client,
      payments: payments.client,
      paymentsSandbox: payments.sandbox,
      courier: courier.client,
      photoStore: photoStore.client,
      devRoutes: opened.flatMap((o) => (o.devRoutes ? [o.devRoutes] : [])),
      close: async () => { await Promise.all(opened.map((o) => o.close())); },
    };
  } catch (err) {
    await Promise.all(opened.map((o) => o.close()));
    throw err;
  }
}
