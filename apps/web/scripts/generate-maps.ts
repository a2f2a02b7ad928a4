// Generates the SVG path data of the information pages' maps from the Natural Earth
// data of `world-atlas` (a dev dependency), so the pages draw their maps inline, with no
// tile server and no download at run time (docs/decisions/0017-information-pages.md).
//
//   node --import tsx apps/web/scripts/generate-maps.ts          writes app/content/maps/*.ts
//   node --import tsx apps/web/scripts/generate-maps.ts --check  fails if they are out of date
//
// Paths are projected here, simplified (Douglas-Peucker) and rounded to 0.1 px, which
// keeps each generated module well under 40 kB.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoMercator, geoNaturalEarth1, geoPath, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry } from 'geojson';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '../app/content/maps');

type Point = [number, number];

/** Douglas-Peucker on a ring of pixel points (tolerance in px). */
export function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length <= 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = points[a]!;
    const [bx, by] = points[b]!;
    const dx = bx - ax, dy = by - ay;
    const length = Math.hypot(dx, dy);
    let worst = -1, index = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]!;
      // A ring closed on itself has no chord: measure from its first point instead.
      const distance = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
      if (distance > worst) { worst = distance; index = i; }
    }
    if (worst > tolerance && index > 0) {
      keep[index] = 1;
      stack.push([a, index], [index, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const round = (n: number) => Math.round(n * 10) / 10;
const num = (n: number) => String(round(n)).replace(/^(-?)0\./, '$1.');

/** Rings of a projected geometry, as collected from d3's path context. */
function rings(projection: GeoProjection, geometry: Feature<Geometry> | FeatureCollection): Point[][] {
  const out: Point[][] = [];
  let ring: Point[] = [];
  geoPath(projection, {
    moveTo(x: number, y: number) { ring = [[x, y]]; out.push(ring); },
    lineTo(x: number, y: number) { ring.push([x, y]); },
    closePath() { /* rings are closed by 'z' below */ },
    arc() { /* only used for points */ },
    beginPath() { /* nothing to do */ },
  } as unknown as CanvasRenderingContext2D)(geometry);
  return out;
}

function area(ring: Point[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

/** SVG path data with relative moves: short, and exact to 0.1 px. */
export function pathData(ringsPx: Point[][], tolerance: number, minArea: number): string {
  let d = '';
  let cx = 0, cy = 0;
  for (const raw of ringsPx) {
    if (area(raw) < minArea) continue;
    const pts = simplify(raw, tolerance).map(([x, y]) => [round(x), round(y)] as Point);
    const unique = pts.filter((p, i) => i === 0 || p[0] !== pts[i - 1]![0] || p[1] !== pts[i - 1]![1]);
    if (unique.length < 3) continue;
    const [first, ...rest] = unique;
    d += `m${num(first![0] - cx)} ${num(first![1] - cy)}`;
    let [px, py] = first!;
    d += 'l' + rest.map(([x, y]) => { const s = `${num(x - px)} ${num(y - py)}`; px = x; py = y; return s; }).join(' ');
    d += 'z';
    [cx, cy] = first!;
  }
  // The first move of a path is absolute either way; make it uppercase for readers.
  return d.replace(/^m/, 'M').replace(/ -/g, '-');
}

/** A ring clipped to the rectangle [0, width] × [0, height] (Sutherland-Hodgman). */
export function clipToRectangle(ring: Point[], width: number, height: number): Point[] {
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p[0] >= 0, (a, b) => { const t = (0 - a[0]) / (b[0] - a[0]); return [0, a[1] + t * (b[1] - a[1])]; }],
    [(p) => p[0] <= width, (a, b) => { const t = (width - a[0]) / (b[0] - a[0]); return [width, a[1] + t * (b[1] - a[1])]; }],
    [(p) => p[1] >= 0, (a, b) => { const t = (0 - a[1]) / (b[1] - a[1]); return [a[0] + t * (b[0] - a[0]), 0]; }],
    [(p) => p[1] <= height, (a, b) => { const t = (height - a[1]) / (b[1] - a[1]); return [a[0] + t * (b[0] - a[0]), height]; }],
  ];
  let out = ring;
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i]!;
      const previous = input[(i + input.length - 1) % input.length]!;
      if (inside(current)) {
        if (!inside(previous)) out.push(cross(previous, current));
        out.push(current);
      } else if (inside(previous)) {
        out.push(cross(previous, current));
      }
    }
    if (out.length === 0) break;
  }
  return out;
}

