// A store purchase (my/store-order-detail?trxLogId=; spec section 3 "Max-chain store
// order: trx_log_id"): the lines as the till reported them (name, quantity, amount), the
// total, the stars it earned and the level they were earned at, whether it was voided,
// and the store's address and phone. Another member's purchase, or an id that is not a
// till's, is the 404 page.
import { data, Link } from 'react-router';
import type { Route } from './+types/my-store-order-detail';
import { formatStars } from '@eshop/domain/loyalty';
import { accountApi, requireSessionCookie } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { price } from '../lib/format.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { orderLoadError } from '../components/orders/errors.ts';
import { dateTime } from '../components/orders/format.ts';
import { signedStars } from '../components/loyalty/stars.ts';
import { VoidedBadge } from '../components/loyalty/VoidedBadge.tsx';
import '../i18n/areas/loyalty.ts';
import { ServiceContact } from '../components/account/ServiceContact.tsx';
import { serviceQrSvg } from '../components/account/service-qr.server.ts';

/** `?trxLogId=`: a till's transaction id, a positive integer; anything else → 404. */
function trxLogIdOf(request: Request): number {
  const raw = new URL(request.url).searchParams.get('trxLogId') ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (!Number.isSafeInteger(id) || id < 1) throw data({ reason: 'not-found' }, { status: 404 });
  return id;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const trxLogId = trxLogIdOf(request);
  try {
    const [order, serviceQr] = await Promise.all([accountApi(request, context).api.storeOrder(trxLogId), serviceQrSvg(context)]);
    return { order: order.data, serviceQr };
  } catch (error) {
    return orderLoadError(request, error);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-store-order-detail')!.title[shellLocale(matches)]);
}

const card = 'rounded-2xl bg-white p-5 ring-1 ring-line';

export default function StoreOrderDetail({ loaderData }: Route.ComponentProps) {
  const { order: o } = loaderData;
  const { t, to, locale, device } = usePage();
  const mobile = device === 'mobile';
  return (
    <MemberPage title={screensById.get('my-store-order-detail')!.title[locale]}>
      <Link to={to('my/store-order-list')} className="text-sm text-muted hover:text-brand">‹ {t('storeOrder.back')}</Link>

      <div className={`${card} flex flex-wrap items-center gap-x-8 gap-y-3`} data-testid="store-order-head">
        <div>
          <p className="text-xs text-muted">{t('storeOrder.receiptNo')}</p>
          <p className="font-mono text-lg font-semibold" data-testid="store-order-receipt">{o.trxLogId}</p>
        </div>
        <div>
          <p className="text-xs text-muted">{t('storeOrders.paidAt')}</p>
          <p><time dateTime={o.paidAt}>{dateTime(o.paidAt, locale)}</time></p>
        </div>
        <div>
          <p className="text-xs text-muted">{t('storeOrders.stars')}</p>
          <p className={`font-bold ${o.voided ? 'text-muted line-through' : 'text-fresh'}`} data-testid="store-order-stars">
            <span aria-hidden="true" className="mr-1 text-gold">★</span>{signedStars(o.starsTenths)}
          </p>
        </div>
        {o.voided && <VoidedBadge />}
        <div className="ml-auto text-right">
          <p className="text-xs text-muted">{t('storeOrders.total')}</p>
          <p className="text-2xl font-bold text-brand" data-testid="store-order-total">{price(o.totalFen)}</p>
        </div>
      </div>

      {o.voided && o.voidedAt && (
        <p className="rounded-xl bg-stone-100 px-4 py-3 text-sm text-muted" role="status">{t('storeOrder.voidedNote', { date: dateTime(o.voidedAt, locale) })}</p>
      )}
      {!o.voided && (
        <p className="rounded-xl bg-brand-soft px-4 py-3 text-sm" data-testid="store-order-level">
          {t('storeOrder.starsNote', { stars: formatStars(o.starsTenths), level: o.levelName })}
        </p>
      )}

      <div className={mobile ? 'space-y-4' : 'grid grid-cols-[1fr_300px] items-start gap-6'}>
        <section className={card} aria-labelledby="lines">
          <h2 id="lines" className="mb-3 font-semibold">{t('storeOrder.products')}</h2>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line text-left text-xs text-muted">
                <th scope="col" className="py-2 pr-3 font-medium">{t('storeOrder.name')}</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">{t('storeOrder.quantity')}</th>
                <th scope="col" className="py-2 pl-3 text-right font-medium">{t('storeOrder.amount')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {o.lines.map((line, i) => (
                <tr key={i} data-testid="store-order-line">
                  <td className="py-2.5 pr-3 [overflow-wrap:anywhere]" data-testid="store-order-line-name">{line.name}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{line.quantity}</td>
                  <td className="whitespace-nowrap py-2.5 pl-3 text-right tabular-nums">{price(line.amountFen)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-line font-semibold">
                <td className="pt-3" colSpan={2}>{t('storeOrders.total')}</td>
                <td className="whitespace-nowrap pt-3 text-right text-brand">{price(o.totalFen)}</td>
              </tr>
            </tfoot>
          </table>
        </section>

        <section className={card} aria-labelledby="store" data-testid="store-order-store">
          <h2 id="store" className="mb-3 font-semibold">{t('storeOrder.storeTitle')}</h2>
          <p className="font-semibold">{o.storeName}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-muted">{t('storeOrder.address')}</dt>
            <dd className="[overflow-wrap:anywhere]" data-testid="store-order-address">{o.storeAddress}</dd>
            <dt className="text-muted">{t('storeOrder.phone')}</dt>
            <dd>{o.storePhone ? <a href={`tel:${o.storePhone.replace(/[^\d+]/g, '')}`} className="text-brand hover:underline">{o.storePhone}</a> : '—'}</dd>
          </dl>
        </section>
      </div>
      <ServiceContact qrSvg={loaderData.serviceQr} transactionId={String(o.trxLogId)} />
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
