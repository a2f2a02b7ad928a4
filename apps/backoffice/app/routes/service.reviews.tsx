// Customer service: reviews to moderate and answer, newest first — all, unanswered or
// hidden, optionally of one rating. Reply (or change the reply), hide with a reason the
// member reads (asked for in a second step, as a confirmation), show again. The staff API
// refreshes the product pages on every instance and writes the audit entry.
import { Form, Link, redirect, useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { REVIEW_TEXT_MAX } from '@eshop/domain/after-sales';
import { requireArea, rethrowRefusal } from '../lib/guard.server.ts';
import { StaffApiError } from '../lib/api.server.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { service } from '../texts/service.ts';
import { common } from '../texts/common.ts';
import { Badge, Button, Card, Field, Notice, PageHeader, Pager, Select, TextArea } from '../components/ui.tsx';
import { Tabs } from '../components/service/Tabs.tsx';
import { Photos } from '../components/service/Photos.tsx';
import { Rating } from '../components/service/Rating.tsx';
import { refusalOf } from '../lib/forms.server.ts';
import { dateTime } from '../components/service/format.ts';
import type { StaffReview } from '@eshop/domain/contract';

const PAGE = 20;
const FILTERS = ['all', 'unanswered', 'hidden'] as const;
type Filter = (typeof FILTERS)[number];
const INTENTS = ['reply', 'hide', 'show'] as const;
type Intent = (typeof INTENTS)[number];

/** The list's filters from the page's address (unknown values fall back to all). */
function filtersOf(url: URL): { filter: Filter; rating: string | null; offset: number } {
  const asked = url.searchParams.get('filter');
  const rating = url.searchParams.get('rating');
  return {
    filter: FILTERS.includes(asked as Filter) ? (asked as Filter) : 'all',
    rating: rating && /^[1-5]$/.test(rating) ? rating : null,
    offset: Math.max(0, Math.trunc(Number(url.searchParams.get('pageOffset')) || 0)),
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'service');
  const { filter, rating, offset } = filtersOf(new URL(request.url));
  try {
    const page = await api.list<StaffReview>('staff/reviews', { filter, rating: rating ?? undefined, pageSize: PAGE, pageOffset: offset });
    return { ...page, filter, rating, offset, error: null };
  } catch (error) {
    rethrowRefusal(error);
    if (error instanceof StaffApiError && error.status === 400) return { rows: [] as StaffReview[], total: 0, filter, rating, offset: 0, error: error.message };
    throw error;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireArea(request, context, 'service');
  const form = await request.formData();
  const asked = String(form.get('intent') ?? '');
  const intent: Intent = INTENTS.includes(asked as Intent) ? (asked as Intent) : 'reply';
  const reviewId = String(form.get('reviewId') ?? '');
  // An id that cannot exist is the API's 404 as well (its path schema refuses it).
  const path = `staff/reviews/${/^\d{1,10}$/.test(reviewId) ? reviewId : '0'}`;
  const failed = await refusalOf({ subject: reviewId, intent }, () =>
    intent === 'reply' ? api.post(`${path}/reply`, { text: String(form.get('text') ?? '') })
      : intent === 'hide' ? api.post(`${path}/hide`, { reason: String(form.get('reason') ?? '') })
        : api.post(`${path}/hide`, { show: true }));
  if (failed) return failed;
  // Back to the same list, at the review, with what was done.
  const url = new URL(request.url);
  url.searchParams.set('done', intent);
  url.searchParams.set('review', reviewId);
  return redirect(`/service/reviews?${url.searchParams}#review-${reviewId}`);
}

function ReviewCard({ review: r, failed }: { review: StaffReview; failed: { intent: string; error: string; fields: Record<string, string> } | undefined }) {
  const t = useT(service);
  const locale = useLocale();
  const id = String(r.reviewId);
  const hidden = r.hidden !== null;
  const error = (intent: Intent, field: string) => (failed?.intent === intent ? failed.fields[field] ?? failed.error : undefined);
  return (
    <Card className={hidden ? 'border-dashed bg-cream/60' : ''}>
      <article id={`review-${id}`} data-testid="review" data-review-id={id} data-hidden={hidden ? 'true' : 'false'} className="grid grid-cols-[1fr_20rem] gap-6">
        <div>
          <div className="mb-2 flex flex-wrap items-center gap-3">
            <Rating rating={r.rating} label={t('reviews.stars', { n: r.rating })} />
            <span className="font-medium text-ink" data-testid="review-item">{r.name}</span>
            {hidden ? <Badge tone="bad">{t('reviews.hiddenBadge')}</Badge> : null}
            {r.reply ? null : <Badge tone="warn">{t('reviews.tab.unanswered')}</Badge>}
          </div>
          <p className="mb-3 text-xs text-muted">
            {r.memberCode ? <Link to={`/service/members/${r.memberCode}`} className="hover:text-brand hover:underline">{t('reviews.by', { name: r.authorName })}</Link> : t('reviews.by', { name: r.authorName })}
            {' · '}{dateTime(r.createdAt, locale)}{' · '}
            <Link to={`/orders/${r.transactionId}`} className="hover:text-brand hover:underline">{t('reviews.order', { id: r.transactionId })}</Link>
          </p>
          {r.text ? <p className="mb-3 whitespace-pre-wrap text-sm text-ink" data-testid="review-text">{r.text}</p> : <p className="mb-3 text-sm italic text-muted">{t('reviews.noText')}</p>}
          <Photos photos={r.photos} label={(n) => t('reviews.photoOpen', { n })} />
          {hidden ? <p className="mt-3 text-sm text-red-800" data-testid="review-hidden-reason">{t('reviews.hiddenReason', { date: dateTime(r.hidden!.at, locale), reason: r.hidden!.reason })}</p> : null}
          {r.reply ? (
            <div className="mt-4 rounded-md border-l-4 border-brand bg-brand-soft/40 px-4 py-3 text-sm">
              <p className="mb-1 text-xs font-medium text-brand-dark">{t('reviews.reply')} · {t('reviews.replyBy', { name: r.replyBy ?? '', date: dateTime(r.reply.at, locale) })}</p>
              <p className="whitespace-pre-wrap text-ink" data-testid="review-reply-text">{r.reply.text}</p>
            </div>
          ) : null}
        </div>
        <div className="space-y-4">
          {failed && failed.intent !== 'reply' && failed.intent !== 'hide' ? <Notice>{failed.error}</Notice> : null}
          {r.reply ? (
            <details open={failed?.intent === 'reply'}>
              <summary className="cursor-pointer text-sm text-brand">{t('reviews.replyEdit')}</summary>
              <ReplyForm id={id} text={r.reply.text} error={error('reply', 'text')} />
            </details>
          ) : <ReplyForm id={id} text="" error={error('reply', 'text')} />}
          {hidden ? (
            <Form method="post">
              <input type="hidden" name="reviewId" value={id} />
              <Button name="intent" value="show" variant="secondary">{t('reviews.show')}</Button>
            </Form>
          ) : (
            <details open={failed?.intent === 'hide'}>
              <summary className="cursor-pointer text-sm text-red-700">{t('reviews.hide')}</summary>
              <Form method="post" className="mt-3 space-y-3">
                <input type="hidden" name="reviewId" value={id} />
                <Field label={t('reviews.hideLabel')} name="reason" id={`f-reason-${id}`} required maxLength={200} error={error('hide', 'reason')} />
                <p className="text-xs text-ink">{t('reviews.hideConfirm')}</p>
                <Button name="intent" value="hide" variant="danger">{t('reviews.hideButton')}</Button>
              </Form>
            </details>
          )}
        </div>
      </article>
    </Card>
  );
}

function ReplyForm({ id, text, error }: { id: string; text: string; error: string | undefined }) {
  const t = useT(service);
  return (
    <Form method="post" className="mt-2 space-y-2">
      <input type="hidden" name="reviewId" value={id} />
      <TextArea label={t('reviews.replyLabel')} name="text" id={`f-text-${id}`} defaultValue={text} required maxLength={REVIEW_TEXT_MAX} rows={3} error={error} />
      <Button name="intent" value="reply">{t('reviews.replySend')}</Button>
    </Form>
  );
}

export default function Reviews() {
  const { rows, total, filter, rating, offset, error } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const [params] = useSearchParams();
  const t = useT(service);
  const c = useT(common);
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete('done');
    next.delete('review');
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    const q = next.toString();
    return `/service/reviews${q ? `?${q}` : ''}`;
  };
  const done = params.get('done');
  return (
    <>
      <PageHeader title={t('reviews.title')} lead={t('reviews.lead')} />
      <Tabs label={t('reviews.title')} tabs={FILTERS.map((f) => ({
        to: withParams({ filter: f === 'all' ? null : f, pageOffset: null }), text: t(`reviews.tab.${f}`), current: f === filter, testId: `reviews-tab-${f}`,
      }))} />
      <Form method="get" className="mb-6 flex items-end gap-3 rounded-lg border border-line bg-white p-4">
        {filter === 'all' ? null : <input type="hidden" name="filter" value={filter} />}
        <Select label={t('reviews.rating')} name="rating" defaultValue={rating ?? ''} className="w-48">
          <option value="">{t('reviews.rating.any')}</option>
          {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{n === 1 ? t('reviews.rating.1') : t('reviews.rating.n', { n })}</option>)}
        </Select>
        <Button variant="secondary">{t('requests.filter')}</Button>
      </Form>
      {error ? <Notice>{error}</Notice> : null}
      {done === 'reply' || done === 'hide' || done === 'show' ? (
        <Notice tone="success">{t(done === 'reply' ? 'reviews.replied' : done === 'hide' ? 'reviews.hidden' : 'reviews.shown')}</Notice>
      ) : null}
      {failed && !rows.some((r) => String(r.reviewId) === failed.subject) ? <Notice>{failed.error}</Notice> : null}
      <p className="mb-2 text-sm text-muted" data-testid="reviews-count">{total === 1 ? t('reviews.count1') : t('reviews.count', { n: total })}</p>
      {rows.length === 0 ? <p className="rounded-lg border border-line bg-white px-4 py-8 text-center text-sm text-muted">{t('reviews.empty')}</p> : (
        <div className="space-y-4">
          {rows.map((r) => (
            <ReviewCard key={r.reviewId} review={r}
              failed={failed && failed.subject === String(r.reviewId) ? failed : undefined} />
          ))}
        </div>
      )}
      <Pager total={total} pageSize={PAGE} offset={offset} hrefFor={(o) => withParams({ pageOffset: o ? String(o) : null })}
        labels={{ previous: c('list.previous'), next: c('list.next'), page: c('list.page', { page: Math.floor(offset / PAGE) + 1, pages: Math.max(1, Math.ceil(total / PAGE)) }) }} />
    </>
  );
}
