// Fulfilment: the packing slip of an order, an A4 sheet: the shop, the order number and
// date, where it goes (address or pickup store and person), the delivery promise or pickup
// day, the lines with a box to tick, and the customer's comment. The menu and the buttons
// do not print (app.css `.no-print`); no prices (the slip travels with the parcel).
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useLocale, useT } from '../lib/i18n.ts';
import { orders } from '../texts/orders.ts';
import { Button } from '../components/ui.tsx';
import { loadOrder } from '../components/orders/load.server.ts';
import { dateTime, day, region } from '../components/orders/format.ts';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return { order: await loadOrder(request, context, params.tid) };
}

export default function PackingSlip() {
  const { order } = useLoaderData<typeof loader>();
  const t = useT(orders);
  const locale = useLocale();
  const lines = order.orderType === 'WP'
    ? order.gifts.map((g) => ({ key: `g${g.giftId}`, name: g.name, spec: '', quantity: g.quantity }))
    : order.products.map((p) => ({ key: `p${p.skuId}`, name: p.name, spec: p.spec, quantity: p.quantity }));
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  const a = order.delivery;
  const p = order.pickup;
  const when = order.promisedDate ? day(order.promisedDate, locale) : '—';
  return (
    <>
      <div className="no-print mb-4 flex items-center justify-between">
        <Link to={`/orders/${order.transactionId}`} className="text-sm text-brand hover:underline">← {t('slip.back')}</Link>
        <Button type="button" onClick={() => window.print()}>{t('slip.print')}</Button>
      </div>
      <article
        className="mx-auto max-w-[210mm] rounded-lg border border-line bg-white p-[14mm] text-ink shadow-sm print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
        aria-label={t('slip.title')}
        data-testid="packing-slip"
      >
        <header className="flex items-start justify-between border-b-2 border-brand pb-4">
          <div>
            <p className="font-serif text-2xl text-brand">Butcher &amp; Deli</p>
            <p className="text-sm text-muted">{t('slip.shop')}</p>
          </div>
          <div className="text-right">
            <h1 className="font-serif text-xl">{t('slip.title')}</h1>
            <p className="mt-1 font-mono text-lg font-semibold" data-testid="slip-order">{order.transactionId}</p>
            <p className="text-sm text-muted">{t('slip.date', { date: dateTime(order.createdAt, locale, true) })}</p>
          </div>
        </header>

        <section className="mt-6 grid grid-cols-[1fr_auto] gap-8">
          <div>
            <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{p ? t('slip.pickupAt') : t('slip.shipTo')}</h2>
            {p ? (
              <div className="mt-1 text-sm leading-relaxed">
                <p className="text-base font-semibold">{p.storeName}</p>
                <p>{p.storeAddress}</p>
                <p className="mt-2">{t('slip.pickupPerson')}<strong>{p.pickupName}</strong> · {p.pickupMobile}</p>
              </div>
            ) : a ? (
              <div className="mt-1 text-sm leading-relaxed">
                <p className="text-base font-semibold">{a.recipient} · {a.mobile}</p>
                <p>{region(a)}</p>
                <p>{a.street} {a.unit}{a.zip ? ` · ${a.zip}` : ''}</p>
              </div>
            ) : null}
          </div>
          <div className="rounded-md border border-line px-4 py-3 text-right">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">{p ? t('slip.pickupDay') : t('slip.promise')}</p>
            <p className="mt-1 text-lg font-semibold" data-testid="slip-promise">{when}</p>
            {p?.opens && p.closes ? <p className="text-sm text-muted">{p.opens}–{p.closes}</p> : null}
          </div>
        </section>

        <table className="mt-6 w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-ink text-left text-xs tracking-wide text-muted uppercase">
              <th className="py-2 pr-2 font-medium">#</th>
              <th className="py-2 pr-2 font-medium">{t('line.item')}</th>
              <th className="py-2 pr-2 font-medium">{t('line.size')}</th>
              <th className="py-2 pr-2 text-right font-medium">{t('line.qty')}</th>
              <th className="py-2 text-center font-medium">{t('slip.check')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={l.key} className="border-b border-line break-inside-avoid">
                <td className="py-2 pr-2 text-muted">{i + 1}</td>
                <td className="py-2 pr-2 font-medium">{l.name}</td>
                <td className="py-2 pr-2">{l.spec}</td>
                <td className="py-2 pr-2 text-right text-base font-semibold">{l.quantity}</td>
                <td className="py-2 text-center"><span className="inline-block h-4 w-4 border border-ink align-middle" aria-hidden /></td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-right text-sm text-muted">{t('slip.items', { n: units })}</p>

        <section className="mt-6 rounded-md border border-line p-4 break-inside-avoid">
          <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{t('slip.comment')}</h2>
          <p className="mt-1 min-h-[2.5rem] text-sm whitespace-pre-wrap" data-testid="slip-comment">{order.comment || <span className="text-muted">{t('slip.noComment')}</span>}</p>
        </section>

        <footer className="mt-8 border-t border-line pt-3 text-center text-xs text-muted">{t('slip.thanks')}</footer>
      </article>
    </>
  );
}
