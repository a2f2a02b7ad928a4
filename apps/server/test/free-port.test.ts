// The port the cluster test, the bench and the crash test give a server before it listens
// (scripts/free-port.ts): outside the range outgoing connections take their ports from.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ephemeralRangeStart, freePort } from '../../../scripts/free-port.ts';

const listen = (port: number) => new Promise<Server>((done, fail) => {
  const server = createServer();
  server.once('error', fail);
  server.listen(port, '127.0.0.1', () => done(server));
});

describe('a free port for a server', () => {
  const open: Server[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => new Promise((done) => s.close(done))));
  });

  it('lies below the ephemeral range, so no outgoing connection can take it, and a server can listen on it', async () => {
    const start = ephemeralRangeStart();
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(start);
    }
    open.push(await listen(ports[0]!));
  });

  it('never hands out a port a server listens on', async () => {
    // A range of three ports, two of them held (by this test or by someone else): every
    // answer is the third, or the kernel's choice when that one is taken too. A blind pick
    // would answer a held port two times in three.
    for (const port of [20_000, 20_001]) open.push(...await listen(port).then((s) => [s], () => []));
    for (let i = 0; i < 10; i += 1) {
      const port = await freePort(20_003);
      expect([20_000, 20_001]).not.toContain(port);
      const server = await listen(port); // would throw EADDRINUSE
      await new Promise((done) => server.close(done));
    }
  });

  it('takes the kernel’s choice when the range leaves no room below it', async () => {
    const port = await freePort(20_000);
    expect(port).toBeGreaterThan(0);
    open.push(await listen(port));
  });

  it('reads the range’s first port, and assumes Linux’s default when it cannot', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'eshop-port-range-'));
    try {
      await writeFile(join(dir, 'range'), '40000\t60999\n');
      expect(ephemeralRangeStart(join(dir, 'range'))).toBe(40_000);
      expect(ephemeralRangeStart(join(dir, 'missing'))).toBe(32_768);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
