// The real ShanSong client against the local stand-in: booking is refused when signed
// wrongly, and a booked order walks Dispatching → PendingPickup → Transit → Completed,
// each step a signed callback that the client's parseCallback accepts, in order; a
// refused callback is retried; a forged one is refused.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CourierError, type BookInput, type CourierCallbackError, type CourierEvent } from './courier.ts';
import { createShanSongCourier } from './shansong.ts';
import { startSandboxCourier, type SandboxCourier } from './sandbox.ts';
import { shansongSign } from './shansong-sign.ts';
import { courierDevRoutes } from './dev-routes.ts';
import Fastify from 'fastify';

const account = { clientId: 'client-1', shopId: '20000000000001', appSecret: 'app-secret-1' };

const booking = (orderRef: string): BookInput => ({
  orderRef,
  sender: { name: '静安店', phone: '021-62880000', address: '上海市静安区南京西路1266号', lat: 31.2291, lng: 121.4537 },
  receiver: { name: '张伟', mobile: '13812345678', province: '上海市', city: '上海市', district: '长宁区', address: '愚园路1107号 3号楼502室' },
  items: [{ name: '澳洲和牛西冷 250g', quantity: 2 }],
  callbackUrl: 'ignored-by-shansong',
});

interface Received { headers: IncomingMessage['headers']; body: string }

