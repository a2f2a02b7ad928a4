// Province → city → district, chosen from China's administrative regions
// (docs/decisions/0034-addresses.md). The page's loader or action hands in the lists for
// the names already picked; choosing a level asks GET a/capi/account/Regions for the next
// one (cached by the browser), so the dataset never rides in a page bundle. A province
// with one city (上海市, 北京市 …) has it chosen at once. Names are Chinese on English
// pages too: they are what the courier writes on the parcel.
import { useRef, useState } from 'react';
import type { Region } from '@eshop/domain/address';
import { createApi, fetchTransport } from '../../api/client.ts';
import type { FormErrors } from '../../api/server.ts';
import { usePage } from '../../lib/use-page.ts';
import { SelectField } from '../account/Field.tsx';
import '../../i18n/areas/account.ts';

export interface PickedRegion { province: string; city: string; district: string }

/** The lists the picker opens with (regions.server.ts reads them for the names picked). */
export interface RegionChoices {
  provinces: Region[];
  cities: Region[];
  districts: Region[];
}

const options = (list: readonly Region[]) => list.map((r) => ({ value: r.name, label: r.name }));

export function RegionPicker({ choices, picked, errors }: { choices: RegionChoices; picked: PickedRegion; errors: FormErrors }) {
  const { t, locale, device } = usePage();
  const [province, setProvince] = useState(picked.province);
  const [city, setCity] = useState(picked.city);
  const [district, setDistrict] = useState(picked.district);
  const [cities, setCities] = useState<readonly Region[]>(choices.cities);
  const [districts, setDistricts] = useState<readonly Region[]>(choices.districts);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  // Only the answer to the latest choice counts, whatever order the answers come in.
  const latest = useRef(0);

  async function childrenOf(code: string): Promise<Region[] | null> {
    const ask = ++latest.current;
    setState('loading');
    try {
      const list = (await createApi(fetchTransport(), { locale, device }).regions(code)).data;
      if (ask !== latest.current) return null;
      setState('idle');
      return list;
    } catch {
      if (ask === latest.current) setState('failed');
      return null;
    }
  }

  async function pickCity(name: string, list: readonly Region[]) {
    setCity(name);
    setDistrict('');
    setDistricts([]);
    const chosen = list.find((c) => c.name === name);
    if (!chosen) return;
    const found = await childrenOf(chosen.code);
    if (found) setDistricts(found);
  }

  async function pickProvince(name: string) {
    setProvince(name);
    setCity('');
    setDistrict('');
    setCities([]);
    setDistricts([]);
    const chosen = choices.provinces.find((p) => p.name === name);
    if (!chosen) return;
    const found = await childrenOf(chosen.code);
    if (!found) return;
    setCities(found);
    if (found.length === 1) await pickCity(found[0]!.name, found);
  }

  return (
    <>
      <SelectField name="a.province" label={t('address.province')} placeholder={t('address.choose')} options={options(choices.provinces)}
        value={province} onChange={(e) => void pickProvince(e.target.value)} error={errors['a.province']} data-testid="region-province" />
      <SelectField name="a.city" label={t('address.city')} placeholder={t('address.choose')} options={options(cities)}
        value={city} onChange={(e) => void pickCity(e.target.value, cities)} error={errors['a.city']} data-testid="region-city" />
      <SelectField name="a.district" label={t('address.district')} placeholder={t('address.choose')} options={options(districts)}
        value={district} onChange={(e) => setDistrict(e.target.value)} error={errors['a.district']} data-testid="region-district" />
      <p role="status" className={state === 'failed' ? 'self-end text-sm text-red-700' : 'sr-only'}>
        {state === 'loading' ? t('address.regionsLoading') : state === 'failed' ? t('address.regionsFailed') : ''}
      </p>
    </>
  );
}
