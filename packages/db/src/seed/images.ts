// Seed images, generated locally with sharp from SVG: product photos-as-illustrations
// (main, close-up, on a board), category tiles, recipe cards, carousel banners, specials,
// a neutral placeholder, and the greyed "sold out" variant the server serves for `.SO`.
import { execFileSync } from 'node:child_process';
import type SharpModule from 'sharp';
import type { SeedArt } from './data/types.ts';
import { darken, drawArt, lighten, mix, pick, rngFor } from './art.ts';

/** sharp, loaded when an image is first rendered: a shop that opens on its data never loads it for the seed (docs/decisions/0042). */
const loadSharp = async (): Promise<typeof SharpModule> => (await import('sharp')).default;

export type ProductVariant = 'main' | 'closeup' | 'board';

export interface ArtSpec {
  art: SeedArt;
  /** Category colour (CSS hex): background tint. */
  colour: string;
  /** Deterministic variation source, e.g. the item code. */
  seed: string;
}

export interface RenderedImage {
  id: string;
  contentType: 'image/png';
  bytes: Buffer;
  width: number;
  height: number;
}

export const PRODUCT_SIZE = 600;
export const BANNER_SIZE = { width: 1440, height: 480 } as const;
export const SPECIAL_SIZE = { width: 600, height: 400 } as const;
export const RECIPE_SIZE = { width: 600, height: 400 } as const;

const svgDoc = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** An image as two SVG layers: a background and the illustration drawn over it. */
export interface Scene {
  width: number;
  height: number;
  background: string;
  overlay: string;
}

/** Both layers as one SVG document (previews, tests). */
export const sceneSvg = (scene: Scene): string =>
  svgDoc(scene.width, scene.height, `<g>${stripDoc(scene.background)}</g><g>${stripDoc(scene.overlay)}</g>`);
const stripDoc = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');