function topology(file: string): Topology {
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')) as Topology;
}

// ---------------------------------------------------------------- suppliers (world)

/** ISO 3166 numeric ids (world-atlas feature ids) of the supplier countries. */
export const SUPPLIER_COUNTRIES = [
  { code: 'US', id: '840', at: [-99.8, 41.5] as Point },   // Nebraska: Prairie Crest beef
  { code: 'CA', id: '124', at: [-106.6, 52.1] as Point },  // the prairies: Maple Ridge pork
  { code: 'NL', id: '528', at: [5.3, 52.1] as Point },     // Gelderland: Polderkalf veal
  { code: 'NZ', id: '554', at: [170.5, -44.0] as Point },  // Canterbury: Southern Alps lamb
] as const;
const SHANGHAI: Point = [121.47, 31.23];

function suppliersMap(): string {
  const world = topology('countries-110m.json');
  const countries = feature(world, world.objects.countries as GeometryCollection) as FeatureCollection;
  const land = feature(topology('land-110m.json'), topology('land-110m.json').objects.land as GeometryCollection) as FeatureCollection;
  const width = 960;
  // Pacific in the middle, as on maps printed in China: Shanghai central, the Americas to
  // the east across the ocean, the Netherlands to the west. Antarctica and the far north cut off.
  const projection = geoNaturalEarth1().rotate([-150, 0]).fitWidth(width, { type: 'Sphere' });
  const [, top] = projection([150, 80])!;
  const [, bottom] = projection([150, -52])!;
  const height = Math.round(bottom - top);
  const [tx, ty] = projection.translate();
  projection.translate([tx, ty - top]).clipExtent([[0, 0], [width, height]]);
  const landPath = pathData(rings(projection, land), 0.6, 4);
  const highlighted = SUPPLIER_COUNTRIES.map((c) => {
    const f = countries.features.find((x) => String(x.id) === c.id);
    if (!f) throw new Error(`country ${c.id} missing in world-atlas`);
    const [x, y] = projection(c.at)!;
    return { code: c.code, id: c.id, d: pathData(rings(projection, f), 0.4, 1), x: round(x), y: round(y) };
  });
  const [hx, hy] = projection(SHANGHAI)!;
  return `// Generated by apps/web/scripts/generate-maps.ts from world-atlas countries-110m and
// land-110m (Natural Earth, public domain). Do not edit: change the script and run it again.
// Natural Earth projection centred on the Pacific (150° E), ${width}×${height} px.

export interface SupplierCountryShape { code: 'US' | 'CA' | 'NL' | 'NZ'; id: string; d: string; x: number; y: number }

export const SUPPLIERS_MAP = {
  width: ${width},
  height: ${height},
  land: '${landPath}',
  /** Supplier countries: outline, and the marker at the farming region we buy from. */
  countries: [
${highlighted.map((c) => `    { code: '${c.code}', id: '${c.id}', x: ${c.x}, y: ${c.y}, d: '${c.d}' },`).join('\n')}
  ] as SupplierCountryShape[],
  /** Our stores in Shanghai. */
  shanghai: { x: ${round(hx)}, y: ${round(hy)} },
};
`;
}

// ---------------------------------------------------------------- Shanghai (stores)

/** The box around the stores: downtown Shanghai, the Huangpu's mouth and the coast. */
export const SHANGHAI_BOX = { west: 121.22, east: 121.82, south: 31.02, north: 31.42 } as const;

