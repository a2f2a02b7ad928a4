// Flat SVG illustrations of the seed catalogue's product kinds (SeedArt). Each function
// draws inside a 200×200 box centred on (100, 100) and may use the random source and
// accent colours for deterministic per-item variation. No text, no external resources.
import type { SeedArt } from './data/types.ts';

export type Rng = () => number;

/** mulberry32 over a 32-bit FNV-1a hash of the seed string. */
export function rngFor(seed: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
const r1 = (n: number) => Math.round(n * 10) / 10;

// ---- colour helpers --------------------------------------------------------------

function parseHex(hex: string): [number, number, number] {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  if (!/^[0-9a-fA-F]{6}$/.test(h)) return [160, 150, 140];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

const toHex = (rgb: [number, number, number]) =>
  '#' + rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');

/** Mix `a` towards `b` by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

// ---- shared bits -----------------------------------------------------------------

/** Wavy marbling lines inside a clip path. */
function marbling(rng: Rng, clipId: string, count: number, colour: string, box = { x: 30, y: 35, w: 140, h: 120 }): string {
  let out = `<g clip-path="url(#${clipId})" fill="none" stroke="${colour}" stroke-linecap="round">`;
  for (let i = 0; i < count; i++) {
    const y = box.y + between(rng, 0, box.h);
    const x0 = box.x + between(rng, -10, box.w * 0.4);
    const x1 = x0 + between(rng, 40, box.w * 0.8);
    const c1 = y + between(rng, -18, 18);
    const c2 = y + between(rng, -18, 18);
    const y1 = y + between(rng, -12, 12);
    out += `<path d="M${r1(x0)},${r1(y)} C${r1(x0 + (x1 - x0) / 3)},${r1(c1)} ${r1(x0 + (2 * (x1 - x0)) / 3)},${r1(c2)} ${r1(x1)},${r1(y1)}" stroke-width="${r1(between(rng, 0.8, 2.6))}" opacity="${r1(between(rng, 0.55, 0.9))}"/>`;
    // short side veins
    if (rng() < 0.6) {
      const vx = r1((x0 + x1) / 2);
      out += `<path d="M${vx},${r1(y)} q${r1(between(rng, -10, 10))},${r1(between(rng, 6, 14))} ${r1(between(rng, -16, 16))},${r1(between(rng, 12, 24))}" stroke-width="0.9" opacity="0.6"/>`;
    }
  }
  return out + '</g>';
}

const highlight = (d: string, opacity = 0.25) =>
  `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="${opacity}"/>`;

// ---- the illustrations -----------------------------------------------------------

interface ArtContext {
  rng: Rng;
  /** Accent colour chosen for this item (label, cap, vegetable ...). */
  accent: string;
  /** Category colour. */
  colour: string;
}

type Draw = (c: ArtContext) => string;

const STEAK_SHAPES = {
  // Ribeye: wider than tall, the fat cap thicker along the top edge.
  ribeye: {
    d: 'M22,104 C18,72 46,50 86,48 C122,46 164,52 178,80 C190,104 180,136 150,148 C118,160 70,160 44,148 C28,140 24,122 22,104 Z',
    inner: 'translate(102,108) scale(0.86,0.8) translate(-100,-100)',
  },
  // Striploin: squarer, a straight band of fat along one long side.
  strip: {
    d: 'M26,74 C26,58 40,50 58,52 L152,56 C170,57 178,70 176,86 L172,132 C170,148 158,154 142,152 L50,148 C34,146 26,134 26,120 Z',
    inner: 'translate(101,110) scale(0.95,0.78) translate(-100,-100)',
  },
  // T-bone: the strip and the fillet either side of the bone.
  tbone: {
    d: 'M24,96 C22,66 52,46 92,46 C134,46 172,56 180,88 C188,122 166,152 128,158 C90,164 46,156 32,136 C26,126 24,110 24,96 Z',
    inner: 'translate(102,104) scale(0.88,0.84) translate(-100,-100)',
  },
} as const;

const steak: Draw = ({ rng }) => {
  const meat = pick(rng, ['#a52a35', '#b3303a', '#9c2432', '#b8373f']);
  const fat = '#f4e6d2';
  const kind = pick(rng, ['ribeye', 'ribeye', 'strip', 'tbone', 'filet'] as const);
  let flecks = '';
  const n = 24 + Math.floor(rng() * 44);
  for (let i = 0; i < n; i++) {
    const x = between(rng, 30, 176);
    const y = between(rng, 52, 158);
    const rot = Math.round(between(rng, -50, 50));
    flecks += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(between(rng, 1.5, 5.5))}" ry="${r1(between(rng, 0.7, 1.8))}" transform="rotate(${rot} ${r1(x)} ${r1(y)})" fill="#f6e1d8" opacity="${r1(between(rng, 0.4, 0.8))}"/>`;
  }
  if (kind === 'filet') {
    // Two thick medallions of fillet, seen from above at an angle.
    const medallion = (cx: number, cy: number, r: number) => `<ellipse cx="${cx}" cy="${cy + 14}" rx="${r}" ry="${r * 0.7}" fill="${darken(meat, 0.25)}"/>
<rect x="${cx - r}" y="${cy}" width="${2 * r}" height="14" fill="${darken(meat, 0.25)}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.7}" fill="${meat}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.7}" fill="none" stroke="#efe2d6" stroke-width="2.5" opacity="0.8"/>
<ellipse cx="${cx - r * 0.2}" cy="${cy - r * 0.15}" rx="${r * 0.5}" ry="${r * 0.3}" fill="${lighten(meat, 0.12)}" opacity="0.6"/>`;
    return medallion(74, 98, 44) + medallion(132, 122, 40) + highlight('M48,80 C60,70 84,66 100,70', 0.3);
  }
  const { d, inner } = STEAK_SHAPES[kind];
  const seamX = between(rng, 64, 84);
  const bone =
    kind === 'tbone'
      ? `<path d="M96,52 L104,52 L108,104 C120,108 132,110 150,108 L150,118 C130,122 118,122 106,120 L100,160 L92,160 L96,116 C90,110 92,60 96,52 Z" fill="#f2e8d8"/>`
      : `<path d="M${r1(seamX)},50 C${r1(seamX + 18)},84 ${r1(seamX + 14)},120 ${r1(seamX - 4)},160" stroke="#f3dccf" stroke-width="2.5" fill="none" opacity="0.75"/>`;
  return `<defs><clipPath id="stk"><path d="${d}" transform="${inner}"/></clipPath></defs>
<path d="${d}" fill="${fat}"/>
<path d="${d}" fill="none" stroke="${darken(fat, 0.1)}" stroke-width="1.5"/>
<path d="${d}" transform="${inner}" fill="${meat}"/>
<g clip-path="url(#stk)">
<ellipse cx="122" cy="108" rx="42" ry="30" fill="${darken(meat, 0.1)}" opacity="0.45"/>
${flecks}
${bone}
</g>
${highlight('M44,66 C70,54 110,52 140,56', 0.35)}`;
};

const oneChop: Draw = ({ rng }) => {
  const id = Math.floor(rng() * 1e6);
  const meat = pick(rng, ['#e39a96', '#d98a88', '#e8a7a0', '#b84a4a']);
  const fat = '#f6ebdc';
  // Loin chop: a rounded comma with a thick fat rim on the outer curve and the
  // T of bone in the narrow end.
  const body = 'M40,80 C48,46 110,30 150,50 C184,68 184,118 156,142 C130,164 94,164 74,150 C60,140 58,124 50,116 C40,106 36,94 40,80 Z';
  const inner = 'translate(108,104) scale(0.82) translate(-100,-100)';
  return `<defs><clipPath id="chp${id}"><path d="${body}" transform="${inner}"/></clipPath></defs>
<path d="${body}" fill="${fat}"/>
<path d="${body}" fill="none" stroke="${darken(fat, 0.1)}" stroke-width="1.5"/>
<path d="${body}" transform="${inner}" fill="${meat}"/>
<g clip-path="url(#chp${id})"><ellipse cx="126" cy="98" rx="36" ry="30" fill="${lighten(meat, 0.12)}" opacity="0.7"/></g>
${marbling(rng, `chp${id}`, 3, '#fbeee6', { x: 80, y: 70, w: 80, h: 60 })}
<ellipse cx="72" cy="124" rx="13" ry="9" transform="rotate(-35 72 124)" fill="#f1e6d3"/>
<ellipse cx="72" cy="124" rx="5" ry="3.5" transform="rotate(-35 72 124)" fill="${darken(meat, 0.1)}" opacity="0.7"/>
${highlight('M64,56 C90,40 128,38 154,54', 0.4)}`;
};

const chop: Draw = (c) => {
  if (c.rng() < 0.45) return oneChop(c);
  const back = oneChop(c);
  const front = oneChop(c);
  return `<g transform="translate(-18,-20) rotate(-14 100 100) translate(100,100) scale(0.82) translate(-100,-100)">${back}</g><g transform="translate(22,22) rotate(8 100 100) translate(100,100) scale(0.82) translate(-100,-100)">${front}</g>`;
};

const rack: Draw = ({ rng }) => {
  const meat = pick(rng, ['#b24a4a', '#a8423f', '#bd5550']);
  const fatCap = '#efd9bd';
  const n = 6 + Math.floor(rng() * 2);
  // Lying on its side: the loin along the bottom, frenched bones rising to the right.
  let bones = '';
  for (let i = 0; i < n; i++) {
    const x = 44 + i * (104 / (n - 1));
    bones += `<path d="M${r1(x)},112 L${r1(x + 34)},42" stroke="#f3ebde" stroke-width="8" stroke-linecap="round"/>`;
    bones += `<path d="M${r1(x + 1)},104 L${r1(x + 30)},46" stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity="0.6"/>`;
  }
  let ribs = '';
  for (let i = 1; i < n; i++) {
    const x = 36 + i * (124 / n);
    ribs += `<path d="M${r1(x)},124 Q${r1(x - 4)},142 ${r1(x - 2)},160" stroke="${darken(meat, 0.22)}" stroke-width="1.6" fill="none" opacity="0.55"/>`;
  }
  return `${bones}
<path d="M24,126 C24,108 40,100 64,100 L150,100 C172,100 182,112 180,128 C178,150 164,164 140,164 L56,164 C36,164 24,148 24,126 Z" fill="${meat}"/>
<path d="M24,126 C24,108 40,100 64,100 L150,100 C172,100 182,112 180,128 C172,120 150,116 100,116 C56,116 32,120 24,126 Z" fill="${fatCap}"/>
<ellipse cx="36" cy="134" rx="10" ry="20" fill="${darken(meat, 0.12)}"/>
<ellipse cx="36" cy="134" rx="5" ry="10" fill="${lighten(meat, 0.15)}"/>
${ribs}
${highlight('M52,106 C90,104 130,104 160,106', 0.45)}`;
};

const mince: Draw = ({ rng }) => {
  const meat = pick(rng, ['#b8454a', '#c4565a', '#a83c44']);
  let texture = '';
  for (let i = 0; i < 70; i++) {
    const a = rng() * Math.PI;
    const rr = Math.sqrt(rng());
    const x = 100 + Math.cos(a) * rr * 62 * (rng() < 0.5 ? -1 : 1);
    const y = 112 - Math.sin(a) * rr * 42 + 8;
    const col = rng() < 0.3 ? '#f3d9cf' : rng() < 0.5 ? darken(meat, 0.18) : lighten(meat, 0.15);
    texture += `<path d="M${r1(x)},${r1(y)} q3,-3 6,0 t6,0" stroke="${col}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`;
  }
  return `<rect x="24" y="112" width="152" height="52" rx="14" fill="#2f3338"/>
<rect x="30" y="116" width="140" height="42" rx="10" fill="#3b4046"/>
<path d="M36,130 C40,82 70,66 100,66 C130,66 160,82 164,130 Z" fill="${meat}"/>
<clipPath id="mnc"><path d="M36,130 C40,82 70,66 100,66 C130,66 160,82 164,130 Z"/></clipPath>
<g clip-path="url(#mnc)">${texture}</g>
${highlight('M62,84 C78,72 100,70 118,74', 0.35)}`;
};

const wholeBird: Draw = ({ rng }) => {
  const roasted = rng() < 0.4;
  const skin = roasted ? pick(rng, ['#c98a3e', '#d49a4c', '#c2803a']) : pick(rng, ['#f1d2b0', '#eec9a4', '#f3d8ba']);
  const shade = darken(skin, 0.1);
  const line = darken(skin, 0.22);
  const bone = '#f8f1e6';
  let herbs = '';
  if (roasted)
    for (let i = 0; i < 16; i++)
      herbs += `<circle cx="${r1(between(rng, 50, 150))}" cy="${r1(between(rng, 86, 150))}" r="${r1(between(rng, 1.2, 2.2))}" fill="${rng() < 0.5 ? '#4b6b34' : '#7a3b1e'}" opacity="0.75"/>`;
  const leg = (x: number, y: number, rot: number, fill: string) => `<g transform="rotate(${rot} ${x} ${y})">
<path d="M${x + 20},${y - 8} L${x + 50},${y - 8}" stroke="${bone}" stroke-width="8" stroke-linecap="round"/>
<circle cx="${x + 54}" cy="${y - 12}" r="5.5" fill="${bone}"/><circle cx="${x + 54}" cy="${y - 4}" r="5.5" fill="${bone}"/>
<path d="M${x - 34},${y} C${x - 34},${y - 22} ${x - 10},${y - 24} ${x + 24},${y - 14} C${x + 30},${y - 10} ${x + 30},${y - 4} ${x + 24},${y - 2} C${x - 10},${y + 10} ${x - 34},${y + 18} ${x - 34},${y} Z" fill="${fill}" stroke="${line}" stroke-width="1.5"/>
</g>`;
  return `<path d="M26,124 C24,88 62,66 104,66 C148,66 176,92 174,124 C172,152 140,166 100,166 C58,166 28,154 26,124 Z" fill="${skin}"/>
<path d="M30,134 C46,160 150,164 172,130 C166,154 138,166 100,166 C62,166 36,156 30,134 Z" fill="${shade}"/>
${herbs}
${leg(104, 96, -28, shade)}
${leg(120, 112, -18, skin)}
${highlight('M52,84 C72,72 110,70 134,76', 0.45)}`;
};

const drumstick: Draw = ({ rng }) => {
  const skin = pick(rng, ['#d99a52', '#e6b07a', '#f0c9a0']);
  const one = (dx: number, dy: number, rot: number) => `<g transform="translate(${dx},${dy}) rotate(${rot} 100 100)">
<path d="M112,108 L150,146" stroke="#f4ecdf" stroke-width="12" stroke-linecap="round"/>
<circle cx="152" cy="142" r="8" fill="#fbf5ea"/><circle cx="146" cy="152" r="8" fill="#fbf5ea"/>
<path d="M60,56 C86,40 124,56 126,92 C128,116 112,124 96,120 C70,116 40,84 60,56 Z" fill="${skin}"/>
<path d="M66,62 C84,52 108,60 114,80" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.35" stroke-linecap="round"/>
</g>`;
  return one(-18, -10, -6) + one(10, 18, 10);
};

const sausage: Draw = ({ rng }) => {
  const casing = pick(rng, ['#b5654a', '#c47a52', '#9e4f3c', '#d9b38c']);
  const n = 3 + Math.floor(rng() * 2);
  let out = '';
  for (let i = 0; i < n; i++) {
    const y = 64 + i * (80 / (n - 1 || 1));
    const bend = between(rng, -10, 10);
    const d = `M36,${r1(y)} C70,${r1(y + bend - 12)} 130,${r1(y + bend + 12)} 164,${r1(y)}`;
    out += `<path d="${d}" stroke="${darken(casing, 0.18)}" stroke-width="26" fill="none" stroke-linecap="round"/>`;
    out += `<path d="${d}" stroke="${casing}" stroke-width="22" fill="none" stroke-linecap="round"/>`;
    out += `<path d="M44,${r1(y - 5)} C72,${r1(y + bend - 16)} 124,${r1(y + bend + 6)} 154,${r1(y - 5)}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.3" stroke-linecap="round"/>`;
    // grill marks on some
    if (rng() < 0.5) {
      for (let k = 0; k < 4; k++) {
        const x = 62 + k * 24;
        out += `<path d="M${x},${r1(y - 8)} l8,14" stroke="${darken(casing, 0.45)}" stroke-width="2.5" opacity="0.55" stroke-linecap="round"/>`;
      }
    }
  }
  return out;
};

const salami: Draw = ({ rng }) => {
  const meat = pick(rng, ['#9e2f3a', '#a83a3f', '#8e2a36']);
  const slice = (cx: number, cy: number, r: number) => {
    let specks = '';
    for (let i = 0; i < 14; i++) {
      const a = rng() * Math.PI * 2;
      const d = Math.sqrt(rng()) * (r - 6);
      specks += `<circle cx="${r1(cx + Math.cos(a) * d)}" cy="${r1(cy + Math.sin(a) * d)}" r="${r1(between(rng, 1.2, 2.8))}" fill="#f5e3d6"/>`;
    }
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#e9dccd"/><circle cx="${cx}" cy="${cy}" r="${r - 3}" fill="${meat}"/>${specks}`;
  };
  return `<path d="M28,62 L112,50 C128,48 134,78 118,82 L34,94 C22,96 18,64 28,62 Z" fill="${darken(meat, 0.2)}"/>
<ellipse cx="118" cy="66" rx="9" ry="16" transform="rotate(-8 118 66)" fill="${meat}"/>
<path d="M36,66 L104,56" stroke="#ffffff" stroke-width="3" opacity="0.2"/>
${slice(70, 130, 30)}${slice(118, 118, 30)}${slice(150, 150, 26)}`;
};

const ham: Draw = ({ rng }) => {
  const skin = pick(rng, ['#c27a4a', '#b86b3e', '#cf8a56']);
  return `<path d="M40,100 C40,56 96,38 136,58 C172,76 174,124 150,140 L118,156 C86,172 40,150 40,100 Z" fill="${skin}"/>
<path d="M150,140 L172,158" stroke="#f4ecdf" stroke-width="14" stroke-linecap="round"/>
<circle cx="176" cy="160" r="10" fill="#fbf5ea"/>
<ellipse cx="72" cy="104" rx="30" ry="40" fill="#f1e2cf" transform="rotate(18 72 104)"/>
<ellipse cx="72" cy="104" rx="25" ry="35" fill="#e59a98" transform="rotate(18 72 104)"/>
<ellipse cx="72" cy="104" rx="7" ry="9" fill="#f4ecdf" transform="rotate(18 72 104)"/>
<path d="M96,60 C120,52 146,62 158,82" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.3" stroke-linecap="round"/>
<path d="M110,90 l30,30 M124,78 l30,30 M100,106 l26,26" stroke="${darken(skin, 0.2)}" stroke-width="1.5" opacity="0.5"/>`;
};

const bottle: Draw = ({ rng, accent }) => {
  const glass = pick(rng, ['#2e4a32', '#4a1c2a', '#3b2a1c', '#233c4a', '#5a1f2c']);
  const label = pick(rng, ['#f4ecd8', '#efe2c4', '#fbf7ee', '#1f1f1f']);
  const ink = label === '#1f1f1f' ? '#d9c08a' : accent;
  const glass2 = pick(rng, ['#2e4a32', '#5a1f2c', '#c9b37a']);
  return `<g transform="translate(36,12) scale(0.8)" opacity="0.9">
<path d="M128,18 L144,18 L144,62 C144,72 164,82 164,104 L164,200 C164,206 158,210 152,210 L120,210 C114,210 108,206 108,200 L108,104 C108,82 128,72 128,62 Z" fill="${glass2}"/>
</g>
<path d="M90,14 L110,14 L110,64 C110,76 134,88 134,114 L134,184 C134,190 128,194 122,194 L78,194 C72,194 66,190 66,184 L66,114 C66,88 90,76 90,64 Z" fill="${glass}"/>
<rect x="88" y="12" width="24" height="30" rx="3" fill="${pick(rng, ['#7a1f2b', '#b8962e', '#222222', '#d8d8d8'])}"/>
<rect x="70" y="118" width="60" height="48" rx="3" fill="${label}"/>
<rect x="78" y="128" width="44" height="3" fill="${ink}"/>
<circle cx="100" cy="146" r="8" fill="none" stroke="${ink}" stroke-width="2"/>
<rect x="84" y="158" width="32" height="2" fill="${ink}" opacity="0.7"/>
<path d="M74,112 C74,96 86,86 94,80 L94,60" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.25" stroke-linecap="round"/>
<path d="M124,124 L124,182" stroke="#ffffff" stroke-width="3" opacity="0.12" stroke-linecap="round"/>`;
};

const cheese: Draw = ({ rng }) => {
  const paste = pick(rng, ['#f5d26b', '#f1c85a', '#f6dc8c', '#efe1b2']);
  const rind = pick(rng, ['#e0a93a', '#d9c39a', '#c98f2e', '#e9e3d2']);
  let holes = '';
  const hs: [number, number, number][] = [];
  for (let i = 0; i < 7; i++) hs.push([between(rng, 50, 160), between(rng, 108, 156), between(rng, 4, 9)]);
  for (const [x, y, r] of hs) holes += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(r)}" ry="${r1(r * 0.8)}" fill="${darken(paste, 0.16)}"/>`;
  return `<path d="M30,100 L150,60 L176,100 Z" fill="${lighten(paste, 0.25)}"/>
<path d="M30,100 L176,100 L176,164 L30,164 Z" fill="${paste}"/>
<clipPath id="chs"><path d="M30,100 L176,100 L176,164 L30,164 Z"/></clipPath>
<g clip-path="url(#chs)">${holes}</g>
<path d="M150,60 L176,100 L176,164" fill="none" stroke="${rind}" stroke-width="6" stroke-linejoin="round"/>
<path d="M30,164 L176,164" stroke="${rind}" stroke-width="6" stroke-linecap="round"/>
<ellipse cx="112" cy="84" rx="6" ry="3" fill="${darken(paste, 0.1)}"/>
<ellipse cx="80" cy="92" rx="4" ry="2" fill="${darken(paste, 0.1)}"/>`;
};

