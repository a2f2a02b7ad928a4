// One of the member's requests (my/request-detail?requestId=N; issue 15): its type, status,
// the order it is about, the description and photos (thumbnails opening large), the
// conversation with the team (oldest first; the member's messages on the right, the team's
// on the left) and the box for a new message. A closed request re-opens with a message
// within 14 days of its closing (the page says until when); later the box is disabled with
// the reason and the way to a new request. Another member's request is 404, as an unknown one.
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/my-request-detail';
import { REQUEST_TEXT_MAX } from '@eshop/domain/after-sales';
import { requireSessionCookie } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { FormNotice, secondaryButton } from '../components/account/Field.tsx';
import { orderLoadError } from '../components/orders/errors.ts';
import { calendarDate, dateTime } from '../components/orders/format.ts';
import { afterSalesApi, afterSalesFormErrors } from '../components/after-sales/api.server.ts';
import { idOf, type FormErrors } from '../components/after-sales/forms.ts';
import { PhotoGallery } from '../components/after-sales/PhotoGallery.tsx';
import { RequestStatus } from '../components/after-sales/RequestCard.tsx';
import '../i18n/areas/after-sales.ts';

function requestIdOf(request: Request): number {
  const id = idOf(new URL(request.url).searchParams.get('requestId'));
  if (id === null) throw data({ reason: 'not-found' }, { status: 404 });
  return id;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const requestId = requestIdOf(request);
  try {
    const detail = (await afterSalesApi(request, context).request(requestId)).data;
    return { request: detail, justCreated: new URL(request.url).searchParams.get('done') === 'created' };
  } catch (error) {
    return orderLoadError(request, error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSessionCookie(request);
  const requestId = requestIdOf(request);
  const form = await request.formData();
  try {
    const answer = await afterSalesApi(request, context).addRequestMessage(requestId, String(form.get('msg.content') ?? '').trim());
    return data({ notice: answer.data.reopened ? 'reopened' as const : 'sent' as const, errors: {} as FormErrors });
  } catch (error) {
    return data({ notice: null, errors: afterSalesFormErrors(request, error) });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-request-detail')!.title[shellLocale(matches)]);
}

export const headers = noStoreHeaders;

const card = 'rounded-2xl bg-white p-5 ring-1 ring-line';

export default function RequestDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { request: r, justCreated } = loaderData;
  const { t, to, locale, device } = usePage();
  const busy = useNavigation().state !== 'idle';
  const errors: FormErrors = actionData?.errors ?? {};
  const notice = actionData?.notice ?? null;
  const closed = r.status === 'closed';
  const newRequest = `${to('my/request')}?new=1${r.referenceId ? `&referenceId=${encodeURIComponent(r.referenceId)}` : ''}`;

  return (
    <MemberPage title={screensById.get('my-request-detail')!.title[locale]}>
      <Link to={to('my/request')} className="text-sm text-muted hover:text-brand">‹ {t('requests.back')}</Link>
      {justCreated && notice === null && <div data-testid="request-created"><FormNotice tone="success">{t('requests.created')}</FormNotice></div>}
      {notice && <div data-testid="request-notice"><FormNotice tone="success">{t(notice === 'reopened' ? 'requests.reopened' : 'requests.messageSent')}</FormNotice></div>}

      <section className={`${card} space-y-4`} aria-labelledby="request-subject" data-testid="request-head">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-mono font-semibold">{t('requests.number', { id: r['cr.requestId'] })}</span>
          <span className="text-muted" data-testid="request-type">· {r.typeLabel}</span>
          <span className="ml-auto"><RequestStatus request={r} /></span>
        </div>
        <h2 id="request-subject" className="font-serif text-2xl font-bold [overflow-wrap:anywhere]" data-testid="request-subject">{r.subject}</h2>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span>{t('requests.filed', { date: dateTime(r.createdAt, locale) })}</span>
          {r.closedAt && <span data-testid="request-closed-at">{t('requests.closedOn', { date: dateTime(r.closedAt, locale) })}</span>}
          {r.referenceId && (
            <Link to={`${to('my/order-detail')}?transactionId=${encodeURIComponent(r.referenceId)}`} className="text-brand hover:underline" data-testid="request-order">
              {t('requests.order.link', { id: r.referenceId })} ›
            </Link>
          )}
        </p>
        <p className="whitespace-pre-line [overflow-wrap:anywhere]" data-testid="request-description">{r.description}</p>
        {r.photos.length > 0 && (
          <div>
            <h3 className="mb-2 text-sm font-semibold">{t('requests.photos')}</h3>
            <PhotoGallery photos={r.photos} t={t} label={t('requests.photos')} />
          </div>
        )}
      </section>

      <section className={card} aria-labelledby="thread">
        <h2 id="thread" className="mb-3 font-semibold">{t('requests.thread')}</h2>
        {r.messages.length === 0 ? <p className="text-sm text-muted" data-testid="request-no-messages">{t('requests.noMessages')}</p> : (
          <ol className="space-y-3">
            {r.messages.map((m, i) => (
              <li key={`${m.createdAt}-${i}`} data-testid="request-message" data-author={m.author}
                className={`rounded-2xl px-4 py-3 text-sm ${device === 'mobile' ? 'max-w-[90%]' : 'max-w-[75%]'} ${m.author === 'member' ? 'ml-auto rounded-br-sm bg-brand-soft' : 'rounded-bl-sm bg-cream ring-1 ring-line'}`}>
                <p className="text-xs text-muted">
                  <span className="font-semibold text-ink">{m.authorName}</span>
                  {m.author === 'staff' && <span className="ml-1.5 rounded bg-brand px-1.5 py-px text-[10px] font-semibold uppercase tracking-wide text-white">{t('requests.team')}</span>}
                  {' · '}{dateTime(m.createdAt, locale)}
                </p>
                <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]" data-testid="request-message-content">{m.content}</p>
              </li>
            ))}
          </ol>
        )}

        <Form method="post" replace preventScrollReset className="mt-5 space-y-2 border-t border-line pt-4" key={r.messages.length} data-testid="request-reply">
          <label htmlFor="f-msg-content" className="block text-sm font-medium">{t('requests.message')}</label>
          {closed && r.canReply && r.reopenUntil && (
            <p id="reply-note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="request-reopen-note">{t('requests.reopenNote', { date: calendarDate(r.reopenUntil, locale) })}</p>
          )}
          {!r.canReply && (
            <p id="reply-note" className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-muted" data-testid="request-closed-note">
              {t('requests.closedNote', { date: calendarDate(r.closedAt, locale) })}{' '}
              <Link to={newRequest} className="font-semibold text-brand underline underline-offset-2">{t('requests.newAgain')}</Link>
            </p>
          )}
          <textarea id="f-msg-content" name="msg.content" rows={3} maxLength={REQUEST_TEXT_MAX} required disabled={!r.canReply}
            aria-invalid={errors['msg.content'] ? true : undefined}
            aria-describedby={[closed ? 'reply-note' : '', errors['msg.content'] ? 'msg-error' : ''].filter(Boolean).join(' ') || undefined}
            className="w-full rounded-lg border border-line bg-white px-3 py-2 outline-none focus:border-brand disabled:cursor-not-allowed disabled:bg-stone-100 aria-[invalid=true]:border-red-600" />
          {(errors['msg.content'] || errors['']) && <p id="msg-error" role="alert" className="text-sm text-red-700" data-testid="field-error">{errors['msg.content'] || errors['']}</p>}
          <button type="submit" disabled={busy || !r.canReply} className={`${secondaryButton} text-sm disabled:cursor-not-allowed disabled:opacity-50`}>{t('requests.messageSend')}</button>
        </Form>
      </section>
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
