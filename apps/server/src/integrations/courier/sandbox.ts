// The local stand-in of ShanSong (docs/decisions/0015): an HTTP server on 127.0.0.1 that
// speaks the merchants/v5 calls the shop uses (orderCalculate, orderPlace, abortOrder) as
// ShanSong does — form POSTs checked for clientId, shopId, a fresh timestamp and the MD5
// signature — and then plays the courier: every `stepMs` it moves a placed order one step
// (Dispatching → PendingPickup → Transit → Completed) and posts a signed status callback
// to the shop, retrying a refused or failed callback with backoff. State lives in memory
// only: after a restart, orders in progress are forgotten (advance them before, or book
// again). /dev/courier lists them and can push the next step at once.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomInt } from 'node:crypto';
import type { CourierStatus } from '@eshop/domain/contract';
import { shansongSign, shansongVerify } from './shansong-sign.ts';
import { SHANSONG_CODE, SHANSONG_PATHS } from './shansong.ts';

export interface SandboxCourierOptions {
  clientId: string;
  shopId: string;
  appSecret: string;
  /** Where callbacks go (ShanSong: the URL set in the merchant console). */
  callbackUrl: string;
  /** Time between two steps of an order. */
  stepMs: number;
  /** First retry of a failed callback after this; doubles up to 6 attempts in all. */
  retryBaseMs?: number;
  now?: () => number;
}

export interface SandboxStep {
  status: CourierStatus;
  at: string;
  location: string;
  /** 'delivered' once the shop answered status 200; attempts so far. */
  callback: 'pending' | 'delivered' | 'failed';
  attempts: number;
}

export interface SandboxOrder {
  shipmentNo: string;
  orderNo: string;
  receiver: string;
  address: string;
  placed: boolean;
  status: CourierStatus | 'Priced';
  courier: { name: string; mobile: string } | null;
  steps: SandboxStep[];
  /** When the next step is due (ISO), null when none is. */
  nextAt: string | null;
}

export interface SandboxCourier {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  orders(): SandboxOrder[];
  /** Moves the order one step now; false when it is unknown, not placed or already at its end. */
  advance(shipmentNo: string): boolean;
  close(): Promise<void>;
}

const WALK: readonly CourierStatus[] = ['Dispatching', 'PendingPickup', 'Transit', 'Completed'];
const MAX_ATTEMPTS = 6;
const MAX_BODY = 64 * 1024;
/** ShanSong refuses a request whose timestamp is further than this from its clock (assumed 10 minutes). */
const CLOCK_WINDOW_MS = 10 * 60 * 1000;

const COURIERS = [
  { name: '王师傅', mobile: '13917283746' },
  { name: '李师傅', mobile: '13661825390' },
  { name: '张师傅', mobile: '18621047735' },
  { name: '陈师傅', mobile: '15800917264' },
];
/** Where the walk happens: realistic places between a store and a home in Shanghai. */
const PLACES: Record<CourierStatus, string[]> = {
  Dispatching: ['ShanSong dispatch centre, Shanghai · 闪送上海调度中心'],
  PendingPickup: ['Yan\'an Road (W) near Huashan Road, Jing\'an · 静安区延安西路华山路口', 'Hongqiao Road near Yili Road, Changning · 长宁区虹桥路伊犁路口'],
  Transit: ['Inner Ring Elevated Road near Luban Road, Huangpu · 黄浦区内环高架鲁班路段', 'Century Avenue near Pudong South Road, Pudong · 浦东新区世纪大道浦东南路口', 'Zhongshan Park, Changning · 长宁区中山公园'],
  Completed: ['At the recipient\'s door · 已送达收件地址'],
  Cancelled: ['Shanghai · 上海'],
};