const fish: Draw = ({ rng }) => {
  const body = pick(rng, ['#8fa6b5', '#9fb3bf', '#7f95a6', '#b0a58e']);
  const belly = lighten(body, 0.5);
  let scales = '';
  for (let x = 66; x < 140; x += 12) for (let y = 88; y < 118; y += 10) scales += `<path d="M${x},${y} q5,5 0,10" stroke="${darken(body, 0.15)}" fill="none" stroke-width="1.2" opacity="0.5"/>`;
  return `<path d="M150,100 L186,70 L178,100 L186,130 Z" fill="${darken(body, 0.1)}"/>
<path d="M20,100 C40,64 110,56 156,100 C110,144 40,136 20,100 Z" fill="${body}"/>
<path d="M24,104 C50,132 110,138 152,104 C110,124 50,122 24,104 Z" fill="${belly}"/>
<path d="M84,68 C96,52 120,58 124,76 Z" fill="${darken(body, 0.12)}"/>
<path d="M90,130 C98,142 112,142 116,128 Z" fill="${darken(body, 0.12)}"/>
${scales}
<path d="M52,82 C50,96 50,106 54,120" stroke="${darken(body, 0.25)}" stroke-width="2" fill="none"/>
<circle cx="38" cy="94" r="6" fill="#ffffff"/><circle cx="38" cy="94" r="3.4" fill="#1d2430"/>
${highlight('M50,76 C76,64 110,66 134,82', 0.4)}`;
};

