// Password hashing with scrypt from node:crypto (docs/decisions/0007): memory-hard,
// a random 16-byte salt per password, constant-time comparison. The stored string
// names its parameters, so they can be raised later and old hashes still verify (and
// are upgraded at the next sign-in, see needsRehash).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null): Promise<boolean>;
  /** True when the stored hash uses weaker parameters than the current ones. */
  needsRehash(stored: string): boolean;
}

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

interface Parsed { log2N: number; r: number; p: number; salt: Buffer; key: Buffer }

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![log2N, r, p].every(Number.isInteger) || log2N < 10 || log2N > 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { log2N, r, p, salt: Buffer.from(parts[4]!, 'base64url'), key: Buffer.from(parts[5]!, 'base64url') };
}

/** `log2N` 17 = N 131072, 128 MiB with r 8 (OWASP's scrypt minimum); tests use less. */
export function createPasswords(opts: { log2N: number }): Passwords {
  const { log2N } = opts;
  // Verifying against this when the account does not exist keeps the timing equal.
  let dummy: Promise<string> | undefined;
  const hash = async (password: string) => {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, log2N, BLOCK_SIZE, PARALLELISM);
    return ['scrypt', log2N, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
  };
  return {
    hash,
    async verify(password, stored) {
      const parsed = stored === null ? null : parse(stored);
      if (!parsed) {
        dummy ??= hash('not a password');
        const fake = parse(await dummy)!;
        await derive(password, fake.salt, fake.log2N, fake.r, fake.p);
        return false;
      }
      const key = await derive(password, parsed.salt, parsed.log2N, parsed.r, parsed.p);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.log2N < log2N || parsed.r < BLOCK_SIZE;
    },
  };
}
