// Test helpers for the account calls: a browser-like member (its own address, cookie
// jar and language), form posts from this shop's origin, and registration factories.
import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentView } from '@eshop/domain/contract';
import type { TestShop } from './helpers.ts';

/** `inject` requests are addressed to localhost:80; a page of the shop has this origin. */
export const SHOP_ORIGIN = 'http://localhost';
export const PASSWORD = 'secret-Passw0rd';

export const uniqueEmail = (tag = 'member'): string => `${tag}-${randomBytes(5).toString('hex')}@example.com`;
export const randomIp = (): string => `10.${[...randomBytes(3)].map((b) => (b % 250) + 1).join('.')}`;

export interface Visitor {
  ip: string;
  /** The session cookie value, when signed in. */
  session: string | undefined;
  captchaId: string | undefined;
  post(path: string, form: Record<string, string>, opts?: { lang?: string; headers?: Record<string, string>; origin?: string | null; session?: string | null }): Promise<LightMyRequestResponse>;
  get(path: string, opts?: { lang?: string; session?: string | null }): Promise<LightMyRequestResponse>;
}

export function cookieOf(res: LightMyRequestResponse, name: string) {
  return (res.cookies as { name: string; value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string; path?: string; secure?: boolean }[])
    .find((c) => c.name === name);
}

/** A browser on its own IP address; keeps the session cookie the server sets. */
export function visitor(shop: TestShop, ip = randomIp()): Visitor {
  const v: Visitor = {
    ip,
    session: undefined,
    captchaId: undefined,
    async post(path, form, opts = {}) {
      const session = opts.session === undefined ? v.session : opts.session ?? undefined;
      const origin = opts.origin === undefined ? SHOP_ORIGIN : opts.origin;
      const res = await shop.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: {
          ch: 'website',
          lang: opts.lang ?? 'en_US',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': ip,
          ...(origin ? { origin } : {}),
          ...(session ? { cookie: `eshop_session=${session}` } : {}),
          ...opts.headers,
        },
        payload: new URLSearchParams(form).toString(),
      });
      const set = cookieOf(res, 'eshop_session');
      if (set && opts.session === undefined) v.session = set.maxAge === 0 ? undefined : set.value;
      return res;
    },
    async get(path, opts = {}) {
      const session = opts.session === undefined ? v.session : opts.session ?? undefined;
      return shop.inject({
        method: 'GET',
        url: `/api/${path}`,
        headers: { ch: 'website', lang: opts.lang ?? 'en_US', 'x-forwarded-for': ip, ...(session ? { cookie: `eshop_session=${session}` } : {}) },
      });
    },
  };
  return v;
}

export const registration = (email: string, overrides: Record<string, string> = {}) => ({
  'm.email': email,
  'm.password': PASSWORD,
  'm.confirmPassword': PASSWORD,
  'm.agreement': 'Y',
  ...overrides,
});

/** A registered, signed-in member on its own address. */
export async function registeredMember(shop: TestShop, overrides: Record<string, string> = {}) {
  const v = visitor(shop);
  const email = uniqueEmail();
  const res = await v.post('m/account/reg.html', registration(email, overrides));
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  return Object.assign(v, { email });
}

export const chineseAddress = (overrides: Record<string, string> = {}) => ({
  'a.recipient': '张伟',
  'a.province': '上海市',
  'a.city': '上海市',
  'a.district': '静安区',
  'a.street': '南京西路1266号',
  'a.unit': '2号楼1201室',
  'a.mobile': '13812345678',
  'a.zip': '200040',
  ...overrides,
});

/** A member of registeredMember: a signed-in visitor with an e-mail. */
export type RegisteredMember = Awaited<ReturnType<typeof registeredMember>>;

export type Shopper = RegisteredMember & { addressId: number };

/** A registered member with one Chinese delivery address: the shopper of the checkout tests. */
export async function shopperWithAddress(shop: TestShop): Promise<Shopper> {
  const m = await registeredMember(shop);
  const res = await m.post('a/execute/capi/account/Address', chineseAddress());
  if (res.statusCode !== 200) throw new Error(`address refused: ${res.body}`);
  const list = await m.get('a/capi/account/Address.List');
  return Object.assign(m, { addressId: (list.json() as { data: { addressId: number }[] }).data[0]!.addressId });
}

export async function addToCart(m: Visitor, skuId: number, quantity: number): Promise<void> {
  const res = await m.post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(skuId), 'h.quantity': String(quantity) });
  if (res.statusCode !== 200) throw new Error(`AddToCart refused: ${res.body}`);
}

/** CreateOrder's fields for delivery to the shopper's address, with a fresh request id. */
export const deliveryOrder = (m: { addressId: number }, extra: Record<string, string> = {}) => ({
  'oh.deliveryOption': 'delivery', 'a.addressId': String(m.addressId), 'oh.paymentMethod': 'wechatpay', 'oh.requestId': randomUUID(), ...extra,
});

/** Puts `quantity` of one SKU in the cart and orders it for delivery: the transactionId. */
export async function placeDeliveryOrder(m: Shopper, skuId: number, quantity = 1): Promise<string> {
  await addToCart(m, skuId, quantity);
  const res = await m.post('a/execute/capi/shopping/CreateOrder', deliveryOrder(m));
  if (res.statusCode !== 200) throw new Error(`CreateOrder refused: ${res.body}`);
  return (res.json() as { data: { transactionId: string } }).data.transactionId;
}

/**
 * Pays an order as the payer's phone would: shows its QR (Pay), confirms it at the WeChat Pay
 * sandbox, and hands the shop the signed notification; throws unless the shop accepts it.
 */
export async function payThroughSandbox(shop: TestShop, m: Visitor, transactionId: string): Promise<void> {
  const qr = (await m.post('a/execute/capi/shopping/Pay', { 'oh.transactionId': transactionId })).json() as { data: PaymentView };
  const sandbox = shop.app.eshopServices.paymentsSandbox!;
  const order = await sandbox.findByCode(qr.data.codeUrl!.split('/').pop()!);
  await sandbox.pay(order!.outTradeNo);
  const n = await sandbox.signNotification({ event: 'TRANSACTION.SUCCESS', resource: (await sandbox.transactionResource(order!.outTradeNo))! });
  const res = await shop.inject({ method: 'POST', url: '/api/pay/wechatpay/notify', headers: n.headers, payload: n.body });
  if (res.statusCode !== 204) throw new Error(`payment notification refused: ${res.statusCode} ${res.body}`);
}