const fillet: Draw = ({ rng }) => {
  const flesh = pick(rng, ['#f08a5d', '#f49a6a', '#ee7f52']);
  let stripes = '';
  for (let i = 0; i < 8; i++) {
    const x = 46 + i * 16 + between(rng, -2, 2);
    stripes += `<path d="M${r1(x)},70 C${r1(x + 14)},96 ${r1(x - 6)},118 ${r1(x + 8)},146" stroke="#fbe3d3" stroke-width="${r1(between(rng, 2.2, 3.6))}" fill="none" opacity="0.9" stroke-linecap="round"/>`;
  }
  const shape = 'M24,96 C30,70 70,62 110,62 C150,62 176,76 180,98 C184,122 160,144 120,148 C80,152 36,140 26,118 Z';
  return `<path d="${shape}" transform="translate(0,8)" fill="#6f7d86"/>
<path d="${shape}" fill="${flesh}"/>
<clipPath id="flt"><path d="${shape}"/></clipPath>
<g clip-path="url(#flt)">${stripes}<path d="M20,130 C70,150 140,150 184,120 L184,160 L20,160 Z" fill="${darken(flesh, 0.12)}" opacity="0.5"/></g>
${highlight('M50,74 C80,64 130,64 160,76', 0.35)}`;
};

const shrimp: Draw = ({ rng }) => {
  const shell = pick(rng, ['#f2855e', '#f59a72', '#ea7452']);
  const one = (tx: number, ty: number, s: number, rot: number) => {
    const R = 40;
    const P = (deg: number): [number, number] => [100 + R * Math.cos((deg * Math.PI) / 180), 100 - R * Math.sin((deg * Math.PI) / 180)];
    let segs = '';
    const n = 7;
    for (let i = n - 1; i >= 0; i--) {
      const a0 = 196 - i * 30;
      const a1 = a0 - 30;
      const [x0, y0] = P(a0);
      const [x1, y1] = P(a1);
      const w = 28 - i * 2.4;
      const col = i % 2 ? shell : lighten(shell, 0.12);
      segs += `<path d="M${r1(x0)},${r1(y0)} A${R},${R} 0 0 1 ${r1(x1)},${r1(y1)}" stroke="${col}" stroke-width="${r1(w)}" fill="none" stroke-linecap="round"/>`;
    }
    const [tx0, ty0] = P(196 - n * 30 + 4);
    const [hx, hy] = P(200);
    let legs = '';
    for (let i = 0; i < 5; i++) {
      const [lx, ly] = P(180 - i * 22);
      legs += `<path d="M${r1(lx)},${r1(ly)} L${r1(lx + (100 - lx) * 0.45)},${r1(ly + (100 - ly) * 0.45 + 6)}" stroke="${darken(shell, 0.1)}" stroke-width="2" stroke-linecap="round"/>`;
    }
    return `<g transform="translate(${tx},${ty}) rotate(${rot} 100 100) translate(100,100) scale(${s}) translate(-100,-100)">
${legs}
<path d="M${r1(tx0)},${r1(ty0)} l8,18 l-16,2 Z" fill="${darken(shell, 0.12)}"/>
<path d="M${r1(tx0)},${r1(ty0)} l18,10 l-6,12 Z" fill="${darken(shell, 0.2)}"/>
${segs}
<ellipse cx="${r1(hx - 4)}" cy="${r1(hy + 4)}" rx="18" ry="14" fill="${shell}" transform="rotate(-30 ${r1(hx)} ${r1(hy)})"/>
<circle cx="${r1(hx - 10)}" cy="${r1(hy)}" r="3" fill="#2a1a14"/>
<path d="M${r1(hx - 16)},${r1(hy + 6)} C${r1(hx - 40)},${r1(hy + 2)} ${r1(hx - 50)},${r1(hy - 30)} ${r1(hx - 40)},${r1(hy - 60)}" stroke="${darken(shell, 0.3)}" stroke-width="1.5" fill="none"/>
<path d="M${r1(hx - 16)},${r1(hy + 8)} C${r1(hx - 44)},${r1(hy + 14)} ${r1(hx - 60)},${r1(hy - 10)} ${r1(hx - 62)},${r1(hy - 36)}" stroke="${darken(shell, 0.3)}" stroke-width="1.5" fill="none"/>
<path d="M76,70 C90,58 112,58 126,66" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.35" stroke-linecap="round"/>
</g>`;
  };
  return one(-12, -22, 0.85, -8) + one(16, 30, 0.85, 12);
};

