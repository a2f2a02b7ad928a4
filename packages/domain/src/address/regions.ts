// China's administrative regions — province, city (prefecture), district (county) — as a
// pure index over a dataset the caller hands in (the server reads it from a maintained
// package; docs/decisions/0034-addresses.md). Codes are the 6-digit GB/T 2260 codes:
// a city's code starts with its province's two digits, a district's with its city's four.
// Addresses store the names; the form picks them by code, one level at a time.

import type { MessageCode } from '../validation/messages.ts';

/** code → name, one record per level. */
export interface RegionData {
  provinces: Readonly<Record<string, string>>;
  cities: Readonly<Record<string, string>>;
  districts: Readonly<Record<string, string>>;
}

export interface Region { code: string; name: string }

export type RegionLevel = 'province' | 'city' | 'district';

export type RegionMatch =
  | { ok: true; province: Region; city: Region; district: Region }
  | { ok: false; field: RegionLevel; code: MessageCode };

export interface RegionIndex {
  provinces: readonly Region[];
  /** The regions one level below `code` (a province's cities, a city's districts); null for an unknown code or a district. */
  children(code: string): readonly Region[] | null;
  /**
   * The province/city/district triple by name, each within the one above. A name may
   * leave off its suffix when that names one region (上海 → 上海市, 浦东 → 浦东新区).
   */
  match(names: { province: string; city: string; district: string }): RegionMatch;
}

const sorted = (record: Readonly<Record<string, string>>, keep: (code: string) => boolean): Region[] =>
  Object.entries(record).filter(([code]) => keep(code)).map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.code.localeCompare(b.code));

function groupBy(regions: Region[], digits: number): Map<string, Region[]> {
  const groups = new Map<string, Region[]>();
  for (const r of regions) {
    const key = r.code.slice(0, digits);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return groups;
}

/** The region of `name` among `siblings`: its full name, else the one name it begins (two characters at least). */
export function findByName(siblings: readonly Region[], name: string): Region | null {
  const wanted = name.normalize('NFC').replace(/\s+/gu, '');
  if (!wanted) return null;
  const exact = siblings.find((r) => r.name === wanted);
  if (exact) return exact;
  if ([...wanted].length < 2) return null;
  const begun = siblings.filter((r) => r.name.startsWith(wanted));
  return begun.length === 1 ? begun[0]! : null;
}

/**
 * Indexes `data`. `provinces` limits it to the province codes where the shop delivers
 * (default: all); a city or district outside them is unknown.
 */
export function regionIndex(data: RegionData, options: { provinces?: (code: string) => boolean } = {}): RegionIndex {
  const keep = options.provinces ?? (() => true);
  const provinces = sorted(data.provinces, keep);
  const kept = new Set(provinces.map((p) => p.code.slice(0, 2)));
  const cities = groupBy(sorted(data.cities, (c) => kept.has(c.slice(0, 2))), 2);
  const districts = groupBy(sorted(data.districts, (d) => kept.has(d.slice(0, 2))), 4);
  const level = (code: string): RegionLevel | null =>
    provinces.some((p) => p.code === code) ? 'province'
      : cities.get(code.slice(0, 2))?.some((c) => c.code === code) ? 'city' : null;

  return {
    provinces,
    children(code) {
      const at = level(code);
      if (at === 'province') return cities.get(code.slice(0, 2)) ?? [];
      if (at === 'city') return districts.get(code.slice(0, 4)) ?? [];
      return null;
    },
    match(names) {
      const province = findByName(provinces, names.province);
      if (!province) return { ok: false, field: 'province', code: 'REGION_PROVINCE_UNKNOWN' };
      const city = findByName(cities.get(province.code.slice(0, 2)) ?? [], names.city);
      if (!city) return { ok: false, field: 'city', code: 'REGION_CITY_UNKNOWN' };
      const district = findByName(districts.get(city.code.slice(0, 4)) ?? [], names.district);
      if (!district) return { ok: false, field: 'district', code: 'REGION_DISTRICT_UNKNOWN' };
      return { ok: true, province, city, district };
    },
  };
}
