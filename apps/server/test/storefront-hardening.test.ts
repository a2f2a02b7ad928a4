// Issue 11, "every request gets a clear answer, never a 5xx" at the transport, and the
// headers (docs/decisions/0022-transport-limits-and-csp.md): every page that takes a form
// refuses other bodies and methods with a short 4xx in the shopper's language; bodies
// over 1 MiB get 413 before they are read; slow headers and bodies are cut off; an early
// 4xx leaves the keep-alive connection usable; the API refuses a JSON key given twice;
// inline scripts run under a per-page nonce (also from the page cache); HSTS only over
// HTTPS. Socket tests listen on port 0 and talk HTTP/1.1 with node:http and node:net.
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { loadStorefrontBuild, type StorefrontBuild } from '../src/web/storefront.ts';
import { ERRORS } from '../src/http/messages.ts';
import { startShop, type TestShop } from './helpers.ts';
import { registeredMember, SHOP_ORIGIN } from './members.ts';
import { actionPages, storefrontBuildDir } from './storefront-build.ts';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FORM = 'application/x-www-form-urlencoded';
const MiB = 1024 * 1024;

const serverBuild = (web: StorefrontBuild) => web.server as ServerBuild;

const BROKEN_MULTIPART = { 'content-type': 'multipart/form-data; boundary=xyz' } as const;

/** The bodies and methods a page that takes a form must refuse, with the status it gives. */
const REFUSED: { name: string; status: number; method: 'POST' | 'PUT' | 'DELETE' | 'TRACE'; headers?: Record<string, string>; payload?: string }[] = [
  { name: 'a JSON body', status: 415, method: 'POST', headers: { 'content-type': 'application/json' }, payload: '{"m.email":"a@b.c"}' },
  { name: 'a text body', status: 415, method: 'POST', headers: { 'content-type': 'text/plain' }, payload: 'm.email=a@b.c' },
  { name: 'no body', status: 415, method: 'POST' },
  { name: 'a broken multipart body', status: 400, method: 'POST', headers: BROKEN_MULTIPART, payload: '--xyz\r\nContent-Disposition: form-data; name="m.email"\r\n\r\na@b.c' },
  { name: 'PUT', status: 405, method: 'PUT', headers: { 'content-type': FORM }, payload: 'm.email=a%40b.c' },
  { name: 'DELETE', status: 405, method: 'DELETE' },
  { name: 'TRACE', status: 405, method: 'TRACE' },
];