const shell: Draw = ({ rng }) => {
  const c = pick(rng, ['#e9b9a0', '#f0cfa8', '#d8a48e', '#e6d3c0']);
  let ribs = '';
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI * (0.12 + (i * 0.76) / 10);
    ribs += `<path d="M100,160 L${r1(100 - Math.cos(a) * 80)},${r1(150 - Math.sin(a) * 100)}" stroke="${darken(c, 0.18)}" stroke-width="2"/>`;
  }
  return `<path d="M100,164 L30,110 C26,60 70,36 100,36 C130,36 174,60 170,110 Z" fill="${c}"/>
<clipPath id="shl"><path d="M100,164 L30,110 C26,60 70,36 100,36 C130,36 174,60 170,110 Z"/></clipPath>
<g clip-path="url(#shl)">${ribs}</g>
<path d="M78,162 L122,162 L112,176 L88,176 Z" fill="${darken(c, 0.1)}"/>
<path d="M62,66 C80,50 120,50 138,66" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.35" stroke-linecap="round"/>`;
};

const milk: Draw = ({ rng, accent }) => {
  const cap = pick(rng, [accent, '#2f6f9f', '#c23b3b', '#3d7d4a']);
  return `<path d="M78,24 L122,24 L122,52 C122,62 142,70 142,94 L142,178 C142,186 136,190 128,190 L72,190 C64,190 58,186 58,178 L58,94 C58,70 78,62 78,52 Z" fill="#fbfbf8"/>
<path d="M78,24 L122,24 L122,52 C122,62 142,70 142,94 L142,178 C142,186 136,190 128,190 L72,190 C64,190 58,186 58,178 L58,94 C58,70 78,62 78,52 Z" fill="none" stroke="#d7dde2" stroke-width="2"/>
<rect x="76" y="16" width="48" height="16" rx="4" fill="${cap}"/>
<rect x="58" y="112" width="84" height="44" fill="${cap}" opacity="0.9"/>
<path d="M100,120 C106,130 110,136 110,140 C110,146 105,150 100,150 C95,150 90,146 90,140 C90,136 94,130 100,120 Z" fill="#ffffff"/>
<path d="M68,96 L68,176" stroke="#e4e8ec" stroke-width="5" stroke-linecap="round"/>`;
};

const olive: Draw = ({ rng }) => {
  const green = rng() < 0.6;
  const fill = green ? pick(rng, ['#7d8f3a', '#8a9a45', '#6f8232']) : pick(rng, ['#3b2a35', '#2e2430', '#4a3140']);
  let olives = '';
  const spots: [number, number][] = [[74, 100], [100, 94], [126, 100], [86, 118], [114, 118], [100, 108], [64, 116], [136, 116]];
  for (const [x, y] of spots) {
    const rot = Math.round(between(rng, -40, 40));
    olives += `<ellipse cx="${x}" cy="${y}" rx="14" ry="10" fill="${fill}" transform="rotate(${rot} ${x} ${y})"/>`;
    olives += `<ellipse cx="${x - 4}" cy="${y - 3}" rx="4" ry="2" fill="#ffffff" opacity="0.35" transform="rotate(${rot} ${x} ${y})"/>`;
    if (green && rng() < 0.7) olives += `<circle cx="${x + 6}" cy="${y}" r="3" fill="#c8372d"/>`;
  }
  return `<path d="M48,120 C58,104 142,104 152,120 Z" fill="#000000" opacity="0.1"/>
${olives}
<path d="M26,122 L174,122 C170,156 140,172 100,172 C60,172 30,156 26,122 Z" fill="#eee7da"/>
<path d="M26,122 L174,122 C174,128 26,128 26,122 Z" fill="#d9cfbf"/>
<path d="M40,132 C50,154 80,162 100,162" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.6" stroke-linecap="round"/>
<path d="M150,66 C160,40 180,36 186,34" stroke="#6d7d4a" stroke-width="2.5" fill="none"/>
<ellipse cx="166" cy="48" rx="12" ry="4" fill="#8fa064" transform="rotate(-40 166 48)"/>
<ellipse cx="176" cy="52" rx="12" ry="4" fill="#7d8f55" transform="rotate(20 176 52)"/>`;
};

const jar: Draw = ({ rng, accent }) => {
  const content = pick(rng, [accent, '#b83b2e', '#d99a2b', '#6d8a3a', '#7a3b2e', '#e0b24a']);
  const lid = pick(rng, ['#2f2f2f', '#c9a227', '#7a1f2b', '#d7d7d7', '#3d5a3d']);
  return `<rect x="58" y="52" width="84" height="124" rx="18" fill="#e9eef0" opacity="0.8"/>
<rect x="64" y="66" width="72" height="104" rx="14" fill="${content}"/>
<rect x="62" y="36" width="76" height="22" rx="5" fill="${lid}"/>
<rect x="62" y="52" width="76" height="4" fill="${darken(lid, 0.3)}" opacity="0.6"/>
<rect x="64" y="100" width="72" height="40" fill="#f6f0e2"/>
<rect x="74" y="112" width="52" height="3" fill="${darken(content, 0.2)}"/>
<rect x="80" y="122" width="40" height="2" fill="${darken(content, 0.2)}" opacity="0.6"/>
<path d="M70,72 L70,94 M70,146 L70,160" stroke="#ffffff" stroke-width="4" opacity="0.35" stroke-linecap="round"/>`;
};

