// One voucher as a ticket (spec section 3: usable ones green, unusable gray with the
// reason): the stub shows the value, the body the title, the condition and the dates.
// Used by the member centre (my/coupon) and the cart's voucher panel (docs/decisions/0014).
import type { ReactNode } from 'react';
import type { Voucher } from '@eshop/domain/contract';
import { formatMoney } from '@eshop/domain/money';
import { usePage } from '../../lib/use-page.ts';
import { price } from '../../lib/format.ts';
import { calendarDate } from '../orders/format.ts';
import type { Locale } from '@eshop/domain/i18n';
import '../../i18n/areas/purchase.ts';

/** The Shanghai date: yyyy-MM-dd, in Chinese 11月24日 (docs/decisions/0038). */
export const voucherDate = (iso: string, locale: Locale): string => calendarDate(iso, locale);

/** 199.00 → '199', 199.50 → '199.50'. */
const yuan = (fen: number): string => formatMoney(fen).replace(/\.00$/, '');

function Value({ v }: { v: Voucher }) {
  const { t, device } = usePage();
  if (v.kind === 'discount') {
    const percent = v.percentOff ?? 0;
    const tenths = 100 - percent;
    const zhe = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
    return <span className={`whitespace-nowrap font-bold leading-none ${device === 'mobile' ? 'text-lg' : 'text-xl'}`}>{t('vouchers.percentOff', { percent, zhe })}</span>;
  }
  return (
    <span className="leading-none">
      <span className="text-base font-semibold">¥</span>
      <span className="text-3xl font-bold">{yuan(v.amountFen)}</span>
    </span>
  );
}

/**
 * The ticket. `control` (a radio or checkbox of the cart) sits at the right; `note`
 * replaces the default line under the dates (what it saves, when it was used).
 */
export function VoucherCard({ v, control, note, selected = false }: { v: Voucher; control?: ReactNode; note?: ReactNode; selected?: boolean }) {
  const { t, locale, device } = usePage();
  const green = v.usable;
  const amount = (fen: number) => (locale === 'zh_CN' ? `${yuan(fen)}元` : `¥${yuan(fen)}`);
  const condition = v.minSpendFen > 0 ? t('vouchers.minSpend', { amount: amount(v.minSpendFen) }) : t('vouchers.noMinSpend');
  const details = [
    t(`vouchers.kind.${v.kind}`),
    ...(v.kind === 'discount' && v.amountFen > 0 ? [t('vouchers.upTo', { amount: amount(v.amountFen) })] : []),
    ...(v.kind === 'cash' && v.amountPayableFen !== null ? [t('vouchers.bought', { amount: price(v.amountPayableFen) })] : []),
  ];
  return (
    <div
      data-testid="voucher"
      data-voucher-id={v['v.voucherId']}
      data-usable={green ? 'true' : 'false'}
      className={`relative flex overflow-hidden rounded-xl bg-white ring-1 ${selected ? 'ring-2 ring-fresh' : green ? 'ring-fresh/40' : 'ring-line'}`}
    >
      <div className={`flex ${device === 'mobile' ? 'w-24' : 'w-28'} shrink-0 flex-col items-center justify-center gap-1.5 px-2 py-4 text-center text-white ${green ? 'bg-fresh' : 'bg-stone-400'}`}>
        <Value v={v} />
        <span className="text-[11px] leading-tight opacity-90">{condition}</span>
      </div>
      {/* The perforation between stub and body, with the two notches of a ticket. */}
      <div className="relative w-0 border-l-2 border-dashed border-line" aria-hidden="true">
        <span className="absolute -left-[9px] -top-2 h-4 w-4 rounded-full bg-cream ring-1 ring-line" />
        <span className="absolute -bottom-2 -left-[9px] h-4 w-4 rounded-full bg-cream ring-1 ring-line" />
      </div>
      <div className="flex min-w-0 flex-1 items-center gap-3 px-4 py-3">
        <div className="min-w-0 flex-1">
          <p className={`font-semibold leading-snug [overflow-wrap:anywhere] ${green ? '' : 'text-muted'}`} data-testid="voucher-title">{v.title}</p>
          <p className="mt-0.5 text-xs text-muted">{details.join(' · ')}</p>
          <p className="mt-0.5 text-xs text-muted">
            {device === 'mobile' ? t('vouchers.validUntil', { until: voucherDate(v.validUntil, locale) }) : t('vouchers.valid', { from: voucherDate(v.validFrom, locale), until: voucherDate(v.validUntil, locale) })}
          </p>
          {note ?? (!green && v.reasonText && (
            <p className="mt-1 text-sm font-medium text-stone-500" data-testid="voucher-reason">{v.reasonText}</p>
          ))}
        </div>
        {control}
      </div>
    </div>
  );
}
