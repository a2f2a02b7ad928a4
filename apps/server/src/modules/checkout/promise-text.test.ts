import { describe, expect, it } from 'vitest';
import { deliveryPromise } from '@eshop/domain/delivery';
import { promiseText } from './promise-text.ts';

// Shanghai is UTC+8: 07:00Z = 15:00 local (before the 16:00 cutoff), 09:00Z = 17:00 local.
const at = (iso: string) => new Date(iso);

describe('delivery promise text', () => {
  it('promises Shanghai same day before 16:00 and next day after, in both languages', () => {
    const early = deliveryPromise({ now: at('2026-12-03T07:00:00Z'), city: '上海市', option: 'delivery' });
    expect(promiseText(early, 'delivery', 'en_US')).toBe('Delivered today (12/03)');
    expect(promiseText(early, 'delivery', 'zh_CN')).toBe('预计今天（12/03）送达');
    const late = deliveryPromise({ now: at('2026-12-03T09:00:00Z'), city: 'Shanghai', option: 'delivery' });
    expect(promiseText(late, 'delivery', 'en_US')).toBe('Delivered tomorrow (12/04)');
  });

  it('adds a day outside Shanghai and the double-eleven note between 1 and 20 November', () => {
    const beijing = deliveryPromise({ now: at('2026-11-05T09:00:00Z'), city: '北京市', option: 'delivery' });
    expect(promiseText(beijing, 'delivery', 'en_US')).toBe('Delivered the day after tomorrow (11/07) outside Shanghai. During Double Eleven, delivery outside Shanghai may take 3-5 days.');
    expect(promiseText(beijing, 'delivery', 'zh_CN')).toContain('双十一期间，上海以外地区配送可能需要3-5天');
    const december = deliveryPromise({ now: at('2026-12-05T07:00:00Z'), city: '北京市', option: 'delivery' });
    expect(promiseText(december, 'delivery', 'en_US')).toBe('Delivered tomorrow (12/06) outside Shanghai');
  });

  it('gives pickup the store hours', () => {
    const p = deliveryPromise({ now: at('2026-11-05T09:00:00Z'), city: null, option: 'pickup' });
    expect(promiseText(p, 'pickup', 'en_US')).toBe('Ready for pickup tomorrow (11/06), 09:00-19:00');
    expect(promiseText(p, 'pickup', 'zh_CN')).toBe('明天（11/06）09:00-19:00 可到门店自提');
  });
});
