// A shopper of the kill test: a browser-like HTTP client (its own address and session
// cookie) that goes through the proxy with the calls the storefront makes — browse, register,
// address, add to cart, CreateOrder, pay at the WeChat Pay sandbox's "scan and pay" page,
// ask PaymentStatus until paid. A network error or a 502/503/504 (an instance died under the request)
// is retried as a real client would: the same call again, CreateOrder with the SAME
// oh.requestId, which makes the retry safe (docs/decisions/0024).
import { randomBytes, randomUUID } from 'node:crypto';

export const PASSWORD = 'secret-Passw0rd';

/** What the shoppers met on the way: the retries are the dead instance's cost to them. */
export interface Traffic {
  requests: number;
  /** Calls that were repeated after a transient failure. */
  retries: number;
  /** Transient failures by kind: 'network', '502', '503', '504'. */
  transient: Record<string, number>;
  /** Calls that still failed after every retry. */
  givenUp: number;
}

export const newTraffic = (): Traffic => ({ requests: 0, retries: 0, transient: {}, givenUp: 0 });

export interface Answer {
  status: number;
  body: string;
  json<T = { data: unknown }>(): T;
}

/** The call failed for good (after the retries, or with an answer the shopper cannot use). */
export class ShopperError extends Error {
  override name = 'ShopperError';
}

/** One order as the shopper drove it; the checks compare these with the database. */
export interface DrivenOrder {
  shopper: number;
  email: string;
  requestId: string;
  skuId: number;
  quantity: number;
  /** CreateOrder answered 200 with this order (after retries with the same requestId). */
  transactionId: string | null;
  /** Some CreateOrder answer said replayed: an earlier attempt had made it. */
  replayed: boolean;
  /** The shopper confirmed the payment at the sandbox. */
  payConfirmed: boolean;
  /** PaymentStatus answered paid. */
  seenPaid: boolean;
  /** Left unpaid on purpose, or cancelled by the shopper. */
  plan: 'pay' | 'leave' | 'cancel';
  cancelled: boolean;
  /** What went wrong, when something did. */
  error: string | null;
}

const TRANSIENT = new Set([502, 503, 504]);
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
export const randomIp = (): string => `10.${[...randomBytes(3)].map((b) => (b % 250) + 1).join('.')}`;