class SandboxError extends Error {
  constructor(public readonly status: number, message: string) {
    super(message);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new SandboxError(400, '请求体过大'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

interface State extends SandboxOrder {
  timer: NodeJS.Timeout | null;
  sending: boolean;
  hurry: boolean;
}

export async function startSandboxCourier(options: SandboxCourierOptions): Promise<SandboxCourier> {
  const now = options.now ?? Date.now;
  const retryBase = options.retryBaseMs ?? 1000;
  const credentials = { appSecret: options.appSecret, clientId: options.clientId, shopId: options.shopId };
  const orders = new Map<string, State>();
  let closed = false;
  let seq = 0;

  const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;
  const newOrderNumber = () => {
    const d = new Date(now() + 8 * 3600 * 1000).toISOString();
    seq = (seq + 1) % 100000;
    return `TDH${d.slice(0, 10).replace(/-/g, '')}${String(randomInt(100000)).padStart(5, '0')}${String(seq).padStart(5, '0')}`;
  };

  function schedule(o: State, ms: number) {
    if (closed) return;
    if (o.timer) clearTimeout(o.timer);
    o.nextAt = new Date(now() + ms).toISOString();
    o.timer = setTimeout(() => { o.timer = null; void step(o); }, ms);
    o.timer.unref();
  }

  /** Posts one signed callback, retrying with backoff; resolves when delivered or given up. */
  async function postCallback(o: State, s: SandboxStep) {
    const body = JSON.stringify({
      issOrderNo: o.shipmentNo,
      orderNo: o.orderNo,
      status: SHANSONG_CODE[s.status],
      statusDesc: { Dispatching: '派单中', PendingPickup: '待取货', Transit: '闪送中', Completed: '已完成', Cancelled: '已取消' }[s.status],
      subStatus: 0,
      subStatusDesc: '',
      courier: o.courier && s.status !== 'Dispatching' ? { ...o.courier, latitude: '31.22', longitude: '121.45', time: s.at } : null,
      location: s.location,
    });
    // One report, one signature: a retry resends the same request (the report's time stays the same).
    const timestamp = String(Date.parse(s.at));
    const headers = { 'content-type': 'application/json; charset=utf-8', clientId: options.clientId, shopId: options.shopId, timestamp, sign: shansongSign({ ...credentials, timestamp, data: body }) };
    for (let attempt = 1; attempt <= MAX_ATTEMPTS && !closed; attempt++) {
      s.attempts = attempt;
      try {
        const res = await fetch(options.callbackUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
        const answer = await res.json().catch(() => null) as { status?: unknown } | null;
        if (res.ok && answer?.status === 200) {
          s.callback = 'delivered';
          return;
        }
      } catch {
        // unreachable: retried below
      }
      if (attempt < MAX_ATTEMPTS) await new Promise((r) => setTimeout(r, retryBase * 2 ** (attempt - 1)).unref());
    }
    s.callback = 'failed';
  }

  async function step(o: State) {
    const current = o.status === 'Priced' ? -1 : WALK.indexOf(o.status);
    const next = WALK[current + 1];
    if (!next || closed) { o.nextAt = null; return; }
    o.sending = true;
    o.nextAt = null;
    if (next === 'PendingPickup') o.courier = pick(COURIERS);
    o.status = next;
    const s: SandboxStep = { status: next, at: new Date(now()).toISOString(), location: pick(PLACES[next]), callback: 'pending', attempts: 0 };
    o.steps.push(s);
    await postCallback(o, s);
    o.sending = false;
    if (next === 'Completed' || closed) return;
    if (o.hurry) { o.hurry = false; void step(o); } else schedule(o, options.stepMs);
  }

  function checkSignature(form: URLSearchParams) {
    const clientId = form.get('clientId');
    const shopId = form.get('shopId');
    const timestamp = form.get('timestamp') ?? '';
    if (clientId !== options.clientId) throw new SandboxError(401, 'clientId不存在');
    if (shopId !== options.shopId) throw new SandboxError(401, 'shopId不存在或不属于该商户');
    if (!/^\d{13}$/.test(timestamp) || Math.abs(now() - Number(timestamp)) > CLOCK_WINDOW_MS) throw new SandboxError(401, 'timestamp已过期');
    if (!shansongVerify({ ...credentials, timestamp, data: form.get('data') ?? '' }, form.get('sign') ?? undefined)) throw new SandboxError(401, '签名错误');
  }

  async function handle(req: IncomingMessage): Promise<unknown> {
    if (req.method !== 'POST') throw new SandboxError(405, '仅支持POST');
    const type = req.headers['content-type'] ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded')) throw new SandboxError(400, '请求类型必须为application/x-www-form-urlencoded');
    const form = new URLSearchParams(await readBody(req));
    checkSignature(form);
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(form.get('data') ?? '{}') as Record<string, unknown>;
    } catch {
      throw new SandboxError(400, 'data不是合法的JSON');
    }
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    switch (path) {
      case SHANSONG_PATHS.orderCalculate: {
        const sender = data.sender as Record<string, unknown> | undefined;
        const receiver = (data.receiverList as Record<string, unknown>[] | undefined)?.[0];
        if (!data.cityName || !sender?.fromAddress || !sender.fromMobile || !receiver?.orderNo || !receiver.toAddress || !receiver.toMobile || !receiver.toReceiverName) {
          throw new SandboxError(400, '参数错误：缺少必填参数');
        }
        const shipmentNo = newOrderNumber();
        orders.set(shipmentNo, {
          shipmentNo, orderNo: String(receiver.orderNo), receiver: String(receiver.toReceiverName), address: String(receiver.toAddress),
          placed: false, status: 'Priced', courier: null, steps: [], nextAt: null, timer: null, sending: false, hurry: false,
        });
        const fee = 2000 + randomInt(3000);
        return { orderNumber: shipmentNo, totalDistance: 1000 + randomInt(9000), totalWeight: 1, totalAmount: fee, couponSaveFee: 0, totalFeeAfterSave: fee, estimateGrabSecond: 120, estimateReceiveSecond: 2400, feeInfoList: [{ type: 1, des: '里程费', fee }] };
      }
      case SHANSONG_PATHS.orderPlace: {
        const o = orders.get(String(data.issOrderNo));
        if (!o) throw new SandboxError(400, '订单不存在');
        if (o.placed) throw new SandboxError(400, '订单已提交，请勿重复提交');
        o.placed = true;
        schedule(o, options.stepMs);
        return { orderNumber: o.shipmentNo, totalAmount: 0, totalFeeAfterSave: 0, orderInfoList: [{ orderNo: o.orderNo }] };
      }
      case SHANSONG_PATHS.abortOrder: {
        const o = orders.get(String(data.issOrderNo));
        if (!o) throw new SandboxError(400, '订单不存在');
        if (o.status === 'Completed' || o.status === 'Cancelled') throw new SandboxError(400, '订单已完成或已取消，不能取消');
        if (o.timer) clearTimeout(o.timer);
        o.timer = null;
        o.nextAt = null;
        o.status = 'Cancelled';
        const s: SandboxStep = { status: 'Cancelled', at: new Date(now()).toISOString(), location: PLACES.Cancelled[0]!, callback: 'pending', attempts: 0 };
        o.steps.push(s);
        void postCallback(o, s);
        return { sendBackFee: 0, deductAmount: 0, abortType: 1, abortReason: '商户取消' };
      }
      default:
        throw new SandboxError(404, '接口不存在');
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const answer = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    handle(req).then(
      (data) => answer({ status: 200, msg: '', data }),
      (err: unknown) => answer(err instanceof SandboxError ? { status: err.status, msg: err.message, data: null } : { status: 500, msg: '系统错误', data: null }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const view = (o: State): SandboxOrder => ({
    shipmentNo: o.shipmentNo, orderNo: o.orderNo, receiver: o.receiver, address: o.address, placed: o.placed, status: o.status,
    courier: o.courier, steps: o.steps.map((s) => ({ ...s })), nextAt: o.nextAt,
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    orders: () => [...orders.values()].filter((o) => o.placed).reverse().map(view),
    advance(shipmentNo) {
      const o = orders.get(shipmentNo);
      if (!o || !o.placed || o.status === 'Completed' || o.status === 'Cancelled') return false;
      if (o.sending) { o.hurry = true; return true; }
      if (o.timer) clearTimeout(o.timer);
      o.timer = null;
      void step(o);
      return true;
    },
    close: () => new Promise<void>((resolve) => {
      closed = true;
      for (const o of orders.values()) if (o.timer) clearTimeout(o.timer);
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
