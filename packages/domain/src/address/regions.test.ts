import { describe, expect, it } from 'vitest';
import { findByName, regionIndex, type RegionData } from './regions.ts';

// A slice of GB/T 2260, enough for the rules: a municipality, a province and a region left out.
const data: RegionData = {
  provinces: { 310000: '上海市', 320000: '江苏省', 150000: '内蒙古自治区', 810000: '香港特别行政区' },
  cities: { 310100: '上海市', 320100: '南京市', 320500: '苏州市', 150100: '呼和浩特市', 810100: '香港岛' },
  districts: {
    310101: '黄浦区', 310104: '徐汇区', 310115: '浦东新区', 320102: '玄武区', 320505: '虎丘区', 320506: '吴中区',
    150102: '新城区', 810101: '中西区',
  },
};
const regions = regionIndex(data, { provinces: (code) => code !== '810000' });

describe('regionIndex', () => {
  it('lists the provinces by code, without those left out', () => {
    expect(regions.provinces.map((p) => p.name)).toEqual(['内蒙古自治区', '上海市', '江苏省']);
  });

  it('answers the children of a province and of a city', () => {
    expect(regions.children('310000')).toEqual([{ code: '310100', name: '上海市' }]);
    expect(regions.children('310100')?.map((d) => d.name)).toEqual(['黄浦区', '徐汇区', '浦东新区']);
    expect(regions.children('320500')?.map((d) => d.name)).toEqual(['虎丘区', '吴中区']);
  });

  it('knows no children of a district, an unknown code or a region left out', () => {
    expect(regions.children('310104')).toBeNull();
    expect(regions.children('999999')).toBeNull();
    expect(regions.children('810000')).toBeNull();
    expect(regions.children('810100')).toBeNull();
  });

  it('matches a triple by name', () => {
    expect(regions.match({ province: '上海市', city: '上海市', district: '徐汇区' })).toEqual({
      ok: true, province: { code: '310000', name: '上海市' }, city: { code: '310100', name: '上海市' }, district: { code: '310104', name: '徐汇区' },
    });
  });

  it('accepts a name without its suffix when it names one region', () => {
    const m = regions.match({ province: '上海', city: '上海', district: '浦东' });
    expect(m.ok && [m.province.name, m.city.name, m.district.name]).toEqual(['上海市', '上海市', '浦东新区']);
    const n = regions.match({ province: '内蒙古', city: '呼和浩特', district: '新城区' });
    expect(n.ok && n.province.name).toBe('内蒙古自治区');
  });

  it('names the first level at fault', () => {
    expect(regions.match({ province: 'Shanghai', city: '上海市', district: '徐汇区' })).toEqual({ ok: false, field: 'province', code: 'REGION_PROVINCE_UNKNOWN' });
    expect(regions.match({ province: '上海市', city: '南京市', district: '玄武区' })).toEqual({ ok: false, field: 'city', code: 'REGION_CITY_UNKNOWN' });
    expect(regions.match({ province: '江苏省', city: '南京市', district: '徐汇区' })).toEqual({ ok: false, field: 'district', code: 'REGION_DISTRICT_UNKNOWN' });
    expect(regions.match({ province: '上海市', city: '上海市', district: '' })).toEqual({ ok: false, field: 'district', code: 'REGION_DISTRICT_UNKNOWN' });
    expect(regions.match({ province: '香港特别行政区', city: '香港岛', district: '中西区' })).toEqual({ ok: false, field: 'province', code: 'REGION_PROVINCE_UNKNOWN' });
  });
});

describe('findByName', () => {
  const siblings = [{ code: '1', name: '新城区' }, { code: '2', name: '新华区' }, { code: '3', name: '徐汇区' }];
  it('refuses a beginning shared by several names, a single character and blank', () => {
    expect(findByName(siblings, '新')).toBeNull();
    expect(findByName(siblings, '徐')).toBeNull();
    expect(findByName(siblings, '  ')).toBeNull();
    expect(findByName(siblings, ' 徐汇 ')).toEqual({ code: '3', name: '徐汇区' });
  });
});
