// The four Shanghai stores. Coordinates are WGS-84 (what `wx.getLocation({ type: 'wgs84' })`
// and browsers return); maps of mainland China draw in GCJ-02, about 300-500 m off.
// Three stores offer pickup; the Jing'an deli counter (in a mall, no cold pickup room)
// does not, which is what makes the spec's "only stores with pickup 'Y'" filter matter.
import type { Text2 } from './types.ts';

export interface SeedStore {
  code: string;
  name: Text2;
  address: Text2;
  district: Text2;
  phone: string;
  latitude: number;
  longitude: number;
  pickup: 'Y' | 'N';
  opens: string;
  closes: string;
}

export const stores: SeedStore[] = [
  {
    code: 'gubei',
    name: { en: 'Gubei Butchery & Deli', zh: '古北肉铺熟食店' },
    address: {
      en: '1445 Hongqiao Road, near Gubei Road, Changning District, Shanghai',
      zh: '上海市长宁区虹桥路1445号（近古北路）',
    },
    district: { en: 'Changning', zh: '长宁区' },
    phone: '021-62708812',
    latitude: 31.2003,
    longitude: 121.4063,
    pickup: 'Y',
    opens: '09:00',
    closes: '19:00',
  },
  {
    code: 'lianyang',
    name: { en: 'Lianyang Fine Food Market', zh: '联洋精品食品店' },
    address: {
      en: '199 Fangdian Road, Lianyang, Pudong New Area, Shanghai',
      zh: '上海市浦东新区联洋芳甸路199号',
    },
    district: { en: 'Pudong', zh: '浦东新区' },
    phone: '021-68542217',
    latitude: 31.2231,
    longitude: 121.5529,
    pickup: 'Y',
    opens: '09:00',
    closes: '19:00',
  },
  {
    code: 'hongmei',
    name: { en: 'Hongqiao Butcher Shop', zh: '虹桥肉铺' },
    address: {
      en: '3338 Hongmei Road, Hongqiao Town, Minhang District, Shanghai',
      zh: '上海市闵行区虹桥镇虹梅路3338号',
    },
    district: { en: 'Minhang', zh: '闵行区' },
    phone: '021-64016630',
    latitude: 31.1797,
    longitude: 121.3937,
    pickup: 'Y',
    opens: '09:00',
    closes: '19:00',
  },
  {
    code: 'jingan',
    name: { en: "Jing'an Deli Counter", zh: '静安熟食柜台' },
    address: {
      en: "1376 West Nanjing Road, Shanghai Centre, Jing'an District, Shanghai",
      zh: '上海市静安区南京西路1376号上海商城',
    },
    district: { en: "Jing'an", zh: '静安区' },
    phone: '021-62798806',
    latitude: 31.2246,
    longitude: 121.4527,
    pickup: 'N',
    opens: '09:00',
    closes: '19:00',
  },
];
