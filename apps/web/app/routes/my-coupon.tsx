// The member's vouchers (my/coupon; spec section 2 "vouchers (available/used)", section 3:
// usable ones green, unusable gray; docs/decisions/0014-vouchers.md). Two tabs as URL
// states (?tab=used), so the page works without JavaScript: Available shows the coupons
// and cash vouchers not used yet — expired ones stay at the end, gray with the reason —
// and Used the ones orders used.
import { Link } from 'react-router';
import type { Route } from './+types/my-coupon';
import type { Voucher } from '@eshop/domain/contract';
import { accountApi, onMemberCallError, requireSessionCookie } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { VoucherCard, voucherDate } from '../components/vouchers/VoucherCard.tsx';
import '../i18n/areas/purchase.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const { api } = accountApi(request, context);
  const tab = new URL(request.url).searchParams.get('tab') === 'used' ? 'used' as const : 'available' as const;
  try {
    const [coupons, cash] = await Promise.all([api.coupons({ state: 'all' }), api.cashVouchers({ state: 'all' })]);
    return { tab, coupons: coupons.data, cash: cash.data };
  } catch (error) {
    return onMemberCallError(request, error);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-coupon')!.title[shellLocale(matches)]);
}

function Section({ title, vouchers }: { title: string; vouchers: Voucher[] }) {
  const { t, device, locale } = usePage();
  if (vouchers.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="mb-3 font-semibold">{title}</h2>
      <ul className={`grid gap-4 ${device === 'mobile' ? 'grid-cols-1' : 'grid-cols-2'}`}>
        {vouchers.map((v) => (
          <li key={v['v.voucherId']}>
            <VoucherCard
              v={v}
              note={v.used ? (
                <p className="mt-1 text-sm text-stone-500" data-testid="voucher-reason">
                  {v.usedTransactionId ? t('vouchers.usedOn', { order: v.usedTransactionId }) : v.reasonText}
                  {v.usedAt && <span className="block text-xs">{t('vouchers.usedAt', { date: voucherDate(v.usedAt, locale) })}</span>}
                </p>
              ) : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function MyCoupons({ loaderData }: Route.ComponentProps) {
  const { tab, coupons, cash } = loaderData;
  const { t, locale, to } = usePage();
  const inTab = (vs: Voucher[]) => vs.filter((v) => (tab === 'used' ? v.used : !v.used));
  // The Available tab counts what can still be used; expired ones are shown but not counted.
  const count = (used: boolean) => [...coupons, ...cash].filter((v) => (used ? v.used : !v.used && !v.expired)).length;
  const shown = { coupons: inTab(coupons), cash: inTab(cash) };
  const here = to('my/coupon');
  const tabClass = (active: boolean) => `-mb-px border-b-2 px-4 py-2 text-sm ${active ? 'border-brand font-semibold text-brand' : 'border-transparent text-muted hover:text-brand'}`;
  return (
    <MemberPage title={screensById.get('my-coupon')!.title[locale]}>
      <nav className="flex border-b border-line" aria-label={screensById.get('my-coupon')!.title[locale]}>
        <Link to={here} replace className={tabClass(tab === 'available')} aria-current={tab === 'available' ? 'page' : undefined}>
          {t('vouchers.tabAvailable', { count: count(false) })}
        </Link>
        <Link to={`${here}?tab=used`} replace className={tabClass(tab === 'used')} aria-current={tab === 'used' ? 'page' : undefined}>
          {t('vouchers.tabUsed', { count: count(true) })}
        </Link>
      </nav>
      {shown.coupons.length + shown.cash.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-line">{tab === 'used' ? t('vouchers.emptyUsed') : t('vouchers.emptyAvailable')}</p>
      ) : (
        <>
          <Section title={t('vouchers.coupons')} vouchers={shown.coupons} />
          <Section title={t('vouchers.cashVouchers')} vouchers={shown.cash} />
        </>
      )}
      <p className="text-xs text-muted">{t('vouchers.rules')}</p>
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
