// Member centre home (spec section 2): greeting, the loyalty standing (level, star
// balance, stars to the next level, the way to the membership card), the prompt to
// complete an unverified mobile or a missing birthday (spec section 5), how many of the
// member's items await a review (spec section 4's pending reviews, as a count: the first page
// loads on my/review or my/review-list, not with every page), and the member screens.
import { Link } from 'react-router';
import { publicName } from '@eshop/domain/members';
import { calendarDate } from '../components/orders/format.ts';
import type { Route } from './+types/my';
import { accountApi, onMemberCallError, requireSessionCookie } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage, useMemberMenu } from '../components/account/MemberPage.tsx';
import { SignOutButton } from '../components/layout/MemberEntry.tsx';
import { ServiceContact } from '../components/account/ServiceContact.tsx';
import { serviceQrSvg } from '../components/account/service-qr.server.ts';
import { secondaryButton } from '../components/account/Field.tsx';
import { StandingCard } from '../components/loyalty/Standing.tsx';
import '../i18n/areas/account.ts';
import { afterSalesApi } from '../components/after-sales/api.server.ts';
import { writeReviewPath } from '../components/after-sales/ReviewCards.tsx';
import '../i18n/areas/purchase.ts';
import '../i18n/areas/after-sales.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const { api } = accountApi(request, context);
  try {
    const [member, coupons, cash, waiting, serviceQr] = await Promise.all([api.memberInfo(), api.coupons(), api.cashVouchers(), afterSalesApi(request, context).candidates(1, 0), serviceQrSvg(context)]);
    // Vouchers still to use (docs/decisions/0014): the shortcut to my/coupon says how many.
    return { member: member.data, vouchers: [...coupons.data, ...cash.data].filter((v) => v.usable).length, reviews: waiting.total ?? waiting.data.length, serviceQr };
  } catch (error) {
    return onMemberCallError(request, error);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my')!.title[shellLocale(matches)]);
}

export default function My({ loaderData }: Route.ComponentProps) {
  const { member } = loaderData;
  const { t, to, device, locale } = usePage();
  const menu = useMemberMenu().filter((m) => m.id !== 'my');
  // The greeting never shows the raw e-mail address (docs/decisions/0038).
  const name = publicName(member, locale, t('account.wechatCustomer'));
  const prompts = [
    ...(!member.phoneVerified ? [t('my.completeMobile')] : []),
    ...(member.birthdayMissing ? [t('my.completeBirthday')] : []),
  ];
  return (
    <MemberPage title={t('my.greeting', { name })} home>
      <StandingCard
        standing={member}
        footer={<p className="mt-4 break-all text-xs text-muted">{member.email ?? t('account.noEmail')} · {t('my.memberSince', { date: calendarDate(member.memberSince, locale) })}</p>}
      />
      <Link to={to('my/coupon')} className="flex items-center justify-between gap-4 rounded-2xl bg-white p-5 ring-1 ring-line hover:ring-fresh" data-testid="member-vouchers">
        <span className="font-semibold">{t('vouchers.myUsable', { count: loaderData.vouchers })}</span>
        <span className="shrink-0 rounded-full bg-fresh px-4 py-1.5 text-sm font-semibold text-white">{t('vouchers.view')}</span>
      </Link>
      {loaderData.reviews > 0 && (
        <Link to={writeReviewPath(to, device)} className="flex items-center justify-between gap-4 rounded-2xl bg-white p-5 ring-1 ring-line hover:ring-brand" data-testid="member-reviews">
          <span className="font-semibold">{t('reviews.awaitingCount', { count: loaderData.reviews })}</span>
          <span className="shrink-0 rounded-full bg-brand px-4 py-1.5 text-sm font-semibold text-white">{t('reviews.write')}</span>
        </Link>
      )}
      {prompts.length > 0 && (
        <section aria-labelledby="complete" className="rounded-2xl bg-brand-soft p-5">
          <h2 id="complete" className="font-semibold">{t('my.complete')}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {prompts.map((p) => (
              <li key={p}>
                {p}
                {/* The mobile is verified by SMS on its own screen (docs/decisions/0010). */}
                {p === t('my.completeMobile') && <> <Link to={to('my/phone')} className="font-medium text-brand underline underline-offset-2">{t('phone.verifyNow')}</Link></>}
              </li>
            ))}
          </ul>
          <Link to={to('my/profile')} className={`${secondaryButton} mt-3 inline-block text-sm`}>{t('my.completeProfile')}</Link>
        </section>
      )}
      <nav aria-label={t('my.shortcuts')}>
        <ul className={`grid gap-3 ${device === 'mobile' ? 'grid-cols-2' : 'grid-cols-4'}`}>
          {menu.map((m) => (
            <li key={m.id}><Link to={to(m.path)} className="block rounded-xl bg-white px-4 py-3 text-sm ring-1 ring-line hover:text-brand hover:ring-brand">{m.title}</Link></li>
          ))}
        </ul>
      </nav>
      <ServiceContact qrSvg={loaderData.serviceQr} />
      {device === 'mobile' && <SignOutButton className={`${secondaryButton} w-full`} />}
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