const vegetable: Draw = ({ rng }) => {
  const tomato = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#d9412f"/>
<path d="M${x},${y - r + 3} l-9,-4 l7,6 l-8,4 l10,-2 l0,8 l3,-8 l10,2 l-8,-4 l7,-6 Z" fill="#4f7a2d"/>
<path d="M${x - r * 0.5},${y - r * 0.3} q${r * 0.2},-${r * 0.4} ${r * 0.55},-${r * 0.45}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.35" stroke-linecap="round"/>`;
  const carrot = (x: number, y: number, rot: number) => `<g transform="rotate(${rot} ${x} ${y})">
<path d="M${x - 12},${y - 40} C${x - 12},${y - 46} ${x + 12},${y - 46} ${x + 12},${y - 40} L${x + 2},${y + 44} C${x},${y + 48} ${x - 2},${y + 48} ${x - 2},${y + 44} Z" fill="#ec8a2c"/>
<path d="M${x - 6},${y - 20} l7,0 M${x - 4},${y} l6,0 M${x - 4},${y + 20} l5,0" stroke="#c86d1c" stroke-width="2" stroke-linecap="round"/>
<path d="M${x},${y - 44} l-10,-22 M${x},${y - 44} l0,-26 M${x},${y - 44} l10,-22" stroke="#5f8f32" stroke-width="5" stroke-linecap="round"/>
</g>`;
  const broccoli = (x: number, y: number) => `<rect x="${x - 6}" y="${y}" width="12" height="34" rx="5" fill="#8fb45a"/>
<circle cx="${x - 16}" cy="${y - 4}" r="16" fill="#4f8a3a"/><circle cx="${x + 16}" cy="${y - 4}" r="16" fill="#4f8a3a"/><circle cx="${x}" cy="${y - 18}" r="18" fill="#5c9a44"/>
<circle cx="${x - 6}" cy="${y - 24}" r="4" fill="#7fb863" opacity="0.7"/>`;
  const layout = Math.floor(rng() * 3);
  if (layout === 0) return carrot(70, 110, -20) + tomato(128, 124, 30) + broccoli(120, 70);
  if (layout === 1) return broccoli(76, 92) + carrot(136, 104, 24) + tomato(96, 142, 24);
  return tomato(78, 118, 28) + tomato(128, 128, 22) + carrot(112, 88, 60);
};

const box: Draw = ({ rng, accent }) => {
  const kraft = pick(rng, ['#c9a57a', '#d4b48c', '#bf9a6c']);
  return `<path d="M40,78 L100,54 L160,78 L100,102 Z" fill="${lighten(kraft, 0.2)}"/>
<path d="M40,78 L100,102 L100,176 L40,152 Z" fill="${kraft}"/>
<path d="M160,78 L100,102 L100,176 L160,152 Z" fill="${darken(kraft, 0.12)}"/>
<path d="M70,66 L130,90 L130,104 L70,80 Z" fill="${accent}" opacity="0.85"/>
<path d="M114,118 L148,104 L148,132 L114,146 Z" fill="#f6efe2"/>
<path d="M120,124 L142,115" stroke="${accent}" stroke-width="3"/>`;
};

const gift: Draw = ({ rng, accent }) => {
  const paper = pick(rng, ['#2f4f3e', '#6b1f2a', '#1f3550', accent]);
  const ribbon = pick(rng, ['#d8b24a', '#e9d8b0', '#c23b3b']);
  return `<rect x="40" y="86" width="120" height="92" rx="4" fill="${paper}"/>
<rect x="34" y="70" width="132" height="28" rx="4" fill="${lighten(paper, 0.12)}"/>
<rect x="92" y="70" width="16" height="108" fill="${ribbon}"/>
<rect x="40" y="120" width="120" height="10" fill="${ribbon}" opacity="0.8"/>
<path d="M100,70 C84,40 56,46 66,62 C72,72 90,72 100,70 Z" fill="${ribbon}"/>
<path d="M100,70 C116,40 144,46 134,62 C128,72 110,72 100,70 Z" fill="${ribbon}"/>
<circle cx="100" cy="70" r="7" fill="${darken(ribbon, 0.15)}"/>
<path d="M48,100 L48,170" stroke="#ffffff" stroke-width="3" opacity="0.2" stroke-linecap="round"/>`;
};

const pan: Draw = ({ rng }) => {
  const inner = rng() < 0.5;
  let pepper = '';
  for (let i = 0; i < 8; i++) pepper += `<circle cx="${r1(between(rng, 60, 130))}" cy="${r1(between(rng, 70, 124))}" r="1.6" fill="#1f1f1f" opacity="0.8"/>`;
  return `<path d="M150,120 L192,150" stroke="#2b2b2b" stroke-width="14" stroke-linecap="round"/>
<circle cx="96" cy="96" r="72" fill="#2f3236"/>
<circle cx="96" cy="96" r="62" fill="#3d4147"/>
<path d="M50,60 C66,40 100,34 124,44" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.18" stroke-linecap="round"/>
${inner ? `<path d="M62,98 C62,78 90,70 112,76 C130,82 132,112 118,122 C100,134 62,122 62,98 Z" fill="#a8423f"/><path d="M70,96 C84,88 100,106 122,96" stroke="#f1dcc8" stroke-width="2.5" fill="none"/><path d="M66,110 C80,104 96,118 118,110" stroke="#f1dcc8" stroke-width="1.5" fill="none" opacity="0.7"/>` : `<path d="M56,90 C56,70 96,66 100,86 C104,110 60,112 56,90 Z" fill="#fbfbf5"/><circle cx="78" cy="88" r="8" fill="#f3b33d"/><path d="M96,108 C96,92 134,88 136,108 C138,128 96,128 96,108 Z" fill="#fbfbf5"/><circle cx="116" cy="108" r="8" fill="#f3b33d"/>`}
${pepper}`;
};

const grill: Draw = ({ rng }) => {
  let bars = '';
  for (let x = 42; x <= 158; x += 13) bars += `<path d="M${x},${r1(100 - Math.sqrt(Math.max(0, 64 * 64 - (x - 100) ** 2)) + 4)} L${x},${r1(100 + Math.sqrt(Math.max(0, 64 * 64 - (x - 100) ** 2)) - 4)}" stroke="#8a8f96" stroke-width="3"/>`;
  const flames = Array.from({ length: 5 }, (_, i) => {
    const x = 58 + i * 21 + between(rng, -3, 3);
    return `<path d="M${r1(x)},150 C${r1(x - 10)},134 ${r1(x + 2)},122 ${r1(x)},108 C${r1(x + 12)},124 ${r1(x + 12)},138 ${r1(x)},150 Z" fill="${pick(rng, ['#f29a3a', '#f2b53a', '#e86b2e'])}" opacity="0.85"/>`;
  }).join('');
  return `<circle cx="100" cy="100" r="72" fill="#2b2e33"/>
<circle cx="100" cy="100" r="64" fill="#3a2a24"/>
${flames}
${bars}
<circle cx="100" cy="100" r="66" fill="none" stroke="#9aa0a8" stroke-width="4"/>
<rect x="64" y="78" width="72" height="26" rx="12" fill="#b24a4a"/>
<path d="M78,80 l6,22 M96,80 l6,22 M114,80 l6,22" stroke="#3b1e1a" stroke-width="3" opacity="0.6"/>`;
};

const leaf: Draw = ({ rng }) => {
  const g = pick(rng, ['#5f8f3e', '#4f7f38', '#6f9a48']);
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const x = 40 + t * 120;
    const y = 150 - t * 100;
    const side = i % 2 ? 1 : -1;
    const rot = Math.round(-45 + side * 50 + between(rng, -8, 8));
    leaves += `<ellipse cx="${r1(x + side * 12)}" cy="${r1(y + side * 6)}" rx="22" ry="9" fill="${i % 3 ? g : lighten(g, 0.15)}" transform="rotate(${rot} ${r1(x + side * 12)} ${r1(y + side * 6)})"/>`;
  }
  return `<path d="M34,160 C70,130 120,90 166,44" stroke="${darken(g, 0.2)}" stroke-width="3" fill="none"/>${leaves}`;
};

const egg: Draw = ({ rng }) => {
  const shellC = pick(rng, ['#efdcc4', '#e9c9a6', '#dcb48c', '#f4ede2']);
  const e = (x: number, y: number, s: number, rot: number) => `<g transform="rotate(${rot} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="${22 * s}" ry="${29 * s}" fill="${shellC}" stroke="${darken(shellC, 0.12)}" stroke-width="1.5"/>
<ellipse cx="${x - 7 * s}" cy="${y - 11 * s}" rx="${5 * s}" ry="${8 * s}" fill="#ffffff" opacity="0.55"/></g>`;
  return `<ellipse cx="100" cy="124" rx="72" ry="26" fill="#8a6a44"/>
${e(70, 104, 1, -12)}${e(130, 104, 1, 12)}${e(100, 92, 1.1, 0)}
<path d="M28,122 C36,166 164,166 172,122 C150,136 50,136 28,122 Z" fill="#a7865c"/>
<path d="M38,134 C70,146 130,146 162,134 M44,146 C74,156 126,156 156,146" stroke="#8a6a44" stroke-width="2.5" fill="none"/>`;
};

const bread: Draw = ({ rng }) => {
  const crust = pick(rng, ['#c98b4a', '#b87a3c', '#d49c5c']);
  const boule = rng() < 0.5;
  if (boule)
    return `<ellipse cx="100" cy="110" rx="70" ry="54" fill="${crust}"/>
<ellipse cx="100" cy="120" rx="64" ry="40" fill="${darken(crust, 0.12)}" opacity="0.4"/>
<path d="M56,96 C80,84 120,84 144,96 M60,116 C84,104 116,104 140,116" stroke="#f1d9b0" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M60,80 C80,64 118,62 140,76" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.25" stroke-linecap="round"/>`;
  return `<g transform="rotate(-20 100 100)"><rect x="22" y="78" width="156" height="44" rx="22" fill="${crust}"/>
<path d="M48,90 l16,16 M78,88 l16,18 M108,88 l16,18 M138,90 l14,14" stroke="#f1d9b0" stroke-width="5" stroke-linecap="round"/>
<path d="M36,84 C70,78 130,78 164,84" stroke="#ffffff" stroke-width="3" opacity="0.25" fill="none" stroke-linecap="round"/></g>`;
};

// ---- star-shop gifts (data/gifts.ts) ----------------------------------------------

const apron: Draw = ({ rng }) => {
  const canvas = pick(rng, ['#3d4a5c', '#5b4636', '#2f3d34', '#857258', '#2a2d31']);
  const leather = pick(rng, ['#9a6a3e', '#8a5a32', '#a8764a']);
  const stitch = lighten(canvas, 0.5);
  const pocket = darken(canvas, 0.14);
  const rivet = '#c98f4a';
  const body = 'M70,42 L130,42 C130,66 138,82 158,92 L158,172 C158,181 152,186 143,186 L57,186 C48,186 42,181 42,172 L42,92 C62,82 70,66 70,42 Z';
  const id = Math.floor(rng() * 1e6);
  return `<defs><clipPath id="apr${id}"><path d="${body}"/></clipPath></defs>
<path d="M74,46 C66,4 134,4 126,46" stroke="${leather}" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M46,96 C32,102 24,114 18,134" stroke="${leather}" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M154,96 C168,102 176,114 182,134" stroke="${leather}" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="${body}" fill="${canvas}"/>
<g clip-path="url(#apr${id})"><rect x="132" y="30" width="40" height="170" fill="${darken(canvas, 0.12)}" opacity="0.6"/>
<rect x="30" y="176" width="140" height="12" fill="${darken(canvas, 0.1)}"/></g>
<path d="M76,50 L124,50 C125,70 132,84 150,96 L150,170 C150,175 147,178 142,178 L58,178 C53,178 50,175 50,170 L50,96 C68,84 75,70 76,50 Z" fill="none" stroke="${stitch}" stroke-width="1.2" stroke-dasharray="3 3" opacity="0.7"/>
<rect x="86" y="60" width="28" height="24" rx="2" fill="${pocket}"/>
<rect x="104" y="52" width="5" height="14" rx="1.5" fill="#d7dbdf"/>
<rect x="86" y="60" width="28" height="24" rx="2" fill="none" stroke="${stitch}" stroke-width="1" stroke-dasharray="2.5 2.5" opacity="0.7"/>
<rect x="58" y="118" width="84" height="40" rx="3" fill="${pocket}"/>
<rect x="58" y="118" width="84" height="40" rx="3" fill="none" stroke="${stitch}" stroke-width="1.1" stroke-dasharray="3 3" opacity="0.7"/>
<path d="M100,118 L100,158" stroke="${stitch}" stroke-width="1.1" stroke-dasharray="3 3" opacity="0.7"/>
<circle cx="61" cy="121" r="2.4" fill="${rivet}"/><circle cx="139" cy="121" r="2.4" fill="${rivet}"/><circle cx="100" cy="121" r="2.4" fill="${rivet}"/>
<rect x="68" y="38" width="12" height="14" rx="2" fill="${leather}"/><rect x="120" y="38" width="12" height="14" rx="2" fill="${leather}"/>
<circle cx="74" cy="46" r="2" fill="${rivet}"/><circle cx="126" cy="46" r="2" fill="${rivet}"/>
<rect x="40" y="90" width="12" height="12" rx="2" fill="${leather}" transform="rotate(-28 46 96)"/>
<rect x="148" y="90" width="12" height="12" rx="2" fill="${leather}" transform="rotate(28 154 96)"/>
${highlight('M52,104 L52,166', 0.18)}`;
};

/** A serrated steak knife lying along the x axis, blade to the right. */
function steakKnife(handle: string): string {
  const steel = '#cfd5db';
  // The edge: a quadratic from the heel (90,112) to the tip (192,100), serrated.
  const q = (t: number): [number, number] => {
    const a = (1 - t) * (1 - t);
    const b = 2 * t * (1 - t);
    const c = t * t;
    return [a * 90 + b * 160 + c * 192, a * 112 + b * 115 + c * 100];
  };
  const pts: string[] = [];
  const n = 22;
  for (let i = n; i >= 0; i--) {
    const [x, y] = q(i / n);
    pts.push(`${r1(x)},${r1(i % 2 && i > 1 ? y + 2.6 : y)}`);
  }
  const blade = `M90,88 L164,88 Q184,89 192,100 L${pts.join(' L')} Z`;
  return `<path d="${blade}" fill="${steel}"/>
<path d="M92,104 Q150,108 184,99 Q160,112 92,111 Z" fill="#aeb6bf"/>
<path d="M94,91 L162,91 Q178,92 186,98" stroke="#ffffff" stroke-width="2.5" fill="none" opacity="0.75" stroke-linecap="round"/>
<rect x="82" y="86" width="10" height="28" rx="2.5" fill="#b4bbc3"/>
<path d="M22,96 C22,89 28,86 36,86 L83,88 L83,112 L36,114 C28,114 22,111 22,104 Z" fill="${handle}"/>
<path d="M30,90 L80,91" stroke="#ffffff" stroke-width="2.5" opacity="0.22" stroke-linecap="round"/>
<circle cx="40" cy="100" r="3.2" fill="#e2e6ea"/><circle cx="57" cy="100" r="3.2" fill="#e2e6ea"/><circle cx="74" cy="100" r="3.2" fill="#e2e6ea"/>`;
}

const knife: Draw = ({ rng }) => {
  const handle = pick(rng, ['#5a3522', '#3b2a22', '#7a4a2a', '#222426']);
  return `<g transform="rotate(-32 100 100) translate(-2,-17)">${steakKnife(handle)}</g>
<g transform="rotate(-32 100 100) translate(6,19)">${steakKnife(handle)}</g>`;
};

const board: Draw = ({ rng }) => {
  const wood = pick(rng, ['#c99a68', '#b88654', '#d2a877', '#a8754a']);
  const shape =
    'M32,54 L142,54 C152,54 156,62 158,70 L160,80 L176,80 C186,80 190,90 190,100 C190,110 186,120 176,120 L160,120 L158,130 C156,138 152,146 142,146 L32,146 C20,146 12,138 12,126 L12,74 C12,62 20,54 32,54 Z';
  const id = Math.floor(rng() * 1e6);
  let grain = '';
  for (let i = 0; i < 9; i++) {
    const y = 60 + i * 10.5 + between(rng, -3, 3);
    grain += `<path d="M14,${r1(y)} C60,${r1(y + between(rng, -7, 7))} 110,${r1(y + between(rng, -7, 7))} 190,${r1(y + between(rng, -4, 4))}" stroke="${darken(wood, 0.14)}" stroke-width="${r1(between(rng, 1.2, 2.4))}" fill="none" opacity="0.55"/>`;
  }
  const knot = `<ellipse cx="${r1(between(rng, 50, 120))}" cy="${r1(between(rng, 76, 124))}" rx="7" ry="3.5" fill="none" stroke="${darken(wood, 0.2)}" stroke-width="1.5" opacity="0.6"/>`;
  return `<defs><clipPath id="brd${id}"><path d="${shape}"/></clipPath></defs>
<path d="${shape}" transform="translate(0,10)" fill="${darken(wood, 0.25)}"/>
<path d="${shape}" fill="${wood}"/>
<g clip-path="url(#brd${id})">${grain}${knot}</g>
<rect x="24" y="65" width="122" height="70" rx="13" fill="none" stroke="${darken(wood, 0.22)}" stroke-width="3.5"/>
<rect x="25.5" y="66.5" width="122" height="70" rx="13" fill="none" stroke="${lighten(wood, 0.3)}" stroke-width="1.2" opacity="0.7"/>
<circle cx="178" cy="100" r="7" fill="${darken(wood, 0.4)}" opacity="0.75"/>
${highlight('M30,58 L140,58', 0.35)}`;
};

/** A stemmed red-wine glass, centre (0,0) at the bottom of the bowl; `wine` fills it part-way. */
function wineGlass(id: string, wine: string | null): string {
  const bowl = 'M-22,-74 C-31,-52 -35,-26 -27,-11 C-21,0 -9,5 0,5 C9,5 21,0 27,-11 C35,-26 31,-52 22,-74 Z';
  const rim = '#aebcc6';
  return `<defs><clipPath id="${id}"><path d="${bowl}"/></clipPath></defs>
<ellipse cx="0" cy="62" rx="25" ry="5.5" fill="#eef3f6" stroke="${rim}" stroke-width="1.8"/>
<path d="M-2.5,4 L-2.2,60 L2.2,60 L2.5,4 Z" fill="#eef3f6" stroke="${rim}" stroke-width="1.4"/>
<path d="${bowl}" fill="#ffffff" opacity="0.4"/>
${wine ? `<g clip-path="url(#${id})"><rect x="-40" y="-32" width="80" height="40" fill="${wine}"/><ellipse cx="0" cy="-32" rx="33" ry="4" fill="${lighten(wine, 0.18)}"/></g>` : ''}
<path d="${bowl}" fill="none" stroke="${rim}" stroke-width="1.8"/>
<ellipse cx="0" cy="-74" rx="22" ry="3" fill="none" stroke="${rim}" stroke-width="1.5"/>
<path d="M-20,-58 C-26,-42 -27,-28 -22,-16" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.85" stroke-linecap="round"/>
<path d="M16,-62 C20,-52 21,-46 21,-40" stroke="#ffffff" stroke-width="2.5" fill="none" opacity="0.6" stroke-linecap="round"/>`;
}

const glasses: Draw = ({ rng }) => {
  const wine = pick(rng, ['#6d1a2a', '#7a1f33', '#5a1424']);
  const id = Math.floor(rng() * 1e6);
  return `<g transform="translate(76,110) rotate(-5)">${wineGlass(`gl${id}a`, wine)}</g>
<g transform="translate(130,118) rotate(6) scale(0.94)">${wineGlass(`gl${id}b`, rng() < 0.5 ? wine : null)}</g>`;
};

/** A digit drawn in seven segments (no fonts), in a w×h box at (x, y). */
function digit(n: number, x: number, y: number, w: number, h: number, fill: string): string {
  const on = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'][n] ?? '';
  const t = Math.max(1.2, w * 0.2);
  const hh = h / 2;
  const seg: Record<string, [number, number, number, number]> = {
    a: [x + t / 2, y, w - t, t],
    g: [x + t / 2, y + hh - t / 2, w - t, t],
    d: [x + t / 2, y + h - t, w - t, t],
    f: [x, y + t / 2, t, hh - t / 2],
    b: [x + w - t, y + t / 2, t, hh - t / 2],
    e: [x, y + hh, t, hh - t / 2],
    c: [x + w - t, y + hh, t, hh - t / 2],
  };
  return [...on].map((k) => {
    const [sx, sy, sw, sh] = seg[k] as [number, number, number, number];
    return `<rect x="${r1(sx)}" y="${r1(sy)}" width="${r1(sw)}" height="${r1(sh)}" rx="0.5" fill="${fill}"/>`;
  }).join('');
}

const thermometer: Draw = ({ rng }) => {
  const bodyC = pick(rng, ['#c23b3b', '#2b2e33', '#2f6f5e', '#d9a13a']);
  const crust = pick(rng, ['#8a4a2e', '#7d4229', '#94532f']);
  // 52 °C, medium rare; in seven segments it also reads 52 when the image is mirrored.
  const reading = 52;
  // The steak: a seared top with grill marks, its side, and the pink middle on the cut end.
  const top = 'M24,136 C24,118 58,108 90,108 C124,108 152,116 152,134 C152,150 124,160 88,160 C54,160 24,152 24,136 Z';
  let marks = '';
  for (let i = 0; i < 5; i++) {
    const x = 44 + i * 22;
    marks += `<path d="M${x},118 L${x + 16},152" stroke="#3b1e1a" stroke-width="3.5" opacity="0.55" stroke-linecap="round"/>`;
  }
  // The thermometer in its own frame: body along +x from 0, the probe along -x to the tip.
  const inst = `<path d="M-48,0 L-4,-3 L-4,3 Z" fill="#c9cfd6"/>
<path d="M-46,-0.4 L-6,-1.6" stroke="#ffffff" stroke-width="1" opacity="0.8"/>
<rect x="-6" y="-6" width="8" height="12" rx="2" fill="#9aa3ab"/>
<rect x="0" y="-18" width="80" height="36" rx="15" fill="${bodyC}"/>
<rect x="0" y="5" width="80" height="13" rx="6.5" fill="${darken(bodyC, 0.15)}" opacity="0.6"/>
<rect x="13" y="-11" width="38" height="22" rx="3" fill="#d5e2cc" stroke="${darken(bodyC, 0.3)}" stroke-width="1.5"/>
${digit(Math.floor(reading / 10), 19, -7.5, 11, 15, '#26302a')}${digit(reading % 10, 34, -7.5, 11, 15, '#26302a')}
<circle cx="66" cy="0" r="6" fill="${lighten(bodyC, 0.3)}"/>
<path d="M7,-14 L72,-14" stroke="#ffffff" stroke-width="2.5" opacity="0.3" stroke-linecap="round"/>`;
  return `<path d="${top}" transform="translate(0,12)" fill="${darken(crust, 0.2)}"/>
<path d="M24,136 L24,148 C24,164 54,172 88,172 C124,172 152,162 152,146 L152,134 C152,150 124,160 88,160 C54,160 24,152 24,136 Z" fill="${darken(crust, 0.2)}"/>
<path d="M28,146 C40,160 70,166 96,166" stroke="#d7707a" stroke-width="4" fill="none" opacity="0.8" stroke-linecap="round"/>
<path d="${top}" fill="${crust}"/>
<clipPath id="thm"><path d="${top}"/></clipPath>
<g clip-path="url(#thm)">${marks}</g>
<ellipse cx="92" cy="126" rx="4" ry="2" fill="#3b1e1a"/>
<g transform="translate(92,126) rotate(-46) translate(48,0)">${inst}</g>
${highlight('M40,120 C60,112 100,110 130,116', 0.25)}`;
};

const seasoning: Draw = ({ rng }) => {
  const wood = pick(rng, ['#b88654', '#a8754a', '#c99a68']);
  const fills = [
    { c: '#3a2e28', speck: '#8a7a6a' }, // black pepper
    { c: '#e7b3aa', speck: '#ffffff' }, // pink salt
    { c: '#b8552e', speck: '#e8b04a' }, // steak rub
    { c: '#6d7a3a', speck: '#b5c07a' }, // herbs
  ];
  const start = Math.floor(rng() * fills.length);
  const lids = ['#c9a57a', '#2b2e33', '#b9c0c7'];
  let jars = '';
  [56, 100, 144].forEach((x, k) => {
    const f = fills[(start + k) % fills.length] as { c: string; speck: string };
    const lid = lids[k] as string;
    let specks = '';
    for (let i = 0; i < 18; i++)
      specks += `<circle cx="${r1(x + between(rng, -13, 13))}" cy="${r1(between(rng, 84, 138))}" r="${r1(between(rng, 0.8, 1.8))}" fill="${f.speck}" opacity="0.8"/>`;
    jars += `<rect x="${x - 19}" y="64" width="38" height="80" rx="9" fill="#eef3f6" opacity="0.85"/>
<rect x="${x - 16}" y="78" width="32" height="63" rx="7" fill="${f.c}"/>
${specks}
<rect x="${x - 19}" y="104" width="38" height="20" fill="#f2e6cf"/>
<rect x="${x - 11}" y="110" width="22" height="2.5" fill="${darken(f.c, 0.1)}"/>
<rect x="${x - 7}" y="116" width="14" height="2" fill="${darken(f.c, 0.1)}" opacity="0.6"/>
<rect x="${x - 17}" y="50" width="34" height="17" rx="${k === 0 ? 3 : 5}" fill="${lid}"/>
${k === 0 ? `<circle cx="${x - 8}" cy="56" r="1.3" fill="${darken(lid, 0.25)}"/><circle cx="${x + 5}" cy="60" r="1.3" fill="${darken(lid, 0.25)}"/><circle cx="${x + 10}" cy="55" r="1" fill="${darken(lid, 0.25)}"/>` : ''}
${k === 2 ? `<circle cx="${x - 7}" cy="55" r="1.4" fill="#5a6068"/><circle cx="${x}" cy="55" r="1.4" fill="#5a6068"/><circle cx="${x + 7}" cy="55" r="1.4" fill="#5a6068"/>` : ''}
<path d="M${x - 13},72 L${x - 13},98 M${x - 13},130 L${x - 13},138" stroke="#ffffff" stroke-width="3" opacity="0.45" stroke-linecap="round"/>`;
  });
  return `<rect x="20" y="150" width="160" height="14" rx="3" fill="${darken(wood, 0.2)}"/>
<rect x="20" y="138" width="160" height="16" rx="3" fill="${wood}"/>
<rect x="14" y="126" width="10" height="36" rx="3" fill="${darken(wood, 0.1)}"/><rect x="176" y="126" width="10" height="36" rx="3" fill="${darken(wood, 0.1)}"/>
${jars}
<rect x="20" y="138" width="160" height="16" rx="3" fill="${wood}" opacity="0.35"/>
<path d="M26,142 L174,142" stroke="#ffffff" stroke-width="2" opacity="0.25" stroke-linecap="round"/>`;
};

/** A raw steak shrink-wrapped in a vacuum bag with a ribbed seal at one end. */
function vacuumPack(rng: Rng, id: string): string {
  const meat = pick(rng, ['#a52a35', '#b3303a', '#9c2432']);
  const steakPath = 'M22,22 C30,10 62,8 80,14 C96,20 100,40 90,50 C78,60 40,62 26,54 C16,48 16,32 22,22 Z';
  let creases = '';
  for (let i = 0; i < 6; i++) {
    const x = between(rng, 18, 92);
    const y = between(rng, 12, 56);
    creases += `<path d="M${r1(x)},${r1(y)} l${r1(between(rng, -8, 8))},${r1(between(rng, 4, 10))}" stroke="#ffffff" stroke-width="1.3" opacity="0.7" stroke-linecap="round"/>`;
  }
  let ribs = '';
  for (let y = 4; y <= 64; y += 5) ribs += `<path d="M104,${y} L114,${y}" stroke="#c4ccd2" stroke-width="1.2"/>`;
  return `<defs><clipPath id="${id}"><path d="${steakPath}"/></clipPath></defs>
<rect x="4" y="0" width="112" height="68" rx="12" fill="#f2f5f7" opacity="0.5" stroke="#d3dbe0" stroke-width="1.5"/>
<path d="${steakPath}" fill="#f4e6d2"/>
<path d="${steakPath}" transform="translate(55,36) scale(0.86,0.78) translate(-55,-36)" fill="${meat}"/>
${marbling(rng, id, 4, '#f6e1d8', { x: 20, y: 14, w: 70, h: 40 })}
<rect x="102" y="0" width="14" height="68" rx="4" fill="#e6ecef" opacity="0.9"/>
${ribs}
<path d="M4,12 C4,6 8,2 14,2 L100,2" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.6" stroke-linecap="round"/>
${creases}
<rect x="4" y="0" width="112" height="68" rx="12" fill="#ffffff" opacity="0.12"/>`;
}

const vacuumSealer: Draw = ({ rng, accent }) => {
  const [bodyC, lidC] = pick(rng, [
    ['#d7dbdf', '#2d3136'],
    ['#eef0f1', '#3a3f45'],
    ['#2d3136', '#44494f'],
    ['#c8cdd2', '#1f2226'],
  ] as const);
  const led = pick(rng, ['#57c26a', '#4aa3df', accent]);
  return `<rect x="18" y="96" width="164" height="44" rx="14" fill="${bodyC}"/>
<rect x="18" y="118" width="164" height="22" rx="11" fill="${darken(bodyC, 0.12)}"/>
<rect x="30" y="136" width="14" height="8" rx="3" fill="#1f2226"/><rect x="156" y="136" width="14" height="8" rx="3" fill="#1f2226"/>
<path d="M18,98 C18,80 30,70 50,70 L150,70 C170,70 182,80 182,98 L182,104 L18,104 Z" fill="${lidC}"/>
<path d="M18,104 L182,104" stroke="${darken(lidC, 0.35)}" stroke-width="2.5"/>
<path d="M34,76 C60,73 120,73 150,74" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.22" stroke-linecap="round"/>
<rect x="110" y="80" width="62" height="16" rx="5" fill="${darken(lidC, 0.3)}"/>
<rect x="116" y="84" width="11" height="8" rx="2.5" fill="${lighten(lidC, 0.35)}"/>
<rect x="131" y="84" width="11" height="8" rx="2.5" fill="${lighten(lidC, 0.35)}"/>
<rect x="146" y="84" width="11" height="8" rx="2.5" fill="${lighten(lidC, 0.35)}"/>
<circle cx="165" cy="88" r="2.6" fill="${led}"/>
<rect x="30" y="80" width="6" height="16" rx="3" fill="${lighten(lidC, 0.2)}"/>
<rect x="30" y="112" width="140" height="3" rx="1.5" fill="${darken(bodyC, 0.3)}"/>
<g transform="translate(40,134) rotate(-5) scale(0.82)">${vacuumPack(rng, `vac${Math.floor(rng() * 1e6)}`)}</g>`;
};

const sousVide: Draw = ({ rng, accent }) => {
  const head = pick(rng, ['#2b2e33', '#3a3f45', '#1f2226']);
  const ring = pick(rng, [accent, '#e86b2e', '#4aa3df', '#c9a227']);
  const water = '#8fc3d6';
  let bubbles = '';
  for (let i = 0; i < 9; i++)
    bubbles += `<circle cx="${r1(between(rng, 100, 118))}" cy="${r1(between(rng, 104, 168))}" r="${r1(between(rng, 1.2, 3))}" fill="none" stroke="#ffffff" stroke-width="1" opacity="0.8"/>`;
  let vents = '';
  for (let y = 132; y <= 160; y += 7) vents += `<rect x="120" y="${y}" width="16" height="3" rx="1.5" fill="#6b737c"/>`;
  // Drawn at x 16-160; moved right to sit in the middle of the box.
  return `<g transform="translate(12,0)"><rect x="20" y="78" width="134" height="104" rx="8" fill="#eaf4f7" opacity="0.55"/>
<path d="M22,100 C40,96 56,104 74,100 C92,96 108,104 126,100 C138,97 146,100 152,100 L152,176 C152,180 148,182 144,182 L30,182 C26,182 22,180 22,176 Z" fill="${water}" opacity="0.5"/>
<g transform="translate(32,112) rotate(8) scale(0.66)">${vacuumPack(rng, `sv${Math.floor(rng() * 1e6)}`)}</g>
<rect x="114" y="62" width="28" height="108" rx="6" fill="#cdd3d9"/>
<rect x="132" y="62" width="10" height="108" rx="4" fill="#aab2bb"/>
${vents}
<rect x="114" y="164" width="28" height="8" rx="3" fill="#9aa3ab"/>
<path d="M142,68 L160,68 L160,104 L153,104 L153,76 L142,76 Z" fill="${head}"/>
<rect x="110" y="16" width="36" height="52" rx="10" fill="${head}"/>
<rect x="110" y="54" width="36" height="10" fill="${darken(head, 0.3)}"/>
<circle cx="128" cy="32" r="10" fill="none" stroke="${ring}" stroke-width="3.5"/>
<circle cx="128" cy="32" r="5" fill="${lighten(head, 0.15)}"/>
<rect x="119" y="45" width="18" height="5" rx="2" fill="${ring}" opacity="0.8"/>
<path d="M116,22 L116,58" stroke="#ffffff" stroke-width="2.5" opacity="0.2" stroke-linecap="round"/>
${bubbles}
<path d="M22,100 C40,96 56,104 74,100 C92,96 108,104 126,100 C138,97 146,100 152,100 L152,176 C152,180 148,182 144,182 L30,182 C26,182 22,180 22,176 Z" fill="${water}" opacity="0.22"/>
<path d="M22,100 C40,96 56,104 74,100 C92,96 108,104 126,100 C138,97 146,100 152,100" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.8"/>
<rect x="20" y="78" width="134" height="104" rx="8" fill="none" stroke="#a9bcc5" stroke-width="2.5"/>
<rect x="16" y="74" width="142" height="8" rx="3" fill="#d9e6eb" stroke="#a9bcc5" stroke-width="1.5"/>
<path d="M28,90 L28,170" stroke="#ffffff" stroke-width="4" opacity="0.6" stroke-linecap="round"/></g>`;
};

const tasting: Draw = ({ rng }) => {
  const slate = pick(rng, ['#3b3f45', '#34383d', '#2f3338']);
  const id = Math.floor(rng() * 1e6);
  const cut = 'M-18,-30 C-8,-34 12,-33 19,-28 C24,-10 24,12 19,28 C8,33 -10,33 -18,28 C-23,10 -23,-12 -18,-30 Z';
  let steaks = '';
  // Three wagyu grades side by side, the marbling richer from left to right.
  [0, 1, 2].forEach((k) => {
    const cx = 52 + k * 48;
    const cy = 100 + (k === 1 ? -4 : 2);
    const meat = pick(rng, ['#b3303a', '#a52a35', '#b8373f']);
    let flecks = '';
    for (let i = 0; i < 26 + k * 26; i++) {
      const x = between(rng, -20, 20);
      const y = between(rng, -30, 30);
      const rot = Math.round(between(rng, -60, 60));
      flecks += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(between(rng, 1.5, 4.5))}" ry="${r1(between(rng, 0.7, 1.6))}" transform="rotate(${rot} ${r1(x)} ${r1(y)})" fill="#f6e4da" opacity="${r1(between(rng, 0.55, 0.9))}"/>`;
    }
    steaks += `<g transform="translate(${cx},${cy}) rotate(${Math.round(between(rng, -8, 8))})">
<defs><clipPath id="tst${id}${k}"><path d="${cut}" transform="translate(-2,0) scale(0.88,0.94)"/></clipPath></defs>
<path d="${cut}" transform="translate(2,4)" fill="#000000" opacity="0.25"/>
<path d="${cut}" fill="#f4e6d2"/>
<path d="${cut}" transform="translate(-2,0) scale(0.88,0.94)" fill="${meat}"/>
<g clip-path="url(#tst${id}${k})">${flecks}</g>
<path d="M-12,-26 C-4,-29 8,-29 14,-26" stroke="#ffffff" stroke-width="2.5" fill="none" opacity="0.35" stroke-linecap="round"/>
</g>`;
  });
  let salt = '';
  for (let i = 0; i < 14; i++) {
    const x = r1(between(rng, 22, 176));
    const y = r1(pick(rng, [between(rng, 62, 68), between(rng, 136, 142)]));
    salt += `<rect x="${x}" y="${y}" width="3" height="2.5" rx="0.5" fill="#ffffff" opacity="0.75" transform="rotate(${Math.round(rng() * 90)} ${x} ${y})"/>`;
  }
  return `<rect x="12" y="66" width="176" height="90" rx="10" fill="${darken(slate, 0.35)}"/>
<rect x="12" y="58" width="176" height="88" rx="10" fill="${slate}"/>
<rect x="12" y="58" width="176" height="88" rx="10" fill="none" stroke="${lighten(slate, 0.12)}" stroke-width="2"/>
<path d="M24,64 L176,64" stroke="#ffffff" stroke-width="2.5" opacity="0.12" stroke-linecap="round"/>
${salt}
${steaks}
<circle cx="170" cy="74" r="3" fill="#3a2e28"/><circle cx="176" cy="80" r="2.6" fill="#3a2e28"/><circle cx="166" cy="82" r="2.4" fill="#3a2e28"/>`;
};

