// The member's requests (my/request; issue 15, spec sections 2-3): open first, with the
// filter open / all (a link each, so it works without JavaScript), each with its type,
// subject, status, the order it is about, the last activity and "answered" when the team
// wrote last; and the form of a new request. On pc the form stands beside the list; on
// phones it opens with "New request" (`?new=1`). From an order's "Report a problem"
// (`?referenceId=WO…`) the form opens with that order chosen. With JavaScript the form posts
// its photos straight to the API (components/after-sales/photo-form.ts); without, this
// action files the request without photos.
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/my-request';
import { requireSessionCookie } from '../api/server.ts';
import { pageContext, shopPath } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { primaryButton } from '../components/account/Field.tsx';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { orderLoadError } from '../components/orders/errors.ts';
import { afterSalesApi, afterSalesFormErrors } from '../components/after-sales/api.server.ts';
import { pageOf, requestFilterOf, transactionIdOf, type FormErrors } from '../components/after-sales/forms.ts';
import { RequestCard } from '../components/after-sales/RequestCard.tsx';
import { RequestForm, type OrderChoice, type RequestValues } from '../components/after-sales/RequestForm.tsx';
import '../i18n/areas/after-sales.ts';

const PAGE_SIZE = 20;
/** The latest orders offered in the form's order select. */
const ORDER_CHOICES = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const search = new URL(request.url).searchParams;
  const filter = requestFilterOf(search.get('status'));
  const page = pageOf(search.get('page'));
  const referenceId = transactionIdOf(search.get('referenceId'));
  const api = afterSalesApi(request, context);
  try {
    const [list, orders] = await Promise.all([
      api.requests({ status: filter, pageSize: PAGE_SIZE, pageOffset: (page - 1) * PAGE_SIZE }),
      api.orders(ORDER_CHOICES),
    ]);
    const choices: OrderChoice[] = orders.data.map((o) => ({ transactionId: o.transactionId, createdAt: o.createdAt, statusLabel: o.statusLabel }));
    // An older order named by the link is offered too (the API checks it is the member's).
    if (referenceId && !choices.some((o) => o.transactionId === referenceId)) choices.unshift({ transactionId: referenceId, createdAt: '', statusLabel: '' });
    const total = list.total ?? list.data.length;
    return {
      requests: list.data, filter, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), orders: choices, referenceId,
      openForm: referenceId !== null || search.has('new'),
    };
  } catch (error) {
    return orderLoadError(request, error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSessionCookie(request);
  const form = await request.formData();
  const value = (name: string) => String(form.get(name) ?? '').trim();
  const values: RequestValues = { 'cr.type': value('cr.type'), 'cr.referenceId': value('cr.referenceId'), 'cr.subject': value('cr.subject'), 'cr.description': value('cr.description') };
  try {
    const created = await afterSalesApi(request, context).createRequest({
      'cr.type': values['cr.type']!, 'cr.subject': values['cr.subject']!, 'cr.description': values['cr.description']!,
      ...(values['cr.referenceId'] ? { 'cr.referenceId': values['cr.referenceId'] } : {}),
    });
    const { locale, device } = pageContext(new URL(request.url).pathname);
    return redirect(`${shopPath(locale, device, 'my/request-detail')}?requestId=${created.data['cr.requestId']}&done=created`);
  } catch (error) {
    return data({ errors: afterSalesFormErrors(request, error), values });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-request')!.title[shellLocale(matches)]);
}

export const headers = noStoreHeaders;

export default function MyRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { requests, filter, page, pages, orders, referenceId, openForm } = loaderData;
  const { t, to, locale, device } = usePage();
  const mobile = device === 'mobile';
  const here = to('my/request');
  const errors: FormErrors = actionData?.errors ?? {};
  const values: RequestValues = actionData?.values ?? (referenceId ? { 'cr.referenceId': referenceId } : {});
  const showForm = !mobile || openForm || actionData !== undefined;
  const tab = (active: boolean) => `-mb-px shrink-0 border-b-2 px-4 py-2 text-sm ${active ? 'border-brand font-semibold text-brand' : 'border-transparent text-muted hover:text-brand'}`;

  const form = (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line" id="new">
      <RequestForm orders={orders} values={values} errors={errors} />
    </section>
  );
  const list = (
    <section aria-labelledby="my-requests" className="min-w-0 space-y-4">
      <h2 id="my-requests" className="sr-only">{screensById.get('my-request')!.title[locale]}</h2>
      <nav className="flex border-b border-line" aria-label={t('requests.filter')}>
        {(['open', 'all'] as const).map((f) => (
          <Link key={f} to={f === 'open' ? here : `${here}?status=all`} replace aria-current={filter === f ? 'page' : undefined} className={tab(filter === f)} data-testid="request-filter">
            {t(`requests.filter.${f}`)}
          </Link>
        ))}
      </nav>
      {requests.length === 0 ? (
        <div className="rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-line" data-testid="requests-empty">
          <p className="text-muted">{t(`requests.empty.${filter}`)}</p>
          {filter === 'open' && <Link to={`${here}?status=all`} className="mt-3 inline-block text-sm font-medium text-brand hover:underline">{t('requests.filter.all')} ›</Link>}
        </div>
      ) : (
        <ul className="space-y-3" data-testid="requests">
          {requests.map((r) => <RequestCard key={r['cr.requestId']} request={r} />)}
        </ul>
      )}
      <Pagination page={page} pages={pages} />
    </section>
  );

  return (
    <MemberPage title={screensById.get('my-request')!.title[locale]}>
      <p className="max-w-3xl text-sm text-muted">{t('requests.intro')}</p>
      {mobile ? (
        <>
          {showForm ? form : <Link to={`${here}?new=1`} className={`${primaryButton} block text-center`} data-testid="request-new">{t('requests.new')}</Link>}
          {list}
        </>
      ) : (
        <div className="grid grid-cols-[1fr_400px] items-start gap-8">
          {list}
          {form}
        </div>
      )}
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
