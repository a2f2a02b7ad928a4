import { Link } from 'react-router';
import type { Voucher } from '@eshop/domain/contract';
import { price } from '../../lib/format.ts';
import { usePage } from '../../lib/use-page.ts';
import { calendarDate } from '../orders/format.ts';
import '../../i18n/areas/purchase.ts';

/** The member's vouchers at checkout: usable ones green with "Use", the others gray with the reason. */
export function VoucherList({ vouchers, chosen, hrefUse, hrefRemove }: {
  vouchers: Voucher[];
  chosen: string[];
  hrefUse: (v: Voucher) => string;
  hrefRemove: (v: Voucher) => string;
}) {
  const { t, locale } = usePage();
  if (vouchers.length === 0) return <p className="text-sm text-muted">{t('checkout.noVouchers')}</p>;
  const sorted = [...vouchers].sort((a, b) => Number(b.usable) - Number(a.usable));
  return (
    <>
      <p className="mb-3 text-xs text-muted">{t('checkout.oneCoupon')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {sorted.map((v) => {
          const on = chosen.includes(String(v['v.voucherId']));
          return (
            <li key={v['v.voucherId']} data-testid="voucher" data-usable={v.usable ? 'Y' : 'N'}
              className={`flex overflow-hidden rounded-xl ring-1 ${v.usable ? (on ? 'bg-green-50 ring-fresh ring-2' : 'bg-white ring-green-300') : 'bg-stone-50 ring-line'}`}>
              <div className={`flex w-24 shrink-0 flex-col items-center justify-center px-2 text-white ${v.usable ? 'bg-fresh' : 'bg-stone-300'}`}>
                <span className="text-lg font-bold">{v.kind === 'discount' ? `${v.percentOff ?? 0}%` : price(v.amountFen)}</span>
              </div>
              <div className={`min-w-0 flex-1 p-3 text-sm ${v.usable ? '' : 'text-muted'}`}>
                <p className="font-semibold leading-snug">{v.title}</p>
                <p className="mt-0.5 text-xs">{t('checkout.validUntil', { date: calendarDate(v.validUntil, locale) })}</p>
                {v.usable ? (
                  <div className="mt-2 flex items-center justify-between gap-2">
                    {v.saves > 0 && <span className="text-xs text-fresh">{t('checkout.voucherSaves', { amount: price(v.saves) })}</span>}
                    {on ? (
                      <Link to={hrefRemove(v)} replace preventScrollReset className="ml-auto rounded-full border border-line bg-white px-3 py-1 text-xs font-medium hover:border-brand">
                        ✓ {t('checkout.voucherApplied')} · {t('checkout.removeVoucher')}
                      </Link>
                    ) : (
                      <Link to={hrefUse(v)} replace preventScrollReset className="ml-auto rounded-full bg-fresh px-3 py-1 text-xs font-semibold text-white hover:opacity-90">{t('checkout.useVoucher')}</Link>
                    )}
                  </div>
                ) : (
                  <p className="mt-1 text-xs" data-testid="voucher-reason">{v.reasonText}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
