import { describe, expect, it } from 'vitest';
import { campaignAmount, checkCampaign, shanghaiInstant, type CampaignInput } from './campaign.ts';

const NOW = new Date('2026-11-24T10:00:00+08:00');

const campaign = (overrides: Partial<CampaignInput> = {}): CampaignInput => ({
  code: 'WINTER-30', kind: 'off', titleEn: 'Winter treat', titleZh: '冬日福利',
  amount: '30.00', minSpend: '199', percentOff: '', cap: '',
  validFrom: '2026-12-01T00:00', validUntil: '2027-01-01T00:00', ...overrides,
});

const problemsOf = (input: CampaignInput) => {
  const r = checkCampaign(input, NOW);
  return r.ok ? [] : r.problems;
};

describe('campaignAmount', () => {
  it('turns RMB with up to two decimals into fen exactly', () => {
    expect(campaignAmount('12.34', { empty: null, zero: false })).toEqual({ ok: true, fen: 1234 });
    expect(campaignAmount(' 0.29 ', { empty: null, zero: false })).toEqual({ ok: true, fen: 29 });
    expect(campaignAmount('100000', { empty: null, zero: false })).toEqual({ ok: true, fen: 10_000_000 });
  });

  it('names what is wrong', () => {
    const required = { empty: null, zero: false };
    expect(campaignAmount('12.345', required)).toEqual({ ok: false, problem: 'AMOUNT_DECIMALS' });
    expect(campaignAmount('-1', required)).toEqual({ ok: false, problem: 'AMOUNT_NEGATIVE' });
    expect(campaignAmount('1e3', required)).toEqual({ ok: false, problem: 'AMOUNT_FORMAT' });
    expect(campaignAmount('12,50', required)).toEqual({ ok: false, problem: 'AMOUNT_FORMAT' });
    expect(campaignAmount('', required)).toEqual({ ok: false, problem: 'AMOUNT_REQUIRED' });
    expect(campaignAmount('0.00', required)).toEqual({ ok: false, problem: 'AMOUNT_ZERO' });
    expect(campaignAmount('100000.01', required)).toEqual({ ok: false, problem: 'AMOUNT_TOO_LARGE' });
    expect(campaignAmount('99999999999999999999', required)).toEqual({ ok: false, problem: 'AMOUNT_TOO_LARGE' });
  });

  it('takes an optional amount left empty as its default, and 0 when zero is allowed', () => {
    expect(campaignAmount('', { empty: 0, zero: true })).toEqual({ ok: true, fen: 0 });
    expect(campaignAmount('0', { empty: 0, zero: true })).toEqual({ ok: true, fen: 0 });
  });
});

describe('shanghaiInstant', () => {
  it('reads dates and times as Shanghai wall time', () => {
    expect(shanghaiInstant('2026-12-01')?.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(shanghaiInstant('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T01:30:00.000Z');
    expect(shanghaiInstant('2026-12-01 09:30:15')?.toISOString()).toBe('2026-12-01T01:30:15.000Z');
  });

  it('refuses what is not a real date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-12-01T24:00', '26-12-01', '2026-12-01T09:30Z', 'tomorrow', '', '1999-01-01']) {
      expect(shanghaiInstant(bad), bad).toBeNull();
    }
  });
});

