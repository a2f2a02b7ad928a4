// A free loopback port for a server that must know its port before it listens (its
// PUBLIC_ORIGIN, nginx's upstream list, a child process's PORT).
//
// Not the kernel's `listen(0)` choice: that port comes from the ephemeral range, the same
// range the kernel takes the local port of every outgoing connection from. Between the
// probe and the server's own listen, a database or Redis connection opened by this or
// another process can take it (CI, 2026-11-29: the cluster test's second shop failed with
// EADDRINUSE because the first shop's connections had taken its port). A port below the
// ephemeral range is only ever taken by a listen, and the probe checks nobody listens.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const RANGE_FILE = '/proc/sys/net/ipv4/ip_local_port_range';
/** The lowest port handed out; below it sit well-known services (PostgreSQL's 5432, Redis's 6379). */
const LOWEST = 20_000;

/** The first port of the kernel's ephemeral range (Linux's default 32768 when it cannot be read). */
export function ephemeralRangeStart(rangeFile = RANGE_FILE): number {
  try {
    const first = Number(readFileSync(rangeFile, 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > 0 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

/** Whether nobody listens on 127.0.0.1:port right now; resolves with the port the probe held. */
function probe(port: number): Promise<number | null> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const held = typeof address === 'object' && address ? address.port : null;
      server.close(() => done(held));
    });
  });
}

/**
 * A port of 127.0.0.1 nobody listens on, below the ephemeral range so that no outgoing
 * connection takes it before the server listens. Falls back to the kernel's choice when
 * the range leaves no room below it.
 */
export async function freePort(rangeStart = ephemeralRangeStart()): Promise<number> {
  const span = rangeStart - LOWEST;
  if (span > 0) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const port = await probe(LOWEST + Math.floor(Math.random() * span));
      if (port !== null) return port;
    }
  }
  const port = await probe(0);
  if (port === null) throw new Error('no free port on 127.0.0.1');
  return port;
}
