// The lists the region picker opens with, read on the server for the names already picked
// (an address being edited, or a form sent back with an error): the provinces, that
// province's cities and that city's districts. Without JavaScript the form still works a
// level at a time: send it with the province chosen and it comes back with its cities.
import { findByName } from '@eshop/domain/address';
import type { Api } from '../../api/client.ts';
import type { RegionChoices } from './RegionPicker.tsx';

export type { RegionChoices };

export async function regionChoices(api: Api, picked: { province?: string | undefined; city?: string | undefined } | null): Promise<RegionChoices> {
  const provinces = (await api.regions()).data;
  const province = picked?.province ? findByName(provinces, picked.province) : null;
  const cities = province ? (await api.regions(province.code)).data : [];
  const city = picked?.city ? findByName(cities, picked.city) : cities.length === 1 ? cities[0]! : null;
  const districts = city ? (await api.regions(city.code)).data : [];
  return { provinces, cities, districts };
}
