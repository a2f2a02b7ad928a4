// What the signed-in staff member may do to the order now: exactly the server's `actions`
// (the state machine × their roles), each a plain form that works without JavaScript.
// Cancelling (a refund) asks for confirmation first.
import { Form, useNavigation } from 'react-router';
import type { StaffAction } from '@eshop/domain/orders';
import { useLocale, useT } from '../../lib/i18n.ts';
import { orders } from '../../texts/orders.ts';
import { Button, Card, Field, Notice, TextArea } from '../ui.tsx';
import { money, stars } from './format.ts';
import type { DeskOrderDetail as OrderDetail } from '@eshop/domain/contract';

/** A refused action: the API's message (in the page's language), the fields at fault, what was typed. */
export interface ActionFailure {
  ok: false;
  intent: string;
  error: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}

/** Couriers the stores call most; any other name may be typed. */
const COMPANIES = ['顺丰速运 SF Express', '京东物流 JD Logistics', '中通快递 ZTO', '圆通速递 YTO', '申通快递 STO', '韵达速递 Yunda', '中国邮政 EMS'];

/** The actions that are one button: the order moves on. */
const STEPS = ['confirm', 'pack', 'ready', 'complete'] as const;

export function Actions({ order, failure }: { order: OrderDetail; failure?: ActionFailure | undefined }) {
  const t = useT(orders);
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const may = (a: StaffAction) => order.actions.includes(a);
  const field = (name: string) => (failure ? failure.fields[name] : undefined);
  const typed = (name: string) => (failure ? failure.values[name] : undefined);
  const refund = order.orderType === 'WP'
    ? t('action.cancel.refundStars', { stars: stars(order.totals.starsCostTenths) })
    : t('action.cancel.refundMoney', { amount: money(order.totals.totalFen, locale) });
  const moves = order.actions.filter((a) => a !== 'reply');

  return (
    <Card title={t('actions')} className="no-print">
      {failure && Object.keys(failure.fields).length === 0 ? <Notice>{failure.error}</Notice> : null}
      {moves.length === 0 && !may('reply') ? <p className="text-sm text-muted">{t('actions.none')}</p> : null}
      <div className="space-y-4">
        {STEPS.filter((a) => may(a)).map((action) => (
          <Form method="post" key={action}>
            <Button name="intent" value={action} disabled={busy} className="w-full">{t(`action.${action}`)}</Button>
            <p className="mt-1 text-xs text-muted">{t(`action.${action}.hint`)}</p>
          </Form>
        ))}

        {may('ship') ? (
          <div className="space-y-3">
            <Form method="post">
              <Button name="intent" value="ship" disabled={busy} className="w-full">{t('action.ship.book')}</Button>
              <p className="mt-1 text-xs text-muted">{t('action.ship.bookHint')}</p>
            </Form>
            <Form method="post" className="space-y-3 rounded-md border border-line p-3">
              <p className="text-sm font-medium text-ink">{t('action.ship.waybill')}</p>
              <Field label={t('action.ship.company')} name="logisticsCompany" list="couriers" maxLength={60} required defaultValue={typed('logisticsCompany')} error={field('logisticsCompany')} />
              <datalist id="couriers">{COMPANIES.map((c) => <option key={c} value={c} />)}</datalist>
              <Field label={t('action.ship.number')} name="shipmentNo" maxLength={40} required pattern="[A-Za-z0-9\-]{4,40}" autoComplete="off" className="font-mono" defaultValue={typed('shipmentNo')} error={field('shipmentNo')} />
              <Button name="intent" value="ship" variant="secondary" disabled={busy} className="w-full">{t('action.ship.submit')}</Button>
            </Form>
          </div>
        ) : null}

        {may('reply') ? (
          <Form method="post" className="space-y-2">
            <TextArea label={t('action.reply')} name="message" rows={3} maxLength={500} required defaultValue={typed('message')} error={field('message')} />
            <Button name="intent" value="reply" variant="secondary" disabled={busy}>{t('action.reply.submit')}</Button>
          </Form>
        ) : null}

        {may('cancel') ? (
          <details className="rounded-md border border-red-200 p-3" open={failure?.intent === 'cancel' ? true : undefined}>
            <summary className="cursor-pointer text-sm font-medium text-red-700">{t('action.cancel')}</summary>
            <Form method="post" className="mt-3 space-y-3">
              <p className="text-sm text-ink">{t('action.cancel.confirm', { tid: order.transactionId, refund })}</p>
              <TextArea label={t('action.cancel.note')} name="note" rows={2} maxLength={200} defaultValue={typed('note')} error={field('note')} />
              <Button name="intent" value="cancel" variant="danger" disabled={busy}>{t('action.cancel.submit')}</Button>
            </Form>
          </details>
        ) : null}
      </div>
    </Card>
  );
}
