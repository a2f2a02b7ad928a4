// How to earn stars (my/earn-stars; spec section 9, decisions.md "Loyalty"): the rules in
// words, the rate table by level × amount band and the free-shipping threshold per level,
// both built from the domain's constants (components/loyalty/rates.ts), with the member's
// own level marked and an example worked out at that level.
import { Link } from 'react-router';
import type { Route } from './+types/my-earn-stars';
import { earnStars, formatStars, isLevelId, type LevelId } from '@eshop/domain/loyalty';
import { SHIPPING_FEE_FEN } from '@eshop/domain/shipping';
import { accountApi, onMemberCallError, requireSessionCookie } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { rateTable, yuan } from '../components/loyalty/rates.ts';
import '../i18n/areas/loyalty.ts';

/** The example order's goods total (RMB 620: the middle band, twelve units). */
const EXAMPLE_GOODS_FEN = 62_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  try {
    const member = (await accountApi(request, context).api.memberInfo()).data;
    return { level: (isLevelId(member.level) ? member.level : 1) as LevelId };
  } catch (error) {
    return onMemberCallError(request, error);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-earn-stars')!.title[shellLocale(matches)]);
}

export default function EarnStars({ loaderData }: Route.ComponentProps) {
  const { level } = loaderData;
  const { t, to, locale, device } = usePage();
  const mobile = device === 'mobile';
  const table = rateTable();
  const unit = yuan(table.unitFen);
  const mine = table.rows.find((r) => r.level === level)!;
  const exampleBand = table.bands.findIndex((b) => EXAMPLE_GOODS_FEN >= b.fromFen && (b.toFen === null || EXAMPLE_GOODS_FEN < b.toFen));
  const rules = [
    t('earn.rule.unit', { unit }),
    t('earn.rule.rate', { unit }),
    t('earn.rule.credit'),
    t('earn.rule.pending'),
    t('earn.rule.store'),
    t('earn.rule.expire'),
  ];
  const card = 'rounded-2xl bg-white p-6 ring-1 ring-line';
  return (
    <MemberPage title={screensById.get('my-earn-stars')!.title[locale]}>
      <p className="max-w-3xl text-muted">{t('earn.intro')}</p>

      <section className={card} aria-labelledby="rates">
        <h2 id="rates" className="font-serif text-xl font-bold">{t('earn.tableTitle', { unit })}</h2>
        <div className={mobile ? '-mx-3 mt-4' : 'mt-4'}>
          <table className="w-full text-sm" data-testid="rate-table">
            <caption className="sr-only">{t('earn.tableCaption', { unit })}</caption>
            <thead>
              <tr className="border-b border-line text-left text-xs text-muted">
                <th scope="col" className="px-3 py-2 font-medium">{t('earn.levelColumn')}</th>
                {table.bands.map((b) => (
                  <th key={b.fromFen} scope="col" className={`whitespace-nowrap py-2 text-right font-medium ${mobile ? 'px-1.5 text-[11px]' : 'px-3'}`}>
                    {b.toFen === null ? t('earn.bandFrom', { from: yuan(b.fromFen) }) : t('earn.bandRange', { from: yuan(b.fromFen), to: yuan(b.toFen - 1) })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => {
                const current = row.level === level;
                return (
                  <tr key={row.level} className={`border-b border-line last:border-0 ${current ? 'bg-brand-soft' : ''}`} data-testid="rate-row" data-current={current ? 'Y' : undefined} aria-current={current ? 'true' : undefined}>
                    <th scope="row" className={`py-3 text-left font-normal ${mobile ? 'px-1.5' : 'px-3'}`}>
                      <span className={`block ${current ? 'font-semibold text-brand' : 'font-medium'}`}>{row.name[locale]}</span>
                      {current && <span className="mt-0.5 inline-block rounded-full bg-brand px-2 py-0.5 text-[11px] font-semibold text-white">{t('loyalty.yourLevel')}</span>}
                    </th>
                    {row.ratesTenths.map((rate, i) => (
                      <td key={i} className={`py-3 text-right tabular-nums whitespace-nowrap ${mobile ? 'px-1.5' : 'px-3'} ${current ? 'font-bold text-brand' : ''}`} data-testid="rate">
                        <span aria-hidden="true" className="mr-1 text-gold">★</span>{formatStars(rate)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="mt-4 rounded-xl bg-cream px-4 py-3 text-sm" data-testid="earn-example">
          {t('earn.example', {
            goods: yuan(EXAMPLE_GOODS_FEN),
            units: Math.floor(EXAMPLE_GOODS_FEN / table.unitFen),
            unit,
            rate: formatStars(mine.ratesTenths[exampleBand]!),
            stars: formatStars(earnStars({ goodsTotalFen: EXAMPLE_GOODS_FEN, level })),
          })}
        </p>
      </section>

      <section className={card} aria-labelledby="rules">
        <h2 id="rules" className="font-serif text-xl font-bold">{t('earn.rulesTitle')}</h2>
        <ol className="mt-4 space-y-3 text-sm">
          {rules.map((rule, i) => (
            <li key={i} className="flex gap-3">
              <span aria-hidden="true" className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-soft text-xs font-bold text-brand">{i + 1}</span>
              <span className="pt-0.5">{rule}</span>
            </li>
          ))}
        </ol>
      </section>

      <section className={card} aria-labelledby="shipping">
        <h2 id="shipping" className="font-serif text-xl font-bold">{t('earn.shippingTitle')}</h2>
        <p className="mt-2 text-sm text-muted">{t('earn.shippingIntro', { fee: yuan(SHIPPING_FEE_FEN) })}</p>
        <ul className={`mt-4 grid gap-3 ${mobile ? 'grid-cols-2' : 'grid-cols-4'}`}>
          {table.rows.map((row) => {
            const current = row.level === level;
            return (
              <li key={row.level} className={`rounded-xl p-4 ring-1 ${current ? 'bg-brand-soft ring-brand' : 'ring-line'}`} data-testid="shipping-threshold" data-current={current ? 'Y' : undefined}>
                <p className={`text-sm ${current ? 'font-semibold text-brand' : 'font-medium'}`}>{row.name[locale]}</p>
                <p className="mt-1 text-xs text-muted">{t('earn.shippingFrom')}</p>
                <p className="text-xl font-bold">{t('earn.rmb', { amount: yuan(row.freeShippingFen) })}</p>
                {current && <p className="mt-1 text-xs font-semibold text-brand">{t('loyalty.yourLevel')}</p>}
              </li>
            );
          })}
        </ul>
      </section>

      <Link to={to('my/points-history')} className={`flex gap-3 rounded-2xl bg-brand px-6 py-4 text-white hover:bg-brand-dark ${mobile ? 'flex-col items-start' : 'items-center justify-between'}`}>
        <span className="font-semibold">{t('earn.card')}</span>
        <span className="shrink-0 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand">{t('loyalty.showCard')}</span>
      </Link>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={to('my/benefits-overview')} className="text-brand hover:underline">{t('loyalty.benefits')} ›</Link>
        {!mobile && <Link to={to('my/faq2')} className="text-brand hover:underline">{screensById.get('my-faq2')!.title[locale]} ›</Link>}
      </p>
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
