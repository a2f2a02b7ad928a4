import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { geoMercator } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { generated } from '../../../scripts/generate-maps.ts';
import { SHANGHAI_MAP, projectShanghai } from './shanghai-map.ts';
import { SUPPLIERS_MAP } from './suppliers-map.ts';

// The four stores as seeded (packages/db/src/seed/data/stores.ts; the web may not import
// the database package). The contact page places the stores the API returns.
const STORES = [
  { code: 'gubei', longitude: 121.4063, latitude: 31.2003 },
  { code: 'lianyang', longitude: 121.5529, latitude: 31.2231 },
  { code: 'hongmei', longitude: 121.3937, latitude: 31.1797 },
  { code: 'jingan', longitude: 121.4527, latitude: 31.2246 },
];

describe('generated map modules', () => {
  it('are what scripts/generate-maps.ts produces from world-atlas', () => {
    for (const [file, make] of Object.entries(generated)) {
      expect(readFileSync(join(import.meta.dirname, file), 'utf8'), file).toBe(make());
    }
  });

  it('stay small', () => {
    for (const file of Object.keys(generated)) {
      expect(readFileSync(join(import.meta.dirname, file)).length, file).toBeLessThan(40_000);
    }
  });
});

describe('suppliers map', () => {
  it('highlights the USA, Canada, the Netherlands and New Zealand, each with a marker on the map', () => {
    expect(SUPPLIERS_MAP.countries.map((c) => c.code).sort()).toEqual(['CA', 'NL', 'NZ', 'US']);
    for (const c of SUPPLIERS_MAP.countries) {
      expect(c.d.length, c.code).toBeGreaterThan(20);
      expect(c.x).toBeGreaterThan(0);
      expect(c.x).toBeLessThan(SUPPLIERS_MAP.width);
      expect(c.y).toBeGreaterThan(0);
      expect(c.y).toBeLessThan(SUPPLIERS_MAP.height);
    }
  });
});

describe('Shanghai map', () => {
  it('places every store inside the viewBox, away from the edges', () => {
    for (const store of STORES) {
      const { x, y } = projectShanghai(store.longitude, store.latitude);
      expect(x, store.code).toBeGreaterThan(20);
      expect(x, store.code).toBeLessThan(SHANGHAI_MAP.width - 20);
      expect(y, store.code).toBeGreaterThan(20);
      expect(y, store.code).toBeLessThan(SHANGHAI_MAP.height - 20);
    }
  });

  it('projects like d3 geoMercator with the exported parameters', () => {
    const d3 = geoMercator().scale(SHANGHAI_MAP.scale).translate([...SHANGHAI_MAP.translate]);
    for (const store of STORES) {
      const [x, y] = d3([store.longitude, store.latitude])!;
      const ours = projectShanghai(store.longitude, store.latitude);
      expect(ours.x).toBeCloseTo(x, 0);
      expect(ours.y).toBeCloseTo(y, 0);
    }
  });

  it('has a scale bar that matches the box on the ground', () => {
    const { west, east, north, south } = SHANGHAI_MAP.box;
    const groundKm = (east - west) * 111.32 * Math.cos(((north + south) / 2) * Math.PI / 180);
    const widthKm = SHANGHAI_MAP.width / SHANGHAI_MAP.pxPerKm;
    expect(widthKm / groundKm).toBeGreaterThan(0.98);
    expect(widthKm / groundKm).toBeLessThan(1.02);
  });
});
