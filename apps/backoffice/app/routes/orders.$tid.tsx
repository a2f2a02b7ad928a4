// Fulfilment: one order — its lines and totals, the customer, where it goes, payment and
// refund, shipments, the history, and the actions the staff member may take now (the
// server's list: the state machine × their roles). An action posts the form, then goes
// back to the page (POST → redirect → GET) with a line saying what was done; a refusal
// (someone else acted first, a waybill typed wrong) shows the API's message in the page's
// language beside the fresh state of the order.
import { data, redirect, useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { STAFF_ACTIONS, type StaffAction } from '@eshop/domain/orders';
import { requireArea, rethrowRefusal } from '../lib/guard.server.ts';
import { StaffApiError } from '../lib/api.server.ts';
import { formFields } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { orders } from '../texts/orders.ts';
import { Badge, ButtonLink, Card, Notice, PageHeader } from '../components/ui.tsx';
import { Actions, type ActionFailure } from '../components/orders/Actions.tsx';
import { History } from '../components/orders/History.tsx';
import { OrderLines } from '../components/orders/OrderLines.tsx';
import { CustomerCard, DestinationCard, PaymentCard, ShipmentsCard } from '../components/orders/OrderFacts.tsx';
import { dateTime, statusTone } from '../components/orders/format.ts';
import { loadOrder } from '../components/orders/load.server.ts';

/** The form fields an action sends to the staff API (empty ones are left out). */
const ACTION_FIELDS = ['note', 'logisticsCompany', 'shipmentNo', 'message'] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return { order: await loadOrder(request, context, params.tid) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireArea(request, context, 'orders');
  const fields = await formFields(request);
  const tid = params.tid ?? '';
  // An unknown intent is the API's to refuse (400, in the page's language), like a typed one.
  const intent = fields.intent || 'none';
  const body: Record<string, string> = {};
  for (const k of ACTION_FIELDS) if (fields[k]) body[k] = fields[k];
  try {
    await api.post(`staff/orders/${encodeURIComponent(tid)}/${encodeURIComponent(intent)}`, body);
  } catch (error) {
    rethrowRefusal(error);
    // Not `attempt()`: the form keeps what was typed, and the courier's "try again" (502) is the form's message too.
    if (error instanceof StaffApiError && (error.status < 500 || error.code === 'COURIER_UNAVAILABLE')) {
      return data<ActionFailure>({ ok: false, intent, error: error.message, fields: error.fields, values: body }, { status: error.status });
    }
    throw error;
  }
  return redirect(`/orders/${encodeURIComponent(tid)}?done=${encodeURIComponent(intent)}`);
}

export default function Order() {
  const { order } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const t = useT(orders);
  const locale = useLocale();
  const done = params.get('done');
  const staffLabel = t(`status.${order.status}`);
  return (
    <>
      <PageHeader
        title={t('detail.title', { tid: order.transactionId })}
        lead={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={statusTone(order.status)}>{staffLabel}</Badge>
            <Badge>{t(`option.${order.deliveryOption}`)}</Badge>
            {order.orderType === 'WP' ? <Badge tone="brand">{t('type.WP')}</Badge> : null}
            <span>{t('detail.placed', { at: dateTime(order.createdAt, locale, true) })}</span>
            {order.statusLabel !== staffLabel ? <span className="text-xs">{t('status.customerSees', { label: order.statusLabel })}</span> : null}
          </span>
        }
        actions={<>
          <ButtonLink to={`/orders/${order.transactionId}/slip`}>{t('detail.slip')}</ButtonLink>
          <ButtonLink to="/orders">{t('detail.back')}</ButtonLink>
        </>}
      />
      {done && (STAFF_ACTIONS as readonly string[]).includes(done) && !failure ? <Notice tone="success">{t(`done.${done as StaffAction}`)}</Notice> : null}
      {order.comment ? (
        <div className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="order-comment">
          <span className="font-medium">{t('comment.label')}</span>{order.comment}
        </div>
      ) : null}
      <div className="grid grid-cols-[1fr_22rem] gap-6">
        <div className="min-w-0 space-y-6">
          <OrderLines order={order} />
          {order.remarks ? <Card title={t('remarks')}><p className="text-sm">{order.remarks}</p></Card> : null}
          <History order={order} />
        </div>
        <div className="space-y-6">
          <Actions order={order} failure={failure} />
          <DestinationCard order={order} />
          <CustomerCard customer={order.customer} />
          <PaymentCard order={order} />
          <ShipmentsCard order={order} />
        </div>
      </div>
    </>
  );
}
