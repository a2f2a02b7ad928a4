import { describe, expect, it } from 'vitest';
import { AREA_ROLES, areasOf, BACKOFFICE_AREAS, mayEnter, STAFF_ROLES } from './areas.ts';

describe('back-office areas', () => {
  it('lets an admin into every area', () => {
    expect(areasOf(['admin'])).toEqual([...BACKOFFICE_AREAS]);
  });

  it('keeps each other role to its own work', () => {
    expect(areasOf(['fulfilment'])).toEqual(['orders']);
    expect(areasOf(['customer-service'])).toEqual(['orders', 'service']);
    expect(areasOf(['cashier'])).toEqual(['orders', 'cashier']);
    expect(areasOf(['cashier', 'customer-service'])).toEqual(['orders', 'service', 'cashier']);
  });

  it('lets nobody in without a staff role', () => {
    for (const area of BACKOFFICE_AREAS) {
      expect(mayEnter([], area)).toBe(false);
      expect(mayEnter(['member'], area)).toBe(false);
    }
  });

  it('names only real roles', () => {
    for (const roles of Object.values(AREA_ROLES)) for (const r of roles) expect(STAFF_ROLES).toContain(r);
  });
});
