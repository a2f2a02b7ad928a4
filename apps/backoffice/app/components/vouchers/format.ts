// How the vouchers area shows instants and money: Shanghai time (the shop's business
// time zone), '2026年11月24日 10:00' in Chinese; amounts through the domain's formatPrice.
import { formatPrice } from '@eshop/domain/money';
import { voucherTitle, type VoucherKind } from '@eshop/domain/vouchers';
import type { Locale } from '../../lib/i18n.ts';

const formats = {
  en_US: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  zh_CN: new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
} as const;

/** An ISO instant in Shanghai time: '24 Nov 2026, 10:00' / '2026年11月24日 10:00'. */
export function shanghaiDateTime(iso: string, locale: Locale): string {
  return formats[locale].format(new Date(iso)).replace(/\s+(?=\d{2}:\d{2}$)/, ' ');
}

/** An instant as a datetime-local field's value in Shanghai time ('2026-11-24T10:00'). */
export function shanghaiWallTime(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
}

export const price = (fen: number): string => formatPrice(fen);

export interface CampaignTerms {
  kind: VoucherKind;
  amountFen: number;
  minSpendFen: number;
  percentOff: number | null;
  validFrom: string;
  validUntil: string;
}

/** The terms in words, as a member would read them ('RMB 30.00 off orders over RMB 199.00' / '满199元减30元'). */
export function termsText(c: CampaignTerms, locale: Locale): string {
  return voucherTitle({ id: 0, kind: c.kind, amountFen: c.amountFen, minSpendFen: c.minSpendFen, percentOff: c.percentOff, validFrom: new Date(c.validFrom), validUntil: new Date(c.validUntil), usedAt: null }, locale);
}

/** Where a campaign stands now. */
export function campaignStatus(c: { validFrom: string; validUntil: string }, now: number): 'running' | 'upcoming' | 'ended' {
  if (now >= Date.parse(c.validUntil)) return 'ended';
  return now < Date.parse(c.validFrom) ? 'upcoming' : 'running';
}
