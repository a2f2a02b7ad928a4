import { describe, expect, it } from 'vitest';
import { CUTOFF_HOUR, deliveryPromise, isBeforeCutoff, isShanghai, isStoreOpen, offersPickup } from './delivery.ts';

const at = (iso: string) => new Date(iso);

describe('isShanghai', () => {
  it.each(['Shanghai', 'shanghai', ' SHANGHAI ', '上海', '上海市', ' 上海市\n'])('accepts %j', (city) => {
    expect(isShanghai(city)).toBe(true);
  });

  it.each(['Beijing', '北京市', 'Shanghai City', '上海浦东', '', null, undefined])('rejects %j', (city) => {
    expect(isShanghai(city)).toBe(false);
  });
});

describe('deliveryPromise around the 16:00 cutoff (spec 1 and 9)', () => {
  it('has the cutoff at 16:00', () => {
    expect(CUTOFF_HOUR).toBe(16);
    expect(isBeforeCutoff(at('2025-03-04T07:59:59.999Z'))).toBe(true);
    expect(isBeforeCutoff(at('2025-03-04T08:00:00Z'))).toBe(false);
  });

  it('Shanghai: same day before 16:00, next day from 16:00', () => {
    expect(deliveryPromise({ now: at('2025-03-04T07:59:59Z'), city: 'Shanghai', option: 'delivery' })).toEqual({
      date: '2025-03-04',
      daysFromToday: 0,
      isShanghai: true,
      doubleElevenNote: false,
    });
    expect(deliveryPromise({ now: at('2025-03-04T08:00:00Z'), city: '上海市', option: 'delivery' })).toEqual({
      date: '2025-03-05',
      daysFromToday: 1,
      isShanghai: true,
      doubleElevenNote: false,
    });
  });

  it('other cities: next day before 16:00, the day after next from 16:00', () => {
    expect(deliveryPromise({ now: at('2025-03-04T07:59:59Z'), city: 'Beijing', option: 'delivery' })).toEqual({
      date: '2025-03-05',
      daysFromToday: 1,
      isShanghai: false,
      doubleElevenNote: false,
    });
    expect(deliveryPromise({ now: at('2025-03-04T08:00:00Z'), city: 'Beijing', option: 'delivery' })).toEqual({
      date: '2025-03-06',
      daysFromToday: 2,
      isShanghai: false,
      doubleElevenNote: false,
    });
  });

  it('treats a missing city as another city', () => {
    expect(deliveryPromise({ now: at('2025-03-04T02:00:00Z'), city: null, option: 'delivery' }).daysFromToday).toBe(1);
  });

  it('promises pickup by the Shanghai rule', () => {
    expect(deliveryPromise({ now: at('2025-03-04T07:00:00Z'), city: 'Beijing', option: 'pickup' })).toMatchObject({
      date: '2025-03-04',
      daysFromToday: 0,
    });
    expect(deliveryPromise({ now: at('2025-03-04T09:00:00Z'), city: null, option: 'pickup' }).date).toBe('2025-03-05');
  });
});

describe('deliveryPromise at midnight and calendar rollovers', () => {
  it('uses the Shanghai date, not the UTC date', () => {
    // 3 Mar 16:00Z = 4 Mar 00:00 Shanghai: a new day, before the cutoff.
    expect(deliveryPromise({ now: at('2025-03-03T16:00:00Z'), city: 'Shanghai', option: 'delivery' }).date).toBe(
      '2025-03-04',
    );
    // 3 Mar 15:59:59Z = 3 Mar 23:59:59 Shanghai: after the cutoff.
    expect(deliveryPromise({ now: at('2025-03-03T15:59:59Z'), city: 'Shanghai', option: 'delivery' }).date).toBe(
      '2025-03-04',
    );
    expect(deliveryPromise({ now: at('2025-03-03T15:59:59Z'), city: 'Hangzhou', option: 'delivery' }).date).toBe(
      '2025-03-05',
    );
  });

  it('rolls over month and year ends', () => {
    expect(deliveryPromise({ now: at('2025-01-31T09:00:00Z'), city: 'Beijing', option: 'delivery' }).date).toBe(
      '2025-02-02',
    );
    expect(deliveryPromise({ now: at('2024-02-28T09:00:00Z'), city: 'Beijing', option: 'delivery' }).date).toBe(
      '2024-03-01',
    );
    expect(deliveryPromise({ now: at('2025-12-31T08:00:00Z'), city: 'Shanghai', option: 'delivery' }).date).toBe(
      '2026-01-01',
    );
    expect(deliveryPromise({ now: at('2025-12-31T08:00:00Z'), city: 'Beijing', option: 'delivery' }).date).toBe(
      '2026-01-02',
    );
  });
});

describe('double-eleven note (1-20 November, outside Shanghai)', () => {
  const note = (iso: string, city: string) =>
    deliveryPromise({ now: at(iso), city, option: 'delivery' }).doubleElevenNote;

  it('starts on 1 November in Shanghai time', () => {
    expect(note('2025-10-31T15:59:59Z', 'Beijing')).toBe(false); // 31 Oct 23:59:59
    expect(note('2025-10-31T16:00:00Z', 'Beijing')).toBe(true); // 1 Nov 00:00
  });

  it('includes 20 November and ends on 21 November', () => {
    expect(note('2025-11-20T15:59:59Z', 'Beijing')).toBe(true); // 20 Nov 23:59:59
    expect(note('2025-11-20T16:00:00Z', 'Beijing')).toBe(false); // 21 Nov 00:00
    expect(note('2025-11-11T04:00:00Z', 'Beijing')).toBe(true);
  });

  it('never applies to Shanghai or pickup', () => {
    expect(note('2025-11-11T04:00:00Z', 'Shanghai')).toBe(false);
    expect(deliveryPromise({ now: at('2025-11-11T04:00:00Z'), city: 'Beijing', option: 'pickup' }).doubleElevenNote).toBe(
      false,
    );
  });
});

describe('store hours 09:00-19:00 (spec 1 and 9)', () => {
  it('opens at 09:00 and closes at 19:00 Shanghai time', () => {
    expect(isStoreOpen(at('2025-03-04T00:59:59Z'))).toBe(false); // 08:59:59
    expect(isStoreOpen(at('2025-03-04T01:00:00Z'))).toBe(true); // 09:00
    expect(isStoreOpen(at('2025-03-04T10:59:59Z'))).toBe(true); // 18:59:59
    expect(isStoreOpen(at('2025-03-04T11:00:00Z'))).toBe(false); // 19:00
    expect(isStoreOpen(at('2025-03-04T16:30:00Z'))).toBe(false); // 00:30
  });

  it('reads the pickup flag', () => {
    expect(offersPickup({ pickup: 'Y' })).toBe(true);
    expect(offersPickup({ pickup: 'N' })).toBe(false);
    expect(offersPickup({ pickup: null })).toBe(false);
  });
});
