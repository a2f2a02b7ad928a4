import { describe, expect, it } from 'vitest';
import { byDistance, distanceMetres, isPosition } from './nearest-store.ts';

const bund = { latitude: 31.2400, longitude: 121.4900 };
const pudong = { latitude: 31.2200, longitude: 121.5440 };
const hongqiao = { latitude: 31.1940, longitude: 121.3200 };

describe('nearest pickup store', () => {
  it('measures great-circle distance in metres', () => {
    expect(distanceMetres(bund, bund)).toBe(0);
    // Bund → Lujiazui-ish: about 5.6 km.
    expect(distanceMetres(bund, pudong)).toBeGreaterThan(5000);
    expect(distanceMetres(bund, pudong)).toBeLessThan(6500);
    expect(distanceMetres(bund, pudong)).toBe(distanceMetres(pudong, bund));
  });

  it('orders stores nearest first from the phone position, keeps order without one', () => {
    const stores = [{ id: 1, ...hongqiao }, { id: 2, ...pudong }];
    expect(byDistance(stores, bund).map((s) => s.id)).toEqual([2, 1]);
    expect(byDistance(stores, null).map((s) => [s.id, s.distanceM])).toEqual([[1, null], [2, null]]);
  });

  it('accepts only real coordinates', () => {
    expect(isPosition(bund)).toBe(true);
    expect(isPosition({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isPosition({ latitude: Number.NaN, longitude: 0 })).toBe(false);
    expect(isPosition({})).toBe(false);
  });
});
