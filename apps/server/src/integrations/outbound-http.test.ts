// sendOutbound against a real local HTTP server: what is sent arrives as sent, the answer
// comes back whole, and a slow, oversized or cut-off answer is an error, not a short body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendOutbound } from './outbound-http.ts';

let server: Server;
let base: string;
const seen: { method: string; headers: IncomingMessage['headers']; body: string }[] = [];

const routes: Record<string, (req: IncomingMessage, res: ServerResponse, body: string) => void> = {
  '/echo': (req, res, body) => {
    res.writeHead(201, { 'content-type': 'application/json', 'wechatpay-serial': 'PUB_KEY_ID_1' });
    res.end(JSON.stringify({ method: req.method, body }));
  },
  '/chinese': (_req, res) => res.end('已支付 ✓'),
  '/big': (_req, res) => res.end(Buffer.alloc(64 * 1024, 'x')),
  '/slow': () => { /* never answers */ },
  '/cut': (_req, res) => {
    res.writeHead(200, { 'content-length': '100' });
    res.write('only part of it');
    setTimeout(() => res.socket?.destroy(), 20);
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', headers: req.headers, body });
      routes[req.url ?? '']?.(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const timeout = () => AbortSignal.timeout(2_000);

describe('sendOutbound', () => {
  it('sends the method, headers and body (with its length in bytes) and returns status, headers and text', async () => {
    const body = JSON.stringify({ description: '澳洲和牛 M9 西冷', amount: { total: 38800 } });
    const res = await sendOutbound(new URL(`${base}/echo`), { method: 'POST', headers: { Authorization: 'WECHATPAY2-SHA256-RSA2048 x', 'Content-Type': 'application/json' }, body, signal: timeout() });
    expect(res.status).toBe(201);
    expect(res.headers['wechatpay-serial']).toBe('PUB_KEY_ID_1');
    expect(JSON.parse(res.text)).toEqual({ method: 'POST', body });
    const arrived = seen.at(-1)!;
    expect(arrived.headers.authorization).toBe('WECHATPAY2-SHA256-RSA2048 x');
    expect(arrived.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('a GET carries no body', async () => {
    const res = await sendOutbound(new URL(`${base}/echo`), { method: 'GET', headers: {}, signal: timeout() });
    expect(JSON.parse(res.text)).toEqual({ method: 'GET', body: '' });
    expect(seen.at(-1)!.headers['content-length']).toBeUndefined();
  });

  it('decodes the answer as UTF-8', async () => {
    expect((await sendOutbound(new URL(`${base}/chinese`), { method: 'GET', headers: {}, signal: timeout() })).text).toBe('已支付 ✓');
  });

  it('refuses an answer larger than maxBytes', async () => {
    await expect(sendOutbound(new URL(`${base}/big`), { method: 'GET', headers: {}, signal: timeout(), maxBytes: 1024 })).rejects.toThrow(/larger than 1024 bytes/);
    expect((await sendOutbound(new URL(`${base}/big`), { method: 'GET', headers: {}, signal: timeout() })).text).toHaveLength(64 * 1024);
  });

  it('gives up when the signal fires (a timeout)', async () => {
    await expect(sendOutbound(new URL(`${base}/slow`), { method: 'GET', headers: {}, signal: AbortSignal.timeout(100) })).rejects.toThrow(/abort/i);
  });

  it('an answer cut off before its end is an error, not a short body', async () => {
    await expect(sendOutbound(new URL(`${base}/cut`), { method: 'GET', headers: {}, signal: timeout() })).rejects.toThrow();
  });

  it('nothing listening is an error', async () => {
    await expect(sendOutbound(new URL('http://127.0.0.1:1/'), { method: 'GET', headers: {}, signal: timeout() })).rejects.toThrow(/ECONNREFUSED/);
  });
});