function radialBackground(w: number, h: number, colour: string, opts: { cx?: string; cy?: string; inner?: number; outer?: number } = {}): string {
  const inner = lighten(colour, opts.inner ?? 0.84);
  const outer = lighten(colour, opts.outer ?? 0.6);
  return svgDoc(
    w,
    h,
    `<defs><radialGradient id="bg" cx="${opts.cx ?? '50%'}" cy="${opts.cy ?? '42%'}" r="75%">
<stop offset="0" stop-color="${inner}"/><stop offset="0.55" stop-color="${mix(inner, outer, 0.45)}"/><stop offset="1" stop-color="${outer}"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
  );
}

const SHADOW_DEFS = `<defs><radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity="1"/><stop offset="0.6" stop-color="#000000" stop-opacity="0.55"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient></defs>`;

const place = (x: number, y: number, scale: number, rot: number, inner: string, mirror = false) =>
  `<g transform="translate(${r2(x)},${r2(y)}) rotate(${rot}) scale(${mirror ? -r2(scale) : r2(scale)},${r2(scale)}) translate(-100,-100)">${inner}</g>`;
const r2 = (n: number) => Math.round(n * 100) / 100;

/** A soft elliptic shadow (radial gradient; needs SHADOW_DEFS in the document). */
const shadow = (x: number, y: number, rx: number, ry: number, opacity = 0.2) =>
  `<ellipse cx="${r2(x)}" cy="${r2(y)}" rx="${r2(rx)}" ry="${r2(ry)}" fill="url(#shadow)" opacity="${opacity}"/>`;

/** Peppercorns, salt flakes and a herb sprig scattered around a board. */
function garnish(seed: string, w: number, h: number, avoid: { x: number; y: number; r: number }): string {
  const rng = rngFor(`garnish:${seed}`);
  let out = '';
  for (let i = 0; i < 30; i++) {
    const x = rng() * w;
    const y = rng() * h;
    if (Math.hypot(x - avoid.x, y - avoid.y) < avoid.r) continue;
    if (rng() < 0.55) out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(3 + rng() * 2.5).toFixed(1)}" fill="#3a2e28"/>`;
    else out += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="6" height="5" rx="1" fill="#ffffff" opacity="0.85" transform="rotate(${Math.round(rng() * 90)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }
  const sx = pick(rng, [0.12, 0.88]) * w;
  const sy = pick(rng, [0.12, 0.88]) * h;
  out += place(sx, sy, 0.5 * (w / 600), Math.round(rng() * 360), drawArt('leaf', seed, '#5f8f3e'));
  return out;
}

function board(seed: string, cx: number, cy: number, w: number, h: number): string {
  const rng = rngFor(`board:${seed}`);
  const wood = pick(rng, ['#c99a68', '#b88654', '#d2a877', '#a8754a']);
  const slate = rng() < 0.25;
  const fill = slate ? '#3b3f45' : wood;
  const rot = Math.round((rng() - 0.5) * 10);
  let grain = '';
  if (!slate)
    for (let i = 0; i < 10; i++) {
      const y = cy - h / 2 + 16 + (i * (h - 32)) / 9 + (rng() - 0.5) * 8;
      grain += `<path d="M${r2(cx - w / 2 + 20)},${y.toFixed(1)} C${r2(cx - w / 6)},${(y + (rng() - 0.5) * 14).toFixed(1)} ${r2(cx + w / 6)},${(y + (rng() - 0.5) * 14).toFixed(1)} ${r2(cx + w / 2 - 20)},${y.toFixed(1)}" stroke="${darken(wood, 0.12)}" stroke-width="2" fill="none" opacity="0.5"/>`;
    }
  return `<g transform="rotate(${rot} ${r2(cx)} ${r2(cy)})">
<rect x="${r2(cx - w / 2 + 10)}" y="${r2(cy - h / 2 + 16)}" width="${r2(w)}" height="${r2(h)}" rx="26" fill="#000000" opacity="0.12"/>
<rect x="${r2(cx - w / 2)}" y="${r2(cy - h / 2)}" width="${r2(w)}" height="${r2(h)}" rx="26" fill="${fill}"/>
<rect x="${r2(cx - w / 2)}" y="${r2(cy - h / 2)}" width="${r2(w)}" height="${r2(h)}" rx="26" fill="none" stroke="${darken(fill, 0.15)}" stroke-width="4"/>
${grain}
<circle cx="${r2(cx + w / 2 - 34)}" cy="${r2(cy - h / 2 + 34)}" r="11" fill="${darken(fill, 0.35)}" opacity="0.6"/>
</g>`;
}

/** One product image (600×600 by default): main, close-up, or on a board. */
export function productScene(spec: ArtSpec, variant: ProductVariant, size = PRODUCT_SIZE): Scene {
  const rng = rngFor(`${variant}:${spec.seed}`);
  const art = drawArt(spec.art, spec.seed, spec.colour);
  const s = size / 600;
  const rot = Math.round((rng() - 0.5) * 30);
  // Mirror half of the items (same art, other way round), chosen per item, not per variant.
  const mirror = rngFor(`mirror:${spec.seed}`)() < 0.5;
  const scene = (background: string, overlay: string): Scene => ({
    width: size,
    height: size,
    background,
    overlay: svgDoc(size, size, SHADOW_DEFS + overlay),
  });
  if (variant === 'main') {
    const scale = (2.5 + rng() * 0.3) * s;
    return scene(
      radialBackground(size, size, spec.colour),
      shadow(300 * s, 482 * s, 230 * s, 34 * s, 0.3) + place(300 * s + (rng() - 0.5) * 20 * s, 292 * s, scale, rot, art, mirror),
    );
  }
  if (variant === 'closeup') {
    const scale = (3.8 + rng() * 0.6) * s;
    const dx = (rng() - 0.5) * 120 * s;
    const dy = (rng() - 0.5) * 80 * s;
    return scene(
      radialBackground(size, size, darken(spec.colour, 0.08), { inner: 0.7, outer: 0.45 }),
      place(300 * s + dx, 310 * s + dy, scale, rot + 8, art, mirror),
    );
  }
  const scale = (2.15 + rng() * 0.15) * s;
  return scene(
    radialBackground(size, size, spec.colour, { inner: 0.9, outer: 0.7 }),
    garnish(spec.seed, size, size, { x: 300 * s, y: 300 * s, r: 290 * s }) +
      board(spec.seed, 300 * s, 306 * s, 540 * s, 440 * s) +
      shadow(300 * s, 418 * s, 170 * s, 24 * s, 0.35) +
      place(300 * s, 300 * s, scale, rot, art, mirror),
  );
}

/** Category tile: the art on its colour within a light disc. */
export function categoryScene(spec: ArtSpec, size = PRODUCT_SIZE): Scene {
  const s = size / 600;
  return {
    width: size,
    height: size,
    background: radialBackground(size, size, spec.colour, { inner: 0.78, outer: 0.5 }),
    overlay: svgDoc(
      size,
      size,
      SHADOW_DEFS +
        `<circle cx="${300 * s}" cy="${300 * s}" r="${240 * s}" fill="#ffffff" opacity="0.35"/>
<circle cx="${300 * s}" cy="${300 * s}" r="${240 * s}" fill="none" stroke="${darken(spec.colour, 0.1)}" stroke-width="${3 * s}" opacity="0.5"/>` +
        shadow(300 * s, 460 * s, 190 * s, 28 * s, 0.3) +
        place(300 * s, 296 * s, 2.3 * s, -6, drawArt(spec.art, spec.seed, spec.colour)),
    ),
  };
}

/** Recipe card (600×400): the dish on a plate, cutlery beside it. */
export function recipeScene(spec: ArtSpec, width = RECIPE_SIZE.width, height = RECIPE_SIZE.height): Scene {
  const rng = rngFor(`recipe:${spec.seed}`);
  const cx = width * 0.5;
  const cy = height * 0.5;
  const r = height * 0.43;
  // Cookware and containers stand on the table; food is served on a plate.
  const onTable = ['pan', 'grill', 'bottle', 'jar', 'milk', 'box', 'gift'].includes(spec.art);
  if (onTable)
    return {
      width,
      height,
      background: radialBackground(width, height, spec.colour, { inner: 0.8, outer: 0.55 }),
      overlay: svgDoc(
        width,
        height,
        SHADOW_DEFS +
          shadow(cx, cy + r * 0.86, r * 1.1, r * 0.16, 0.35) +
          place(cx, cy, (r * 2.1) / 200, Math.round((rng() - 0.5) * 20), drawArt(spec.art, spec.seed, spec.colour)) +
          place(cx + r * 1.35, cy + r * 0.55, 0.45, Math.round(rng() * 360), drawArt('leaf', spec.seed, '#5f8f3e')) +
          place(cx - r * 1.35, cy - r * 0.5, 0.4, Math.round(rng() * 360), drawArt('leaf', spec.seed + 'b', '#5f8f3e')),
      ),
    };
  return {
    width,
    height,
    background: radialBackground(width, height, spec.colour, { inner: 0.8, outer: 0.55 }),
    overlay: svgDoc(
      width,
      height,
      SHADOW_DEFS +
        shadow(cx + 8, cy + 12, r * 1.12, r * 1.08, 0.35) +
        `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="#fbfaf7"/>
<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r * 0.78)}" fill="#f1eee8"/>
<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r * 0.78)}" fill="none" stroke="#e3ded5" stroke-width="2"/>
<g fill="#b9bcc1"><rect x="${r2(cx - r - 60)}" y="${r2(cy - 110)}" width="10" height="220" rx="5"/>
<rect x="${r2(cx - r - 66)}" y="${r2(cy - 120)}" width="4" height="50" rx="2"/><rect x="${r2(cx - r - 58)}" y="${r2(cy - 120)}" width="4" height="50" rx="2"/><rect x="${r2(cx - r - 50)}" y="${r2(cy - 120)}" width="4" height="50" rx="2"/>
<rect x="${r2(cx + r + 48)}" y="${r2(cy - 110)}" width="12" height="220" rx="6"/></g>` +
        place(cx, cy, (r * 1.5) / 200, Math.round((rng() - 0.5) * 30), drawArt(spec.art, spec.seed, spec.colour)) +
        place(cx + r * 0.62, cy - r * 0.6, 0.35, Math.round(rng() * 360), drawArt('leaf', spec.seed, '#5f8f3e')),
    ),
  };
}

/** Carousel banner (1440×480): the art on the right, calm space on the left for text. */
export function bannerScene(spec: ArtSpec, width = BANNER_SIZE.width, height = BANNER_SIZE.height): Scene {
  const rng = rngFor(`banner:${spec.seed}`);
  const c = spec.colour;
  let dots = '';
  for (let i = 0; i < 14; i++) {
    const x = width * (0.5 + rng() * 0.5);
    const y = rng() * height;
    dots += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(4 + rng() * 10).toFixed(1)}" fill="#ffffff" opacity="${(0.08 + rng() * 0.12).toFixed(2)}"/>`;
  }
  const background = svgDoc(
    width,
    height,
    `<defs><linearGradient id="bgl" x1="0" y1="0" x2="1" y2="0.3">
<stop offset="0" stop-color="${darken(c, 0.25)}"/><stop offset="0.55" stop-color="${c}"/><stop offset="1" stop-color="${lighten(c, 0.25)}"/></linearGradient>
<radialGradient id="glow" cx="72%" cy="50%" r="40%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bgl)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
  );
  const overlay = svgDoc(
    width,
    height,
    SHADOW_DEFS +
      `${dots}
<circle cx="${width * 0.72}" cy="${height * 0.5}" r="${height * 0.42}" fill="#ffffff" opacity="0.12"/>
${shadow(width * 0.72, height * 0.87, height * 0.42, 30, 0.35)}
${place(width * 0.72, height * 0.48, (height * 0.82) / 200, Math.round((rng() - 0.5) * 16), drawArt(spec.art, spec.seed, c))}
${place(width * 0.9, height * 0.2, 0.7, Math.round(rng() * 360), drawArt('leaf', spec.seed, '#5f8f3e'))}
${place(width * 0.55, height * 0.82, 0.55, Math.round(rng() * 360), drawArt('leaf', spec.seed + 'b', '#5f8f3e'))}`,
  );
  return { width, height, background, overlay };
}

/** Special (600×400): the art on the right half on a light tint. */
export function specialScene(spec: ArtSpec, width = SPECIAL_SIZE.width, height = SPECIAL_SIZE.height): Scene {
  const rng = rngFor(`special:${spec.seed}`);
  return {
    width,
    height,
    background: radialBackground(width, height, spec.colour, { cx: '68%', cy: '50%', inner: 0.82, outer: 0.5 }),
    overlay: svgDoc(
      width,
      height,
      SHADOW_DEFS +
        `<circle cx="${width * 0.66}" cy="${height * 0.5}" r="${height * 0.42}" fill="#ffffff" opacity="0.3"/>` +
        shadow(width * 0.66, height * 0.87, height * 0.36, 20, 0.3) +
        place(width * 0.66, height * 0.48, (height * 0.74) / 200, Math.round((rng() - 0.5) * 16), drawArt(spec.art, spec.seed, spec.colour)),
    ),
  };
}

/** Neutral placeholder: a covered plate on warm grey. */
export function placeholderScene(size = PRODUCT_SIZE): Scene {
  const s = size / 600;
  return {
    width: size,
    height: size,
    background: radialBackground(size, size, '#9a948c', { inner: 0.9, outer: 0.72 }),
    overlay: svgDoc(
      size,
      size,
      `<g transform="scale(${s})" fill="#ffffff" opacity="0.75">
<rect x="130" y="372" width="340" height="18" rx="9"/>
<path d="M160,360 C160,270 224,214 300,214 C376,214 440,270 440,360 Z"/>
<circle cx="300" cy="198" r="16"/></g>`,
    ),
  };
}

// ---- rendering -------------------------------------------------------------------

/**
 * Truecolour PNG, zlib level 6: ~45 KB for a 600×600 product image in ~7 ms. (Palette
 * PNG would be ~2.5× smaller but libimagequant at its faster efforts smears large flat
 * areas into wrong-coloured wedges on some images, and costs ~25 ms more each.)
 */
const PNG_OPTIONS = { compressionLevel: 6, adaptiveFiltering: false } as const;

/** Renders a scene to an opaque PNG (both layers in one SVG pass: ~20 ms for 600×600). */
export async function renderScene(scene: Scene): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(sceneSvg(scene))).removeAlpha().png(PNG_OPTIONS).toBuffer();
}

/** Renders any SVG document to PNG (no background cache). */
export async function renderPng(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).removeAlpha().png(PNG_OPTIONS).toBuffer();
}

export async function renderImage(id: string, scene: Scene): Promise<RenderedImage> {
  const bytes = await renderScene(scene);
  return { id, contentType: 'image/png', bytes, width: scene.width, height: scene.height };
}

/** Runs `fn` over `items` with at most `limit` at once; results keep input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

// ---- sold out ----------------------------------------------------------------------

let cjkFont: boolean | undefined;
function hasCjkFont(): boolean {
  if (cjkFont === undefined) {
    try {
      cjkFont = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8', timeout: 3000 }).trim().length > 0;
    } catch {
      cjkFont = false;
    }
  }
  return cjkFont;
}

/**
 * The greyed "sold out" version of an image (the `.SO` suffix): desaturated, lightened,
 * with a diagonal band reading SOLD OUT (已售罄 for zh_CN when a Chinese font is
 * installed; otherwise SOLD OUT too). Returns a PNG of the same size.
 */
export async function renderSoldOut(png: Buffer, locale: 'en_US' | 'zh_CN' | string = 'en_US'): Promise<Buffer> {
  const sharp = await loadSharp();
  const meta = await sharp(png).metadata();
  const w = meta.width ?? PRODUCT_SIZE;
  const h = meta.height ?? PRODUCT_SIZE;
  const text = locale === 'zh_CN' && hasCjkFont() ? '已售罄' : 'SOLD OUT';
  const diag = Math.hypot(w, h);
  const band = Math.round(Math.min(w, h) * 0.16);
  const font = Math.round(band * 0.52);
  const angle = (-Math.atan2(h, w) * 180) / Math.PI;
  const overlay = svgDoc(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#ffffff" opacity="0.35"/>
<g transform="translate(${w / 2},${h / 2}) rotate(${angle.toFixed(2)})">
<rect x="${-diag / 2}" y="${-band / 2}" width="${diag}" height="${band}" fill="#2b2b2b" opacity="0.82"/>
<rect x="${-diag / 2}" y="${-band / 2 + 5}" width="${diag}" height="1.5" fill="#ffffff" opacity="0.5"/>
<rect x="${-diag / 2}" y="${band / 2 - 6.5}" width="${diag}" height="1.5" fill="#ffffff" opacity="0.5"/>
<text x="0" y="0" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif" font-weight="bold" font-size="${font}" letter-spacing="${Math.round(font * 0.12)}" fill="#ffffff">${text}</text>
</g>`,
  );
  return sharp(png)
    .greyscale()
    .composite([{ input: Buffer.from(overlay), top: 0, left: 0 }])
    .png(PNG_OPTIONS)
    .toBuffer();
}

/** Deterministic colour for a seed when none is given. */
export const colourFor = (seed: string): string => pick(rngFor(`colour:${seed}`), ['#b5654a', '#8c6d4f', '#6f8a5a', '#5f7f9a', '#a0785a']);
