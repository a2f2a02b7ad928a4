// ChooseShop: the pickup store nearest to the phone's location (spec section 4).

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface Position {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in whole metres (haversine; plenty for stores in one city). */
export function distanceMetres(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** Stores with their distance from `from` (null without a position), nearest first when known. */
export function byDistance<T extends Position>(stores: readonly T[], from: Position | null): (T & { distanceM: number | null })[] {
  const withDistance = stores.map((s) => ({ ...s, distanceM: from ? distanceMetres(from, s) : null }));
  return from ? withDistance.sort((x, y) => x.distanceM! - y.distanceM!) : withDistance;
}

/** A usable position: finite latitude -90..90 and longitude -180..180. */
export function isPosition(p: { latitude?: number | undefined; longitude?: number | undefined }): p is Position {
  return Number.isFinite(p.latitude) && Number.isFinite(p.longitude)
    && Math.abs(p.latitude!) <= 90 && Math.abs(p.longitude!) <= 180;
}
