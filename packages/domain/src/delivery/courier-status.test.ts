import { describe, expect, it } from 'vitest';
import { COURIER_STATUSES, courierStatusLabel, isCourierStatus, isFinalCourierStatus, logisticsCompanyLabel } from './courier-status.ts';

describe('courier status labels (spec section 3)', () => {
  it('labels every status in both languages', () => {
    expect(COURIER_STATUSES.map((s) => [courierStatusLabel(s, 'en_US'), courierStatusLabel(s, 'zh_CN')])).toEqual([
      ['Dispatching', '派单中'],
      ['Pending Pickup', '待取件'],
      ['Transit', '配送中'],
      ['Completed', '已完成'],
      ['Cancelled', '已取消'],
    ]);
  });

  it('recognises only the five statuses and shows anything else as it is', () => {
    expect(isCourierStatus('Transit')).toBe(true);
    expect(isCourierStatus('transit')).toBe(false);
    expect(isCourierStatus(40)).toBe(false);
    expect(courierStatusLabel('Lost', 'zh_CN')).toBe('Lost');
  });

  it('knows which statuses end a shipment', () => {
    expect(COURIER_STATUSES.filter(isFinalCourierStatus)).toEqual(['Completed', 'Cancelled']);
  });

  it('names the logistics company in the locale, unknown companies as stored', () => {
    expect(logisticsCompanyLabel('ShanSong', 'zh_CN')).toBe('闪送');
    expect(logisticsCompanyLabel('ShanSong', 'en_US')).toBe('ShanSong');
    expect(logisticsCompanyLabel('SF Express', 'zh_CN')).toBe('SF Express');
  });
});
