import { describe, expect, it } from 'vitest';
import { displayDate, displayDateTime } from './display.ts';

const now = '2026-11-24T10:00:00+08:00';

describe('displayDate', () => {
  it('writes Chinese dates as 11月24日, with the year only when it is not this year', () => {
    expect(displayDate('2026-11-24', 'zh_CN', now)).toBe('11月24日');
    expect(displayDate('2026-01-05', 'zh_CN', now)).toBe('1月5日');
    expect(displayDate('2025-11-24', 'zh_CN', now)).toBe('2025年11月24日');
    expect(displayDate('2027-01-02', 'zh_CN', now)).toBe('2027年1月2日');
  });
  it('keeps 2026-11-24 in English', () => expect(displayDate('2026-11-24', 'en_US', now)).toBe('2026-11-24'));
  it('reads an instant in Shanghai time', () => {
    // 2026-12-31 17:30 UTC is already 1 January 2027 in Shanghai.
    expect(displayDate('2026-12-31T17:30:00Z', 'zh_CN', now)).toBe('2027年1月1日');
    expect(displayDate('2026-12-31T17:30:00Z', 'en_US', now)).toBe('2027-01-01');
  });
  it('takes "this year" in Shanghai too', () => expect(displayDate('2027-01-01', 'zh_CN', '2026-12-31T17:30:00Z')).toBe('1月1日'));
});

describe('displayDateTime', () => {
  it('adds the Shanghai clock time', () => {
    expect(displayDateTime('2026-11-22T06:05:00Z', 'zh_CN', now)).toBe('11月22日 14:05');
    expect(displayDateTime('2025-11-22T06:05:00Z', 'zh_CN', now)).toBe('2025年11月22日 14:05');
    expect(displayDateTime('2026-11-22T06:05:00Z', 'en_US', now)).toBe('2026-11-22 14:05');
  });
});
