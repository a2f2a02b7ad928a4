import { describe, expect, it } from 'vitest';
import { deliveryPromise } from '@eshop/domain/delivery';
import { promiseText } from './promise-text.ts';

// Shanghai is UTC+8: 07:00Z = 15:00 local (before the 16:00 cutoff), 09:00Z = 17:00 local.
const at = (iso: string) => new Date(iso);

describe('delivery promise text', () => {
  it('promises Shanghai same day before 16:00 and next day after, in both languages', () => {
    const early = deliveryPromise({ now: at('2026-12-03T07:00:00Z'), city: '上海市', option: 'delivery' });
    expect(promiseText(early, 'delivery', 'en_US')).toBe('today (12/03)');
    // After the label 预计送达: the day and date only, never "预计送达：预计今天…".
    expect(promiseText(early, 'delivery', 'zh_CN')).toBe('今天（12月3日）');
    const late = deliveryPromise({ now: at('2026-12-03T09:00:00Z'), city: 'Shanghai', option: 'delivery' });
    expect(promiseText(late, 'delivery', 'en_US')).toBe('tomorrow (12/04)');
  });

  it('adds a day outside Shanghai; the double-eleven note is the page\'s own line (the flag)', () => {
    const beijing = deliveryPromise({ now: at('2026-11-05T09:00:00Z'), city: '北京市', option: 'delivery' });
    expect(beijing.doubleElevenNote).toBe(true);
    expect(promiseText(beijing, 'delivery', 'en_US')).toBe('the day after tomorrow (11/07), outside Shanghai');
    expect(promiseText(beijing, 'delivery', 'zh_CN')).toBe('后天（11月7日），上海以外地区');
    const december = deliveryPromise({ now: at('2026-12-05T07:00:00Z'), city: '北京市', option: 'delivery' });
    expect(promiseText(december, 'delivery', 'en_US')).toBe('tomorrow (12/06), outside Shanghai');
  });

  it('gives pickup the store hours', () => {
    const p = deliveryPromise({ now: at('2026-11-05T09:00:00Z'), city: null, option: 'pickup' });
    expect(promiseText(p, 'pickup', 'en_US')).toBe('Ready for pickup tomorrow (11/06), 09:00-19:00');
    expect(promiseText(p, 'pickup', 'zh_CN')).toBe('明天（11月6日）09:00–19:00 可到门店自提');
  });
});
