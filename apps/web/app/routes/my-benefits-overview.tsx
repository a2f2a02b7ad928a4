// Benefits overview (my/benefits-overview; spec section 6, decisions.md "Loyalty"): every
// level with its threshold (LEVELS), its benefits (BENEFITS / benefitsForLevel) and its
// free-shipping threshold, the member's level marked; the progress towards the next level
// (stars earned this year against its threshold) and until when the level is held.
import { Link } from 'react-router';
import type { Route } from './+types/my-benefits-overview';
import { BENEFITS, benefitsForLevel, formatStars, getLevel, isLevelId, LEVELS, type LevelId } from '@eshop/domain/loyalty';
import { FREE_SHIPPING_THRESHOLDS_FEN } from '@eshop/domain/shipping';
import { accountApi, onMemberCallError, requireSessionCookie } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { LevelProgress } from '../components/loyalty/Standing.tsx';
import { yuan } from '../components/loyalty/rates.ts';
import '../i18n/areas/loyalty.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  try {
    const m = (await accountApi(request, context).api.memberInfo()).data;
    return {
      level: (isLevelId(m.level) ? m.level : 1) as LevelId,
      standing: { levelName: m.levelName, starsTenths: m.starsTenths, earnedThisYearTenths: m.earnedThisYearTenths, nextLevel: m.nextLevel, levelHeldUntilYear: m.levelHeldUntilYear },
      birthdayMissing: m.birthdayMissing,
    };
  } catch (error) {
    return onMemberCallError(request, error);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-benefits-overview')!.title[shellLocale(matches)]);
}

export default function BenefitsOverview({ loaderData }: Route.ComponentProps) {
  const { level, standing, birthdayMissing } = loaderData;
  const { t, to, locale, device } = usePage();
  const mobile = device === 'mobile';
  const card = 'rounded-2xl bg-white p-6 ring-1 ring-line';
  return (
    <MemberPage title={screensById.get('my-benefits-overview')!.title[locale]}>
      <section className={`${card} grid gap-6 ${mobile ? '' : 'grid-cols-[1fr_1.6fr] items-center'}`} data-testid="benefits-standing" aria-label={t('loyalty.yourLevel')}>
        <div>
          <p className="text-sm text-muted">{t('loyalty.yourLevel')}</p>
          <p className="mt-1 font-serif text-3xl font-bold text-brand" data-testid="member-level">{standing.levelName}</p>
          <p className="mt-1 text-sm" data-testid="member-held-until">
            {standing.levelHeldUntilYear !== null ? t('loyalty.heldUntil', { year: standing.levelHeldUntilYear }) : t('benefits.fromRegistration')}
          </p>
          <p className="mt-1 text-xs text-muted">{t('loyalty.earnedThisYear', { stars: formatStars(standing.earnedThisYearTenths) })}</p>
        </div>
        <LevelProgress standing={standing} />
      </section>
      <p className="max-w-3xl text-sm text-muted">{t('benefits.intro')}</p>

      <section aria-labelledby="levels">
        <h2 id="levels" className="mb-3 font-serif text-xl font-bold">{t('benefits.levelsTitle')}</h2>
        <ul className={`grid gap-4 ${mobile ? 'grid-cols-1' : 'grid-cols-4'}`}>
          {LEVELS.map((l) => {
            const current = l.id === level;
            const benefits = benefitsForLevel(l.id);
            return (
              <li
                key={l.id} data-testid="level-card" data-current={current ? 'Y' : undefined} aria-current={current ? 'true' : undefined}
                className={`relative flex flex-col rounded-2xl bg-white p-5 ring-1 ${current ? 'ring-2 ring-brand' : 'ring-line'}`}
              >
                {current && <span className="absolute -top-3 left-5 rounded-full bg-brand px-3 py-0.5 text-xs font-semibold text-white">{t('loyalty.yourLevel')}</span>}
                <p className={`font-serif text-lg font-bold ${current ? 'text-brand' : ''}`}>{l.name[locale]}</p>
                <p className="text-xs text-muted">{l.thresholdTenths === 0 ? t('benefits.fromRegistration') : t('benefits.threshold', { stars: formatStars(l.thresholdTenths, 0) })}</p>
                <ul className="mt-4 flex-1 space-y-1.5 text-sm">
                  {benefits.map((b) => (
                    <li key={b.key} className="flex gap-2" data-testid="level-benefit"><span aria-hidden="true" className="text-fresh">✓</span>{b.label[locale]}</li>
                  ))}
                  <li className="flex gap-2"><span aria-hidden="true" className="text-fresh">✓</span>{t('benefits.freeShipping', { amount: yuan(FREE_SHIPPING_THRESHOLDS_FEN[l.id]) })}</li>
                </ul>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={card} aria-labelledby="details">
        <h2 id="details" className="font-serif text-xl font-bold">{t('benefits.detailsTitle')}</h2>
        <dl className="mt-4 divide-y divide-line">
          {BENEFITS.map((b) => {
            const yours = level >= b.minLevel;
            return (
              <div key={b.key} className={`grid gap-1 py-3 ${mobile ? '' : 'grid-cols-[220px_1fr] gap-6'}`} data-testid="benefit" data-yours={yours ? 'Y' : 'N'}>
                <dt>
                  <span className={`font-semibold ${yours ? 'text-brand' : ''}`}>{yours ? '✓ ' : ''}{b.label[locale]}</span>
                  <span className="block text-xs text-muted">{t('benefits.fromLevel', { level: getLevel(b.minLevel).name[locale] })}</span>
                </dt>
                <dd className="text-sm">
                  {t(`benefit.${b.key}`)}
                  {b.key === 'birthdayGift' && birthdayMissing && <> <Link to={to('my/profile')} className="font-medium text-brand underline underline-offset-2">{t('benefits.addBirthday')}</Link></>}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={to('my/earn-stars')} className="text-brand hover:underline">{t('loyalty.howToEarn')} ›</Link>
        {!mobile && <Link to={to('my/faq2')} className="text-brand hover:underline">{screensById.get('my-faq2')!.title[locale]} ›</Link>}
      </p>
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
