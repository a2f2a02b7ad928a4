// China's administrative regions for the address form (docs/decisions/0034-addresses.md):
// the maintained dataset of @vant/area-data (GB/T 2260 codes, Chinese names; updated with
// the package), indexed by the domain's pure rules. Only the server reads it: the form
// asks GET a/capi/account/Regions one level at a time, so no page bundle carries it.
import { areaList } from '@vant/area-data';
import { regionIndex, type RegionIndex } from '@eshop/domain/address';

/** The shop delivers in mainland China: Taiwan (71), Hong Kong (81) and Macao (82) are not offered. */
const MAINLAND = (code: string): boolean => !['71', '81', '82'].includes(code.slice(0, 2));

export function chinaRegions(): RegionIndex {
  return regionIndex({ provinces: areaList.province_list, cities: areaList.city_list, districts: areaList.county_list }, { provinces: MAINLAND });
}
