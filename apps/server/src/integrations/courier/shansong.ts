// A client of the ShanSong (闪送) open platform, merchants API v5 (docs/decisions/0015):
// every call is a form POST of clientId, shopId, timestamp (ms), sign and `data` (compact
// JSON), answered `{ status: 200, msg, data }`. Booking is two calls, as ShanSong asks:
// orderCalculate (price the trip, get ShanSong's orderNumber) then orderPlace (commit it).
// The same code talks to ShanSong and to the local sandbox (sandbox.ts).
import type { CourierStatus } from '@eshop/domain/contract';
import type { Localized } from '@eshop/domain/i18n';
import { CourierCallbackError, CourierError, type BookInput, type Courier, type CourierEvent } from './courier.ts';
import { shansongSign, shansongVerify } from './shansong-sign.ts';

export const SHANSONG_PATHS = {
  orderCalculate: '/openapi/merchants/v5/orderCalculate',
  orderPlace: '/openapi/merchants/v5/orderPlace',
  abortOrder: '/openapi/merchants/v5/abortOrder',
} as const;

/** ShanSong's order statuses (orderInfo / callbacks): 20 派单中, 30 待取货, 40 闪送中, 50 已完成, 60 已取消. */
export const SHANSONG_STATUS: Readonly<Record<number, CourierStatus>> = {
  20: 'Dispatching',
  30: 'PendingPickup',
  40: 'Transit',
  50: 'Completed',
  60: 'Cancelled',
};
export const SHANSONG_CODE: Readonly<Record<CourierStatus, number>> = { Dispatching: 20, PendingPickup: 30, Transit: 40, Completed: 50, Cancelled: 60 };

/** goodType 16 = 水果 (fresh produce), the closest of ShanSong's types to chilled meat. */
const GOOD_TYPE_FRESH = 16;

export interface ShanSongOptions {
  /** https://open.ishansong.com (production) or http://open.s.bingex.com (ShanSong's test platform). */
  baseUrl: string;
  clientId: string;
  shopId: string;
  appSecret: string;
  /** shipment.courier of the shipments it books: 'shansong' (live) or 'sandbox'. */
  name: string;
  /** Milliseconds since the epoch (tests pass a fixed clock). */
  now?: () => number;
  timeoutMs?: number;
}

interface OpenResponse { status?: unknown; msg?: unknown; data?: unknown }

/** The status callback ShanSong posts (JSON), as far as the shop reads it. */
export interface ShanSongCallback {
  issOrderNo: string;
  /** Our orderNo of receiverList (the transactionId). */
  orderNo: string;
  status: number;
  statusDesc?: string;
  subStatus?: number;
  subStatusDesc?: string;
  courier?: { name?: string; mobile?: string; latitude?: string; longitude?: string; time?: string } | null;
  abortReason?: string;
  /** Sandbox extension: the place of the report in words (ShanSong itself sends coordinates only). */
  location?: string;
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name.toLowerCase()] ?? headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Bilingual route text of a status report (ShanSong's own statusDesc is a bare Chinese status word). */
export function describeShanSong(status: CourierStatus, courier: { name?: string | undefined }, abortReason?: string): Localized {
  const who = courier.name ?? '';
  switch (status) {
    case 'Dispatching': return { en_US: 'Order placed with ShanSong; finding a courier nearby', zh_CN: '已向闪送下单，正在为您派单' };
    case 'PendingPickup': return { en_US: `Courier ${who} accepted the order and is on the way to the store`.replace('  ', ' '), zh_CN: `闪送员${who}已接单，正在前往门店取件` };
    case 'Transit': return { en_US: `Courier ${who} picked up the parcel; on the way to you in a cold box`.replace('  ', ' '), zh_CN: `闪送员${who}已取件，冷链保温箱配送中` };
    case 'Completed': return { en_US: 'Delivered and signed for. Enjoy your meal!', zh_CN: '已送达签收，祝您用餐愉快！' };
    case 'Cancelled': return { en_US: `The courier order was cancelled${abortReason ? ` (${abortReason})` : ''}`, zh_CN: `闪送订单已取消${abortReason ? `（${abortReason}）` : ''}` };
  }
}

/** Reads a callback body; null when it is not one. */
export function readShanSongCallback(rawBody: string): ShanSongCallback | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const status = typeof b.status === 'string' ? Number(b.status) : b.status;
  if (typeof b.issOrderNo !== 'string' || !b.issOrderNo || typeof b.orderNo !== 'string' || typeof status !== 'number' || !Number.isInteger(status)) return null;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const c = b.courier && typeof b.courier === 'object' ? b.courier as Record<string, unknown> : null;
  return {
    issOrderNo: b.issOrderNo, orderNo: b.orderNo, status,
    statusDesc: str(b.statusDesc), subStatus: typeof b.subStatus === 'number' ? b.subStatus : undefined, subStatusDesc: str(b.subStatusDesc),
    courier: c ? { name: str(c.name), mobile: str(c.mobile), latitude: str(c.latitude), longitude: str(c.longitude), time: str(c.time) } : null,
    abortReason: str(b.abortReason), location: str(b.location),
  };
}