describe('checkCampaign', () => {
  it('makes the terms of an off coupon in fen', () => {
    expect(checkCampaign(campaign({ code: ' winter-30 ' }), NOW)).toEqual({
      ok: true,
      terms: {
        code: 'WINTER-30', kind: 'off', titleEn: 'Winter treat', titleZh: '冬日福利', amountFen: 3000, minSpendFen: 19900, percentOff: null,
        validFrom: new Date('2026-12-01T00:00:00+08:00'), validUntil: new Date('2027-01-01T00:00:00+08:00'),
      },
    });
  });

  it('makes a discount coupon with its cap (0 = none) and ignores the amount field', () => {
    const r = checkCampaign(campaign({ kind: 'discount', amount: 'x', percentOff: '15', cap: '50.5', minSpend: '' }), NOW);
    expect(r).toMatchObject({ ok: true, terms: { kind: 'discount', percentOff: 15, amountFen: 5050, minSpendFen: 0 } });
    expect(checkCampaign(campaign({ kind: 'discount', percentOff: '99', cap: '' }), NOW)).toMatchObject({ ok: true, terms: { amountFen: 0, percentOff: 99 } });
  });

  it('makes a cash voucher without a minimum spend', () => {
    expect(checkCampaign(campaign({ kind: 'cash', amount: '100', minSpend: '500' }), NOW)).toMatchObject({ ok: true, terms: { kind: 'cash', amountFen: 10000, minSpendFen: 0, percentOff: null } });
  });

  it('refuses a percentage outside 1..99', () => {
    for (const percentOff of ['0', '100', '', '15.5', '-5', '1e1']) {
      expect(problemsOf(campaign({ kind: 'discount', percentOff })), percentOff).toEqual([{ field: 'percentOff', problem: 'PERCENT_RANGE' }]);
    }
  });

  it('refuses bad amounts, naming the field', () => {
    expect(problemsOf(campaign({ amount: '12.345' }))).toEqual([{ field: 'amount', problem: 'AMOUNT_DECIMALS' }]);
    expect(problemsOf(campaign({ amount: '-1' }))).toEqual([{ field: 'amount', problem: 'AMOUNT_NEGATIVE' }]);
    expect(problemsOf(campaign({ amount: '0' }))).toEqual([{ field: 'amount', problem: 'AMOUNT_ZERO' }]);
    expect(problemsOf(campaign({ minSpend: '1.999' }))).toEqual([{ field: 'minSpend', problem: 'AMOUNT_DECIMALS' }]);
    expect(problemsOf(campaign({ kind: 'discount', percentOff: '10', cap: '-3' }))).toEqual([{ field: 'cap', problem: 'AMOUNT_NEGATIVE' }]);
  });

  it('keeps an off coupon below its minimum spend', () => {
    expect(problemsOf(campaign({ amount: '199', minSpend: '199' }))).toEqual([{ field: 'amount', problem: 'OFF_NOT_BELOW_MIN_SPEND' }]);
    expect(problemsOf(campaign({ amount: '198.99', minSpend: '199' }))).toEqual([]);
    expect(problemsOf(campaign({ amount: '500', minSpend: '' }))).toEqual([]);
  });

  it('refuses a validity that does not end after it starts, or has ended', () => {
    expect(problemsOf(campaign({ validUntil: '2026-12-01T00:00' }))).toEqual([{ field: 'validUntil', problem: 'UNTIL_NOT_AFTER_FROM' }]);
    expect(problemsOf(campaign({ validUntil: '2026-11-30' }))).toEqual([{ field: 'validUntil', problem: 'UNTIL_NOT_AFTER_FROM' }]);
    expect(problemsOf(campaign({ validFrom: '2026-11-01', validUntil: '2026-11-24T10:00' }))).toEqual([{ field: 'validUntil', problem: 'UNTIL_PAST' }]);
    expect(problemsOf(campaign({ validFrom: '2026-11-01', validUntil: '2026-11-24T10:01' }))).toEqual([]);
    expect(problemsOf(campaign({ validFrom: 'soon' }))).toEqual([{ field: 'validFrom', problem: 'DATE_FORMAT' }]);
  });

  it('refuses bad codes and reserved ones, and names every field at fault at once', () => {
    expect(problemsOf(campaign({ code: 'AB' }))).toEqual([{ field: 'code', problem: 'CODE_FORMAT' }]);
    expect(problemsOf(campaign({ code: '-ABC' }))).toEqual([{ field: 'code', problem: 'CODE_FORMAT' }]);
    expect(problemsOf(campaign({ code: 'WINTER 30' }))).toEqual([{ field: 'code', problem: 'CODE_FORMAT' }]);
    expect(problemsOf(campaign({ code: 'A'.repeat(33) }))).toEqual([{ field: 'code', problem: 'CODE_FORMAT' }]);
    expect(problemsOf(campaign({ code: 'welcome' }))).toEqual([{ field: 'code', problem: 'CODE_RESERVED' }]);
    expect(problemsOf(campaign({ code: '', kind: 'gift', titleEn: ' ', titleZh: '长'.repeat(61), validUntil: '' }))).toEqual([
      { field: 'code', problem: 'CODE_FORMAT' },
      { field: 'kind', problem: 'KIND' },
      { field: 'titleEn', problem: 'TITLE_REQUIRED' },
      { field: 'titleZh', problem: 'TITLE_TOO_LONG' },
      { field: 'validUntil', problem: 'DATE_FORMAT' },
    ]);
  });
});