describe('storefront pages and transport limits', () => {
  let shop: TestShop;
  let web: StorefrontBuild;
  let pages: string[];
  beforeAll(async () => {
    web = await loadStorefrontBuild(storefrontBuildDir());
    pages = actionPages(serverBuild(web));
    shop = await startShop('pglite', {}, { web });
  });
  afterAll(async () => { await shop?.close(); });

  const page = (url: string, opts: { method?: string; headers?: Record<string, string>; payload?: string } = {}) => shop.inject({
    method: (opts.method ?? 'GET') as 'GET',
    url,
    headers: { 'user-agent': DESKTOP, origin: SHOP_ORIGIN, ...opts.headers },
    ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
  });

  it('finds every page that takes a form', () => {
    for (const p of ['register', 'logon', 'item/1', 'shopping/cart', 'shopping/checkout', 'favourite', 'forgot-password', 'reset-password', 'my/addresses',
      'my/profile', 'my/phone', 'my/cancel-account', 'my/order-detail', 'my/favourite-list', 'shopping/pay', 'recipe-detail/1', 'authorize-qr', 'AuthorizeQR']) {
      expect(pages).toContain(`/eshop/pc/${p}`);
    }
  });

  it('refuses other bodies and methods on every page that takes a form, page and data request alike, with a 4xx', async () => {
    const wrong: string[] = [];
    for (const url of pages) {
      for (const target of [url, `${url}.data`]) {
        for (const r of REFUSED) {
          const res = await page(target, { method: r.method, ...(r.headers ? { headers: r.headers } : {}), ...(r.payload !== undefined ? { payload: r.payload } : {}) });
          const allow = r.status === 405 ? res.headers.allow : 'GET, HEAD, POST';
          const type = String(res.headers['content-type']);
          if (res.statusCode !== r.status || allow !== 'GET, HEAD, POST' || !type.startsWith(target.endsWith('.data') ? 'text/plain' : 'text/html')) {
            wrong.push(`${r.method} ${target} (${r.name}) → ${res.statusCode} allow=${String(res.headers.allow)} ${type}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a page without a form 405 with the methods it takes', async () => {
    const res = await page('/eshop/pc/', { method: 'POST', headers: { 'content-type': FORM }, payload: 'a=1' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect((await page('/eshop/pc/about', { method: 'OPTIONS' })).headers.allow).toBe('GET, HEAD');
  });

  it('says it in the shopper\'s language: the path prefix, else the lang cookie, else Accept-Language', async () => {
    const zh = ERRORS.PAGE_METHOD_NOT_ALLOWED.zh_CN;
    const en = ERRORS.PAGE_METHOD_NOT_ALLOWED.en_US;
    const put = (url: string, headers: Record<string, string> = {}) => page(url, { method: 'PUT', headers });
    const prefixed = await put('/eshop/zh_CN/pc/logon');
    expect(prefixed.body).toContain(zh);
    expect(prefixed.body).toContain('<html lang="zh-CN">');
    expect((await put('/eshop/pc/logon', { 'accept-language': 'zh-CN,zh;q=0.9' })).body).toContain(zh);
    expect((await put('/eshop/pc/logon', { 'accept-language': 'zh-CN,zh;q=0.9', cookie: 'lang=en_US' })).body).toContain(en);
    expect((await put('/eshop/pc/logon', { cookie: 'lang=zh_CN' })).body).toContain(zh);
    const data = await page('/eshop/zh_CN/pc/logon.data', { method: 'POST', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(data.statusCode).toBe(415);
    expect(data.body).toBe(ERRORS.PAGE_NOT_A_FORM.zh_CN);
  });

  it('runs the action for a url-encoded or a well-formed multipart form', async () => {
    const boundary = 'shop-boundary';
    const multipart = [`--${boundary}`, 'Content-Disposition: form-data; name="m.email"', '', 'nobody@example.com', `--${boundary}`,
      'Content-Disposition: form-data; name="m.password"', '', 'wrong-password', `--${boundary}--`, ''].join('\r\n');
    for (const [type, payload] of [[FORM, 'm.email=nobody%40example.com&m.password=wrong-password'], [`multipart/form-data; boundary=${boundary}`, multipart]] as const) {
      const res = await page('/eshop/pc/logon', { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': '10.9.8.7' }, payload });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.body).toContain('The email address or the password is not correct.');
    }
  });

  it('answers 413 to a page form over 1 MiB, decided from Content-Length', async () => {
    const res = await page('/eshop/pc/logon', { method: 'POST', headers: { 'content-type': FORM }, payload: `m.email=${'a'.repeat(MiB)}` });
    expect(res.statusCode).toBe(413);
    expect(res.body).toContain(ERRORS.BODY_TOO_LARGE.en_US);
  });

  describe('headers', () => {
    const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    const nonceOf = (attributes: string) => /\bnonce="([^"]+)"/.exec(attributes)?.[1];
    const scriptSrc = (policy: string) => policy.split(';').find((d) => d.trim().startsWith('script-src'))!.trim().split(/\s+/);

    /** The page's policy allows its inline scripts by their nonce and nothing else inline. */
    function expectScriptsCovered(res: { headers: Record<string, unknown>; body: string }): string {
      const policy = String(res.headers['content-security-policy']);
      const sources = scriptSrc(policy);
      expect(sources).not.toContain("'unsafe-inline'");
      // Data blocks are never run, so CSP does not apply to them: JSON-LD (the product's
      // structured data) and the deferred modules' list (docs/decisions/0039).
      const inline = scriptsOf(res.body).filter((attributes) => !/\bsrc=/.test(attributes) && !/\btype="application\/(ld\+)?json"/.test(attributes));
      expect(inline.length).toBeGreaterThanOrEqual(4); // scroll restoration, context, the modules' loader, data
      const nonces = new Set(inline.map(nonceOf));
      expect(nonces.size).toBe(1);
      const [nonce] = [...nonces];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(sources).toEqual(["script-src", "'self'", `'nonce-${nonce}'`]);
      expect(res.headers).not.toHaveProperty('x-eshop-script-nonce');
      return nonce!;
    }

    it('runs a page\'s inline scripts by a fresh nonce, without \'unsafe-inline\'', async () => {
      const member = await registeredMember(shop);
      const cookie = `eshop_session=${member.session!}`;
      const first = expectScriptsCovered(await page('/eshop/pc/my', { headers: { cookie } }));
      const second = expectScriptsCovered(await page('/eshop/pc/my', { headers: { cookie } }));
      expect(second).not.toBe(first);
      expectScriptsCovered(await page('/eshop/pc/item/1'));
      const notFound = await page('/eshop/pc/item/999999999');
      expect(notFound.statusCode).toBe(404);
      expectScriptsCovered(notFound);
    });

    it('serves a cached page with the policy that matches its body', async () => {
      const url = `/eshop/pc/list/cid/1?cache-probe=${Date.now()}`;
      const fresh = await page(url);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['set-cookie']).toBeUndefined();
      const cached = await page(url);
      expect(cached.body).toBe(fresh.body); // the same bytes: from the page cache
      expect(expectScriptsCovered(cached)).toBe(expectScriptsCovered(fresh));
      expect(cached.headers['content-security-policy']).toBe(fresh.headers['content-security-policy']);
    });

    it('keeps the plain policy on the API, without a nonce or inline scripts', async () => {
      const res = await shop.get('a/capi/catalog/Category.List');
      expect(res.statusCode).toBe(200);
      expect(scriptSrc(String(res.headers['content-security-policy']))).toEqual(['script-src', "'self'"]);
    });

    it('sends HSTS over HTTPS only: a TLS request or X-Forwarded-Proto from a trusted proxy', async () => {
      const hsts = 'strict-transport-security';
      expect((await shop.inject({ url: '/health' })).headers).not.toHaveProperty(hsts);
      expect((await page('/eshop/pc/')).headers).not.toHaveProperty(hsts);
      // inject comes from 127.0.0.1: a trusted proxy (TRUST_PROXY=loopback).
      const proxied = await shop.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(proxied.headers[hsts]).toBe('max-age=31536000; includeSubDomains');
      expect((await page('/eshop/pc/', { headers: { 'x-forwarded-proto': 'https' } })).headers[hsts]).toBe('max-age=31536000; includeSubDomains');
      const spoofed = await shop.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
      expect(spoofed.headers).not.toHaveProperty(hsts);
    });
  });

  describe('the API', () => {
    it('refuses a JSON body that names a key twice, as it refuses such a form', async () => {
      const post = (type: string, payload: string) => shop.inject({
        method: 'POST', url: '/api/a/execute/capi/shopping/AddToCart', headers: { ch: 'website', lang: 'en_US', 'content-type': type }, payload,
      });
      const form = await post(FORM, 'sku.skuId=1&h.quantity=1&h.quantity=50');
      expect(form.statusCode).toBe(400);
      for (const json of ['{"sku.skuId":1,"h.quantity":"1","h.quantity":"50"}', '{"sku.skuId":1,"h.quantity":"1","h.qu\\u0061ntity":"50"}']) {
        const res = await post('application/json', json);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 'failure', code: 'INVALID_FIELD', field: 'h.quantity' });
      }
      // Nested objects are checked too; the same key in two objects is fine.
      expect((await post('application/json', '{"a":{"b":1,"b":2}}')).statusCode).toBe(400);
      const fine = await post('application/json', '{"sku.skuId":"1","h.quantity":"1","x":{"h.quantity":2}}');
      // Parsed, then answered as a visitor's cart call (docs/decisions/0033-guest-cart.md).
      expect(fine.statusCode).not.toBe(400);
      expect(fine.json()).not.toMatchObject({ code: 'INVALID_FIELD' });
      expect((await post('application/json', '{"__proto__":{"x":1}}')).statusCode).toBe(400);
    });
  });

  describe('over a socket', () => {
    let port: number;
    beforeAll(async () => {
      await shop.app.listen({ port: 0, host: '127.0.0.1' });
      port = (shop.app.server.address() as AddressInfo).port;
    });

    interface Answer { status: number; headers: http.IncomingHttpHeaders; body: string; reusedSocket: boolean }

    function send(opts: http.RequestOptions, body?: string | Buffer): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, ...opts, headers: { 'user-agent': DESKTOP, ...opts.headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString(), reusedSocket: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end(body);
      });
    }

    it('keeps the connection after an early 405, 415, 400 or 413 with a small body', async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const health = async () => {
          const res = await send({ agent, path: '/health' });
          expect(res.status).toBe(200);
          expect(res.reusedSocket).toBe(true);
        };
        expect((await send({ agent, method: 'PUT', path: '/eshop/pc/logon', headers: { 'content-type': FORM } }, 'm.email=a%40b.c')).status).toBe(405);
        await health();
        expect((await send({ agent, method: 'POST', path: '/eshop/pc/logon', headers: { 'content-type': 'application/json' } }, '{"m.email":"a@b.c"}')).status).toBe(415);
        await health();
        expect((await send({ agent, method: 'POST', path: '/eshop/pc/logon', headers: BROKEN_MULTIPART }, '--xyz\r\nbroken')).status).toBe(400);
        await health();
        const large = await send({ agent, method: 'POST', path: '/eshop/pc/logon', headers: { 'content-type': FORM } }, Buffer.alloc(MiB + MiB / 2, 'a'));
        expect(large.status).toBe(413);
        expect(large.headers.connection).toBe('keep-alive');
        await health();
      } finally {
        agent.destroy();
      }
    });

    /** Streams up to `total` bytes of form until the answer comes; how many were sent by then. */
    async function streamUntilAnswered(headers: Record<string, string>, total: number): Promise<{ status: number; sent: number; closed: Promise<unknown> }> {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/eshop/pc/logon', agent: false, headers: { 'content-type': FORM, ...headers } });
      req.on('error', () => {}); // the server closes the connection while we still write
      let answered: http.IncomingMessage | null = null;
      const response = new Promise<void>((resolve) => req.once('response', (res) => { answered = res; res.resume(); resolve(); }));
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const socket = (await once(req, 'socket'))[0] as net.Socket;
      // Not events.once: it rejects on the EPIPE of a connection the server closed.
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      const drained = () => new Promise<void>((resolve) => req.once('drain', resolve));
      while (!answered && sent < total && !socket.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) await Promise.race([drained(), response, closed]);
      }
      await Promise.race([response, closed]);
      return { status: answered ? (answered as http.IncomingMessage).statusCode! : 0, sent, closed };
    }

    it('answers 413 to a 300 MB body from its Content-Length, before it is sent, and closes the connection', async () => {
      const rss = process.memoryUsage().rss;
      const { status, sent, closed } = await streamUntilAnswered({ 'content-length': String(300 * MiB) }, 300 * MiB);
      expect(status).toBe(413);
      expect(sent).toBeLessThan(32 * MiB);
      await closed;
      expect(process.memoryUsage().rss - rss).toBeLessThan(200 * MiB);
    });

    it('stops a chunked body at 1 MiB with 413 and closes the connection', async () => {
      const rss = process.memoryUsage().rss;
      const { status, sent, closed } = await streamUntilAnswered({}, 300 * MiB);
      expect(status).toBe(413);
      expect(sent).toBeGreaterThan(MiB);
      expect(sent).toBeLessThan(32 * MiB);
      await closed;
      expect(process.memoryUsage().rss - rss).toBeLessThan(200 * MiB);
    });
  });
});

describe('server timeouts (shortened for the test)', () => {
  let shop: TestShop;
  let port: number;
  const timeouts = { headersTimeout: 400, requestTimeout: 800, connectionsCheckingInterval: 50, keepAliveTimeout: 300 };
  beforeAll(async () => {
    shop = await startShop('pglite', {}, { web: await loadStorefrontBuild(storefrontBuildDir()), serverTimeouts: timeouts });
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    port = (shop.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => { await shop?.close(); });

  /** Opens a socket, trickles `first` then one `drip` every 50 ms; resolves what the server
   * said and how long it held the connection open. */
  async function trickle(first: string, drip: string): Promise<{ said: string; heldMs: number }> {
    const socket = net.connect({ host: '127.0.0.1', port });
    await once(socket, 'connect');
    const started = Date.now();
    let said = '';
    socket.on('data', (d: Buffer) => { said += d.toString(); });
    socket.on('error', () => {});
    socket.write(first);
    const timer = setInterval(() => { if (socket.writable) socket.write(drip); }, 50);
    try {
      await once(socket, 'close');
    } finally {
      clearInterval(timer);
    }
    return { said, heldMs: Date.now() - started };
  }

  it('cuts off headers that arrive too slowly with 408', async () => {
    const { said, heldMs } = await trickle('GET /eshop/pc/ HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n');
    expect(said).toMatch(/^HTTP\/1\.1 408 /);
    expect(heldMs).toBeGreaterThanOrEqual(timeouts.headersTimeout - 50);
    expect(heldMs).toBeLessThan(timeouts.headersTimeout + 3000);
  });

  it('cuts off a body that arrives too slowly with 408', async () => {
    const head = `POST /eshop/pc/logon HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${FORM}\r\nContent-Length: 100000\r\n\r\n`;
    const { said, heldMs } = await trickle(head, 'a');
    expect(said).toMatch(/^HTTP\/1\.1 408 /);
    expect(heldMs).toBeGreaterThanOrEqual(timeouts.requestTimeout - 50);
    expect(heldMs).toBeLessThan(timeouts.requestTimeout + 3000);
  });

  it('closes an idle keep-alive connection after keepAliveTimeout', async () => {
    const socket = net.connect({ host: '127.0.0.1', port });
    await once(socket, 'connect');
    let said = '';
    socket.on('data', (d: Buffer) => { said += d.toString(); });
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const started = Date.now();
    await once(socket, 'close');
    expect(said).toMatch(/^HTTP\/1\.1 200 /);
    expect(Date.now() - started).toBeLessThan(timeouts.keepAliveTimeout + 3000);
  });
});