export function createShanSongCourier(options: ShanSongOptions): Courier {
  const base = options.baseUrl.replace(/\/$/, '');
  const now = options.now ?? Date.now;
  const credentials = { appSecret: options.appSecret, clientId: options.clientId, shopId: options.shopId };

  async function call(path: string, business: unknown): Promise<Record<string, unknown>> {
    const data = JSON.stringify(business);
    const timestamp = String(now());
    const form = new URLSearchParams({ clientId: options.clientId, shopId: options.shopId, timestamp, sign: shansongSign({ ...credentials, timestamp, data }), data });
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new CourierError(`ShanSong unreachable: ${(err as Error).message}`, 'NetworkError');
    }
    let body: OpenResponse;
    try {
      body = (await res.json()) as OpenResponse;
    } catch {
      throw new CourierError(`ShanSong answered HTTP ${res.status} without JSON`, 'BadResponse');
    }
    if (body.status !== 200) throw new CourierError(`ShanSong ${path}: ${String(body.status)} ${typeof body.msg === 'string' ? body.msg : ''}`.trim(), String(body.status ?? 'BadResponse'));
    return body.data && typeof body.data === 'object' ? body.data as Record<string, unknown> : {};
  }

  return {
    name: options.name,
    logisticsCompany: { en_US: 'ShanSong', zh_CN: '闪送' },

    async book(input: BookInput) {
      const r = input.receiver;
      const priced = await call(SHANSONG_PATHS.orderCalculate, {
        cityName: r.city,
        sender: {
          fromAddress: input.sender.address, fromAddressDetail: '', fromSenderName: input.sender.name, fromMobile: input.sender.phone,
          // ShanSong takes BD-09 coordinates; the store's are WGS-84 (~500 m apart in Shanghai): docs/decisions/0015.
          fromLatitude: String(input.sender.lat), fromLongitude: String(input.sender.lng),
        },
        receiverList: [{
          orderNo: input.orderRef,
          toAddress: `${r.province}${r.city}${r.district}${r.address}`, toAddressDetail: '',
          // The address book keeps no coordinates; ShanSong geocodes the address text (assumption, docs/decisions/0015).
          toLatitude: '', toLongitude: '',
          toReceiverName: r.name, toMobile: r.mobile,
          goodType: GOOD_TYPE_FRESH, weight: 1,
          remarks: input.items.map((i) => `${i.name} x${i.quantity}`).join('; ').slice(0, 200),
        }],
        appointType: 0,
      });
      const orderNumber = priced.orderNumber;
      if (typeof orderNumber !== 'string' || !orderNumber) throw new CourierError('ShanSong orderCalculate answered without an orderNumber', 'BadResponse');
      await call(SHANSONG_PATHS.orderPlace, { issOrderNo: orderNumber });
      return { shipmentNo: orderNumber };
    },

    async cancel(shipmentNo: string, _reason: string) {
      // abortOrder takes no reason; deductFlag false: never agree to pay a return fee silently.
      await call(SHANSONG_PATHS.abortOrder, { issOrderNo: shipmentNo, deductFlag: false });
    },

    parseCallback(headers, rawBody) {
      const timestamp = header(headers, 'timestamp');
      const sign = header(headers, 'sign');
      if (header(headers, 'clientId') !== options.clientId || header(headers, 'shopId') !== options.shopId || !timestamp || !/^\d{10,16}$/.test(timestamp)
        || !shansongVerify({ ...credentials, timestamp, data: rawBody }, sign)) {
        throw new CourierCallbackError('The callback is not signed by ShanSong.', 'BAD_SIGNATURE');
      }
      const cb = readShanSongCallback(rawBody);
      const status = cb ? SHANSONG_STATUS[cb.status] : undefined;
      if (!cb || !status) throw new CourierCallbackError('The callback is not a ShanSong status report.', 'BAD_CALLBACK');
      const courier = { name: cb.courier?.name, phone: cb.courier?.mobile };
      const event: CourierEvent = {
        shipmentNo: cb.issOrderNo,
        orderRef: cb.orderNo,
        // ShanSong's callbacks carry no id of their own: one report per order, status and sub-status.
        eventId: `${cb.issOrderNo}:${cb.status}:${cb.subStatus ?? 0}`,
        status,
        occurredAt: new Date(Number(timestamp)),
        description: describeShanSong(status, courier, cb.abortReason),
        location: cb.location ?? null,
        courierName: courier.name,
        courierPhone: courier.phone,
      };
      return event;
    },

    callbackAnswer(ok, message = '') {
      return { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ status: ok ? 200 : 400, msg: ok ? '' : message, data: '' }) };
    },
  };
}