function shanghaiMap(): string {
  const land = topology('land-10m.json');
  const landFeatures = feature(land, land.objects.land as GeometryCollection) as FeatureCollection;
  const width = 640;
  const box = SHANGHAI_BOX;
  // Fit the box's corners; the height follows from Mercator's proportions there.
  const corners: FeatureCollection = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiPoint', coordinates: [[box.west, box.south], [box.east, box.north]] } }] };
  const probe = geoMercator().fitWidth(width, corners);
  const [, top] = probe([box.west, box.north])!;
  const [, bottom] = probe([box.west, box.south])!;
  const height = Math.round(bottom - top);
  const projection = geoMercator().fitExtent([[0, 0], [width, height]], corners);
  // Planar clipping of the projected rings (Sutherland-Hodgman): at this scale d3's
  // spherical clipping reads some small islands' winding as "everything but the island"
  // and fills the whole box; in a 60 km box the plane is exact enough.
  const polygons = landFeatures.features.flatMap((f) => f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates
    : f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : []);
  const clipped: Point[][] = [];
  for (const polygon of polygons) {
    for (const ring of polygon) {
      if (!ring.some(([lon, lat]) => Math.abs(lon! - (box.west + box.east) / 2) < 3 && Math.abs(lat! - (box.north + box.south) / 2) < 3)) continue;
      const inBox = clipToRectangle(ring.map((c) => projection(c as Point)!), width, height);
      if (inBox.length >= 3) clipped.push(inBox);
    }
  }
  const landPath = pathData(clipped, 0.3, 2);
  const scale = projection.scale();
  const [tx, ty] = projection.translate();
  const centreLat = (box.north + box.south) / 2;
  // Mercator: x = k·λ + tx, y = ty − k·ln tan(π/4 + φ/2); a km at the box's latitude in px:
  const pxPerKm = scale / (6371.0088 * Math.cos((centreLat * Math.PI) / 180));
  const label = (lon: number, lat: number) => { const [x, y] = projection([lon, lat])!; return `{ x: ${round(x)}, y: ${round(y)} }`; };
  return `// Generated by apps/web/scripts/generate-maps.ts from world-atlas land-10m (Natural
// Earth, public domain). Do not edit: change the script and run it again.
// Mercator, ${width}×${height} px, lon ${box.west}–${box.east}, lat ${box.south}–${box.north}.

export const SHANGHAI_MAP = {
  width: ${width},
  height: ${height},
  box: { west: ${box.west}, east: ${box.east}, south: ${box.south}, north: ${box.north} },
  /** Projection parameters (d3 geoMercator scale and translate) for placing stores. */
  scale: ${scale.toFixed(4)},
  translate: [${tx.toFixed(4)}, ${ty.toFixed(4)}] as const,
  /** Pixels per kilometre at the box's mid latitude, for the scale bar. */
  pxPerKm: ${pxPerKm.toFixed(4)},
  land: '${landPath}',
  /** Where the water labels go (text anchored at their end). */
  labels: { yangtze: ${label(121.8, 31.4)}, sea: ${label(121.8, 31.2)} },
};

/** Map position (px) of a longitude/latitude, as d3's geoMercator with the parameters above. */
export function projectShanghai(longitude: number, latitude: number): { x: number; y: number } {
  const rad = Math.PI / 180;
  const x = SHANGHAI_MAP.scale * longitude * rad + SHANGHAI_MAP.translate[0];
  const y = SHANGHAI_MAP.translate[1] - SHANGHAI_MAP.scale * Math.log(Math.tan(Math.PI / 4 + (latitude * rad) / 2));
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}
`;
}

export const generated = { 'suppliers-map.ts': suppliersMap, 'shanghai-map.ts': shanghaiMap };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [file, make] of Object.entries(generated)) {
    const text = make();
    const path = join(outDir, file);
    if (check) {
      let current = '';
      try { current = readFileSync(path, 'utf8'); } catch { /* missing counts as stale */ }
      if (current !== text) { stale = true; console.error(`${file} is out of date: run generate-maps.ts`); }
    } else {
      writeFileSync(path, text);
      process.stdout.write(`${file}: ${(text.length / 1024).toFixed(1)} kB\n`);
    }
  }
  if (stale) process.exit(1);
}
