import { asc } from 'drizzle-orm';
import { store, type Database } from '@eshop/db';
import type { Locale } from '@eshop/domain/i18n';
import type { Store } from '@eshop/domain/contract';
import { pick } from '../../http/locale.ts';

export function createStoreService(deps: { db: Database }) {
  return {
    async list(locale: Locale): Promise<Store[]> {
      const rows = await deps.db.select().from(store).orderBy(asc(store.sort), asc(store.id));
      return rows.map((r) => ({
        'r.storeId': r.id, 'r.pickup': r.pickup, code: r.code,
        name: pick(locale, r.nameEn, r.nameZh), address: pick(locale, r.addressEn, r.addressZh),
        district: pick(locale, r.districtEn, r.districtZh), phone: r.phone,
        latitude: r.latitude, longitude: r.longitude, opens: r.opens, closes: r.closes,
      }));
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
