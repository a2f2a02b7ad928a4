// The verification-code image of the login page (spec section 2; docs/decisions/0007).
// The server draws the characters itself as SVG paths from a small stroke font, each
// rotated, sheared and jittered, on a wavy baseline with noise lines, so the answer is
// not in the markup as text. Challenges are single-use (a wrong answer uses one up too)
// and expire after 5 minutes; only sha256(id:answer) is stored.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { captchaChallenge, queryRows, type Database } from '@eshop/db';

export const CAPTCHA_COOKIE = 'eshop_captcha';
export const CAPTCHA_TTL_SECONDS = 5 * 60;
export const CAPTCHA_LENGTH = 4;

type Stroke = [number, number][];

/** Glyphs on a 4 × 6 grid; look-alikes (0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B) are left out. */
const GLYPHS: Record<string, Stroke[]> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[1, 3.5], [3, 3.5]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.5]], [[1.2, 2.8], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  '3': [[[0, 0], [4, 0], [2, 2.5], [3.5, 3], [4, 4.5], [3, 6], [1, 6], [0, 5]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

const WIDTH = 150;
const HEIGHT = 50;

/** Uniform in [min, max), from the system's CSPRNG. */
const rnd = (min: number, max: number): number => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const f1 = (n: number): string => n.toFixed(1);

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return text;
}

/** The SVG of a code: characters as distorted strokes, noise lines and dots. */
export function renderCaptcha(text: string): string {
  const waveAmp = rnd(2, 4);
  const waveLen = rnd(30, 60);
  const wavePhase = rnd(0, Math.PI * 2);
  const wave = (x: number, y: number): [number, number] => [x, y + waveAmp * Math.sin(x / waveLen * Math.PI * 2 + wavePhase)];
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(`<path d="M${f1(rnd(0, WIDTH))} ${f1(rnd(0, HEIGHT))} Q${f1(rnd(0, WIDTH))} ${f1(rnd(0, HEIGHT))} ${f1(rnd(0, WIDTH))} ${f1(rnd(0, HEIGHT))}" stroke="hsl(${randomInt(0, 360)},45%,65%)" stroke-width="${f1(rnd(1, 2))}" fill="none"/>`);
  }
  for (let i = 0; i < 30; i++) parts.push(`<circle cx="${f1(rnd(0, WIDTH))}" cy="${f1(rnd(0, HEIGHT))}" r="${f1(rnd(0.5, 1.5))}" fill="hsl(${randomInt(0, 360)},40%,60%)"/>`);
  const slot = (WIDTH - 20) / text.length;
  [...text].forEach((ch, index) => {
    const strokes = GLYPHS[ch] ?? [];
    const scale = rnd(4.2, 5.4);
    const angle = rnd(-0.45, 0.45);
    const shear = rnd(-0.3, 0.3);
    const cx = 10 + slot * index + slot / 2 + rnd(-3, 3);
    const cy = HEIGHT / 2 + rnd(-3, 3);
    const place = ([gx, gy]: [number, number]): [number, number] => {
      const x = (gx - 2 + rnd(-0.18, 0.18)) * scale;
      const y = (gy - 3 + rnd(-0.18, 0.18)) * scale;
      const xs = x + shear * y;
      return wave(cx + xs * Math.cos(angle) - y * Math.sin(angle), cy + xs * Math.sin(angle) + y * Math.cos(angle));
    };
    const d = strokes.map((stroke) => stroke.map((p, k) => `${k === 0 ? 'M' : 'L'}${place(p).map(f1).join(' ')}`).join('')).join('');
    parts.push(`<path d="${d}" stroke="hsl(${randomInt(0, 360)},60%,30%)" stroke-width="${f1(rnd(2.2, 3.2))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="verification code"><rect width="100%" height="100%" fill="#f6f1ea"/>${parts.join('')}</svg>`;
}

const answerHash = (id: string, answer: string): Buffer =>
  createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest();

export interface CaptchaService {
  /** A new challenge: its id (for the cookie / captchaId) and the image. */
  issue(): Promise<{ id: string; svg: string }>;
  /** True once for the right answer before expiry; any check uses the challenge up. */
  check(id: string | undefined, answer: string | undefined): Promise<boolean>;
}

/** `text` draws the code; tests pass a known one, production uses the CSPRNG. */
export function createCaptcha(deps: { db: Database; text?: (() => string) | undefined }): CaptchaService {
  const { db } = deps;
  const makeText = deps.text ?? randomCaptchaText;
  return {
    async issue() {
      const id = randomBytes(18).toString('base64url');
      const text = makeText();
      await db.delete(captchaChallenge).where(lt(captchaChallenge.expiresAt, sql`now() - interval '1 hour'`));
      await db.insert(captchaChallenge).values({
        id,
        answerHash: answerHash(id, text).toString('hex'),
        expiresAt: sql`now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})`,
      });
      return { id, svg: renderCaptcha(text) };
    },
    async check(id, answer) {
      if (!id || !/^[A-Za-z0-9_-]{24}$/.test(id) || !answer) return false;
      const [row] = await queryRows<{ answer_hash: string }>(db, sql`
        update captcha_challenge set used_at = now()
        where id = ${id} and used_at is null and expires_at > now()
        returning answer_hash`);
      if (!row) return false;
      const expected = Buffer.from(row.answer_hash, 'hex');
      const given = answerHash(id, answer);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