const TICKET =
  'M30,58 L129,58 A9,9 0 0 0 147,58 L170,58 Q178,58 178,66 L178,134 Q178,142 170,142 L147,142 A9,9 0 0 0 129,142 L30,142 Q22,142 22,134 L22,66 Q22,58 30,58 Z';

const ticket: Draw = ({ rng, accent }) => {
  const paper = pick(rng, [accent, '#8c2f39', '#2f6f5e', '#35577d', '#c08a3e']);
  const back = pick(rng, ['#f2e6cf', '#e9d8b0', '#ffffff']);
  const gold = '#e0b24a';
  const star = (cx: number, cy: number, r: number) => {
    const pts: string[] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? r * 0.45 : r;
      pts.push(`${r1(cx + Math.cos(a) * rr)},${r1(cy + Math.sin(a) * rr)}`);
    }
    return `<path d="M${pts.join(' L')} Z" fill="${gold}"/>`;
  };
  return `<g transform="rotate(-14 100 100) translate(-4,-14)">
<path d="${TICKET}" fill="${back}"/>
<path d="${TICKET}" fill="none" stroke="${darken(back, 0.12)}" stroke-width="1.5"/>
</g>
<g transform="rotate(6 100 100) translate(2,12)">
<path d="${TICKET}" transform="translate(3,5)" fill="#000000" opacity="0.12"/>
<path d="${TICKET}" fill="${paper}"/>
<rect x="30" y="66" width="92" height="68" rx="5" fill="none" stroke="${lighten(paper, 0.45)}" stroke-width="1.5" opacity="0.8"/>
<path d="M138,70 L138,130" stroke="${lighten(paper, 0.5)}" stroke-width="2" stroke-dasharray="4 4"/>
<circle cx="50" cy="90" r="9" fill="#ffffff"/><circle cx="62" cy="84" r="11" fill="#ffffff"/><circle cx="74" cy="90" r="9" fill="#ffffff"/>
<rect x="44" y="92" width="36" height="14" rx="2" fill="#ffffff"/>
<rect x="46" y="106" width="32" height="7" rx="1.5" fill="${darken('#ffffff', 0.12)}"/>
<rect x="88" y="84" width="26" height="4" rx="2" fill="${lighten(paper, 0.6)}"/>
<rect x="88" y="94" width="20" height="3" rx="1.5" fill="${lighten(paper, 0.6)}" opacity="0.8"/>
<rect x="88" y="103" width="24" height="3" rx="1.5" fill="${lighten(paper, 0.6)}" opacity="0.8"/>
<rect x="40" y="122" width="72" height="3" rx="1.5" fill="${gold}" opacity="0.9"/>
${star(158, 100, 13)}
<path d="M34,62 L120,62" stroke="#ffffff" stroke-width="2.5" opacity="0.25" stroke-linecap="round"/>
</g>`;
};

export const ARTS: Record<SeedArt, Draw> = {
  steak,
  chop,
  rack,
  mince,
  'whole-bird': wholeBird,
  drumstick,
  sausage,
  salami,
  ham,
  bottle,
  cheese,
  fish,
  fillet,
  shrimp,
  shell,
  milk,
  olive,
  jar,
  vegetable,
  box,
  pan,
  grill,
  gift,
  leaf,
  egg,
  bread,
  apron,
  knife,
  board,
  glasses,
  thermometer,
  seasoning,
  'vacuum-sealer': vacuumSealer,
  'sous-vide': sousVide,
  ticket,
  tasting,
};

export const ACCENTS = ['#8c2f39', '#c9a227', '#2f6f5e', '#35577d', '#a0522d', '#6b4e8c', '#b8452f', '#3d6b3a'] as const;

/** The illustration of one art as an SVG fragment in a 200×200 box. */
export function drawArt(art: SeedArt, seed: string, colour: string): string {
  const rng = rngFor(`${art}:${seed}`);
  const accent = pick(rng, ACCENTS);
  const draw = ARTS[art] ?? ARTS.box;
  return draw({ rng, accent, colour });
}