/** `session`: a session cookie value to go on with (the same shopper at another address of the shop). */
export function shopperClient(origin: string, traffic: Traffic, ip = randomIp(), session?: string) {

  async function once(method: 'GET' | 'POST', pathOrUrl: string, form?: Record<string, string>): Promise<Answer> {
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${origin}${pathOrUrl}`;
    traffic.requests += 1;
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(40_000),
      headers: {
        ch: 'website',
        lang: 'en_US',
        'x-forwarded-for': ip,
        ...(session ? { cookie: `eshop_session=${session}` } : {}),
        ...(method === 'POST' ? { origin, 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const m = /^eshop_session=([^;]*)/.exec(cookie);
      if (m) session = m[1] || undefined;
    }
    const body = await res.text();
    return { status: res.status, body, json: () => JSON.parse(body) };
  }

  /** The call, repeated (up to 8 times, backing off) while the answer is a network error or 502/503/504. */
  async function call(method: 'GET' | 'POST', pathOrUrl: string, form?: Record<string, string>): Promise<Answer> {
    for (let attempt = 1; ; attempt += 1) {
      let kind: string;
      try {
        const answer = await once(method, pathOrUrl, form);
        if (!TRANSIENT.has(answer.status)) return answer;
        kind = String(answer.status);
      } catch (err) {
        kind = 'network';
        if (attempt >= 8) {
          traffic.givenUp += 1;
          throw new ShopperError(`${method} ${pathOrUrl}: ${(err as Error).message}`);
        }
      }
      traffic.transient[kind] = (traffic.transient[kind] ?? 0) + 1;
      if (attempt >= 8) {
        traffic.givenUp += 1;
        throw new ShopperError(`${method} ${pathOrUrl}: still ${kind} after ${attempt} attempts`);
      }
      traffic.retries += 1;
      await sleep(Math.min(2000, 150 * 2 ** attempt));
    }
  }

  const api = (path: string) => `/api/${path}`;
  const expect = (answer: Answer, what: string, ...statuses: number[]) => {
    if (!(statuses.length ? statuses : [200]).includes(answer.status)) throw new ShopperError(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
    return answer;
  };

  return {
    ip,
    get session() { return session; },
    call,
    get: (path: string) => call('GET', api(path)),
    post: (path: string, form: Record<string, string>) => call('POST', api(path), form),
    expect,
  };
}

export type ShopperClient = ReturnType<typeof shopperClient>;

/** Registers (or, when a retried registration had gone through, signs in) and adds a delivery address. */
export async function becomeMember(c: ShopperClient, email: string): Promise<number> {
  const reg = await c.post('m/account/reg.html', {
    'm.email': email, 'm.password': PASSWORD, 'm.confirmPassword': PASSWORD, 'm.agreement': 'Y',
  });
  if (reg.status === 409) {
    c.expect(await c.post('m/account/login.html', { 'm.email': email, 'm.password': PASSWORD }), 'sign in');
  } else {
    c.expect(reg, 'register');
  }
  c.expect(await c.post('a/execute/capi/account/Address', {
    'a.recipient': '张伟', 'a.province': '上海市', 'a.city': '上海市', 'a.district': '静安区',
    'a.street': '南京西路1266号', 'a.unit': '2号楼1201室', 'a.mobile': '13812345678', 'a.zip': '200040',
  }), 'add address');
  const list = c.expect(await c.get('a/capi/account/Address.List'), 'addresses').json<{ data: { addressId: number }[] }>();
  const first = list.data[0];
  if (!first) throw new ShopperError('no address after adding one');
  return first.addressId;
}

/** The home page and a product list, as a visitor sees them before signing in. */
export async function browse(c: ShopperClient, itemIds: number[]): Promise<void> {
  c.expect(await c.call('GET', '/eshop/'), 'shop address', 302);
  c.expect(await c.call('GET', '/eshop/pc/'), 'home page');
  c.expect(await c.get('a/capi/catalog/Item.List?pageSize=24&pageOffset=0'), 'Item.List');
  for (const id of itemIds) c.expect(await c.get(`a/capi/catalog/SingleItem.List?t.itemId=${id}`), 'SingleItem.List');
}

/**
 * Puts the SKU in the cart and creates the order, retrying with the same requestId.
 * `beforeCreate` is awaited just before CreateOrder goes out (the kill test aims its kill there).
 */
export async function placeOrder(c: ShopperClient, order: DrivenOrder, addressId: number, itemId: number, beforeCreate?: () => Promise<void>): Promise<void> {
  c.expect(await c.get(`a/capi/catalog/SingleItem.List?t.itemId=${itemId}`), 'SingleItem.List');
  c.expect(await c.post('a/execute/capi/shopping/AddToCart', { 'sku.skuId': String(order.skuId), 'h.quantity': String(order.quantity) }), 'AddToCart');
  await beforeCreate?.();
  const created = c.expect(await c.post('a/execute/capi/shopping/CreateOrder', {
    'oh.deliveryOption': 'delivery', 'a.addressId': String(addressId), 'oh.paymentMethod': 'wechatpay', 'oh.requestId': order.requestId,
  }), 'CreateOrder').json<{ data: { transactionId: string; replayed: boolean } }>();
  order.transactionId = created.data.transactionId;
  order.replayed = created.data.replayed;
}

/** Shows the QR, opens its link as the payer's phone would, confirms, and polls until the shop says paid. */
export async function payOrder(c: ShopperClient, order: DrivenOrder, timeoutMs = 60_000): Promise<void> {
  const tid = order.transactionId!;
  const pay = c.expect(await c.post('a/execute/capi/shopping/Pay', { 'oh.transactionId': tid }), 'Pay')
    .json<{ data: { codeUrl: string | null; paid: boolean } }>();
  if (!pay.data.paid) {
    const codeUrl = pay.data.codeUrl;
    if (!codeUrl) throw new ShopperError(`Pay gave no QR for ${tid}`);
    c.expect(await c.call('GET', codeUrl), 'pay page');
    // 409: a retried confirmation finds the order paid by the first one.
    c.expect(await c.call('POST', `${codeUrl}/confirm`, { lang: 'en' }), 'confirm payment', 200, 409);
    order.payConfirmed = true;
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // As the pay page asks: answered once paid, here or (through Redis) on the other instance (docs/decisions/0050).
    const s = c.expect(await c.get(`a/capi/shopping/PaymentStatus?oh.transactionId=${tid}&waitSeconds=10`), 'PaymentStatus').json<{ data: { paid: boolean } }>();
    if (s.data.paid) {
      order.seenPaid = true;
      return;
    }
    if (Date.now() > deadline) throw new ShopperError(`${tid} not paid ${timeoutMs / 1000} s after the payment`);
    await sleep(500);
  }
}

export async function cancelOrder(c: ShopperClient, order: DrivenOrder): Promise<void> {
  // 409: a retried cancel finds the order cancelled by the first one (the database is the judge).
  const answer = c.expect(await c.post('a/execute/capi/shopping/CancelOrder', { 'oh.transactionId': order.transactionId!, remarks: 'Changed my mind' }), 'CancelOrder', 200, 409);
  order.cancelled = answer.status === 200;
}

export const newOrder = (shopper: number, email: string, skuId: number, quantity: number, plan: DrivenOrder['plan']): DrivenOrder => ({
  shopper, email, requestId: randomUUID(), skuId, quantity, transactionId: null, replayed: false,
  payConfirmed: false, seenPaid: false, plan, cancelled: false, error: null,
});