describe('ShanSong sandbox courier', () => {
  let receiver: Server;
  let received: Received[] = [];
  /** How many of the next callbacks the shop refuses (to see retries). */
  let refuseNext = 0;
  let sandbox: SandboxCourier;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (refuseNext > 0) {
          refuseNext--;
          res.writeHead(500).end('busy');
          return;
        }
        received.push({ headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 200, msg: '', data: '' }));
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    const { port } = receiver.address() as AddressInfo;
    sandbox = await startSandboxCourier({ ...account, callbackUrl: `http://127.0.0.1:${port}/cb`, stepMs: 40, retryBaseMs: 20 });
  });
  afterAll(async () => {
    await sandbox.close();
    await new Promise<void>((r) => receiver.close(() => r()));
  });
  afterEach(() => { received = []; refuseNext = 0; });

  const client = (overrides: Partial<typeof account & { now: () => number }> = {}) =>
    createShanSongCourier({ ...account, ...overrides, baseUrl: sandbox.baseUrl, name: 'sandbox' });
  const eventsFor = (shipmentNo: string) => received
    .map((r) => client().parseCallback(r.headers, r.body))
    .filter((e) => e.shipmentNo === shipmentNo);
  const until = async (check: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it('books (orderCalculate + orderPlace) and posts four signed callbacks in order', async () => {
    const { shipmentNo } = await client().book(booking('WO261122100001'));
    expect(shipmentNo).toMatch(/^TDH\d{18}$/);
    await until(() => eventsFor(shipmentNo).length === 4);
    const events = eventsFor(shipmentNo);
    expect(events.map((e) => e.status)).toEqual(['Dispatching', 'PendingPickup', 'Transit', 'Completed']);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(4);
    for (const e of events) {
      expect(e).toMatchObject<Partial<CourierEvent>>({ shipmentNo, orderRef: 'WO261122100001' });
      expect(e.location).toMatch(/·/);
      expect(e.description.en_US).not.toBe('');
      expect(e.description.zh_CN).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(events.map((e) => e.occurredAt.getTime())).toEqual([...events.map((e) => e.occurredAt.getTime())].sort((a, b) => a - b));
    expect(events[1]!.courierName).toMatch(/师傅$/);
    expect(events[1]!.courierPhone).toMatch(/^1\d{10}$/);
    expect(events[2]!.description.zh_CN).toContain(events[1]!.courierName);
    expect(sandbox.orders().find((o) => o.shipmentNo === shipmentNo)).toMatchObject({ status: 'Completed', nextAt: null });
  });

  it('retries a refused callback with backoff and keeps the order of the steps', async () => {
    refuseNext = 2;
    const { shipmentNo } = await client().book(booking('WO261122100002'));
    await until(() => eventsFor(shipmentNo).length === 4);
    expect(eventsFor(shipmentNo).map((e) => e.status)).toEqual(['Dispatching', 'PendingPickup', 'Transit', 'Completed']);
    const first = sandbox.orders().find((o) => o.shipmentNo === shipmentNo)!.steps[0]!;
    expect(first).toMatchObject({ status: 'Dispatching', callback: 'delivered', attempts: 3 });
  });

  it('refuses calls signed with another secret, another client or a stale clock', async () => {
    const refused = async (c: ReturnType<typeof client>) => {
      const err = await c.book(booking('WO261122100003')).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CourierError);
      return (err as CourierError).message;
    };
    expect(await refused(client({ appSecret: 'wrong' }))).toContain('签名错误');
    expect(await refused(client({ clientId: 'other' }))).toContain('clientId');
    expect(await refused(client({ now: () => Date.now() - 3_600_000 }))).toContain('timestamp');
    const unreachable = createShanSongCourier({ ...account, baseUrl: 'http://127.0.0.1:1', name: 'sandbox' });
    expect(await unreachable.book(booking('WO261122100003')).catch((e: CourierError) => e.code)).toBe('NetworkError');
  });

  it('refuses a forged or tampered callback', () => {
    const body = JSON.stringify({ issOrderNo: 'TDH1', orderNo: 'WO1', status: 40 });
    const timestamp = String(Date.now());
    const headers = { clientid: account.clientId, shopid: account.shopId, timestamp, sign: shansongSign({ ...account, timestamp, data: body }) };
    expect(client().parseCallback(headers, body)).toMatchObject({ shipmentNo: 'TDH1', orderRef: 'WO1', status: 'Transit', eventId: 'TDH1:40:0' });
    const refuse = (h: Record<string, string>, b: string) => {
      try {
        client().parseCallback(h, b);
      } catch (err) {
        return (err as CourierCallbackError).code;
      }
      return 'accepted';
    };
    expect(refuse(headers, body.replace('40', '50'))).toBe('BAD_SIGNATURE');
    expect(refuse({ ...headers, sign: shansongSign({ ...account, appSecret: 'guess', timestamp, data: body }) }, body)).toBe('BAD_SIGNATURE');
    expect(refuse({ ...headers, shopid: '1' }, body)).toBe('BAD_SIGNATURE');
    const { sign: _s, ...unsigned } = headers;
    expect(refuse(unsigned, body)).toBe('BAD_SIGNATURE');
    const odd = JSON.stringify({ issOrderNo: 'TDH1', orderNo: 'WO1', status: 45 });
    expect(refuse({ ...headers, sign: shansongSign({ ...account, timestamp, data: odd }) }, odd)).toBe('BAD_CALLBACK');
  });

  it('advances an order at once and cancels with abortOrder', async () => {
    const slow = await startSandboxCourier({ ...account, callbackUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cb`, stepMs: 60_000, retryBaseMs: 20 });
    try {
      const c = createShanSongCourier({ ...account, baseUrl: slow.baseUrl, name: 'sandbox' });
      const { shipmentNo } = await c.book(booking('WO261122100004'));
      expect(slow.advance(shipmentNo)).toBe(true);
      await until(() => eventsFor(shipmentNo).length === 1);
      expect(slow.advance(shipmentNo)).toBe(true);
      await until(() => eventsFor(shipmentNo).length === 2);
      await c.cancel(shipmentNo, 'customer asked');
      await until(() => eventsFor(shipmentNo).length === 3);
      expect(eventsFor(shipmentNo).map((e) => e.status)).toEqual(['Dispatching', 'PendingPickup', 'Cancelled']);
      expect(slow.advance(shipmentNo)).toBe(false);
      expect(slow.advance('TDH-unknown')).toBe(false);
      await expect(c.cancel(shipmentNo, 'again')).rejects.toBeInstanceOf(CourierError);
    } finally {
      await slow.close();
    }
  });

  it('lists the orders at /dev/courier and advances one from its button', async () => {
    const slow = await startSandboxCourier({ ...account, callbackUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cb`, stepMs: 60_000, retryBaseMs: 20 });
    const app = Fastify();
    try {
      await app.register(courierDevRoutes(slow), { prefix: '/dev' });
      const c = createShanSongCourier({ ...account, baseUrl: slow.baseUrl, name: 'sandbox' });
      const { shipmentNo } = await c.book(booking('WO261122100005'));
      const page = await app.inject({ method: 'GET', url: '/dev/courier' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(shipmentNo);
      expect(page.body).toContain(`action="/dev/courier/advance/${shipmentNo}"`);
      const pressed = await app.inject({ method: 'POST', url: `/dev/courier/advance/${shipmentNo}`, headers: { accept: 'text/html', 'content-type': 'text/plain' }, payload: '' });
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toBe('/dev/courier');
      await until(() => eventsFor(shipmentNo).length === 1);
      expect((await app.inject({ method: 'POST', url: '/dev/courier/advance/TDH-unknown' })).statusCode).toBe(409);
      const listed = (await app.inject({ method: 'GET', url: '/dev/courier.json' })).json() as { shipmentNo: string; status: string }[];
      expect(listed.find((o) => o.shipmentNo === shipmentNo)?.status).toBe('Dispatching');
    } finally {
      await app.close();
      await slow.close();
    }
  });
});
