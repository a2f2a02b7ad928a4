// The member's reviews (my/review-list; issue 15): newest first, 10 a page, each with its
// item, rating, text, photos, the team's reply and — when the team hid it from the product
// page — that mark with the reason. On pc the items awaiting a review come first (20 a page,
// `?waiting=`), and the chosen one (`?transactionId=&itemId=`) opens the review form there
// (pc has no my/review, spec section 2); on phones a bar says how many await and leads to
// my/review. Without JavaScript this action files the review without photos.
import { Link } from 'react-router';
import type { Route } from './+types/my-review-list';
import { requireSessionCookie } from '../api/server.ts';
import { pageContext } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { FormNotice } from '../components/account/Field.tsx';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { orderLoadError } from '../components/orders/errors.ts';
import { afterSalesApi } from '../components/after-sales/api.server.ts';
import { pageOf } from '../components/after-sales/forms.ts';
import { loadCandidates, reviewAction, type Candidates } from '../components/after-sales/reviews.server.ts';
import { CandidateCard, MemberReviewCard } from '../components/after-sales/ReviewCards.tsx';
import { ReviewForm } from '../components/after-sales/ReviewForm.tsx';
import '../i18n/areas/after-sales.ts';

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const search = new URL(request.url).searchParams;
  const { device } = pageContext(new URL(request.url).pathname);
  const page = pageOf(search.get('page'));
  const api = afterSalesApi(request, context);
  try {
    const [reviews, waiting] = await Promise.all([
      api.reviews({ pageSize: PAGE_SIZE, pageOffset: (page - 1) * PAGE_SIZE }),
      // Phones review on my/review: here only how many await.
      device === 'pc' ? loadCandidates(api, search, 'waiting') : api.candidates(1, 0).then((c): Candidates => ({ candidates: [], page: 1, pages: 1, total: c.total ?? c.data.length, writing: null })),
    ]);
    const total = reviews.total ?? reviews.data.length;
    return { reviews: reviews.data, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), waiting };
  } catch (error) {
    return orderLoadError(request, error);
  }
}

export const action = ({ request, context }: Route.ActionArgs) => reviewAction(request, context);

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-review-list')!.title[shellLocale(matches)]);
}

export const headers = noStoreHeaders;

export default function MyReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, page, pages, waiting } = loaderData;
  const { t, to, locale, device } = usePage();
  const writing = waiting.writing !== null && waiting.writing !== 'gone' ? waiting.writing : null;

  return (
    <MemberPage title={screensById.get('my-review-list')!.title[locale]}>
      {device === 'mobile' ? (
        waiting.total > 0 && (
          <Link to={to('my/review')} className="flex items-center justify-between gap-4 rounded-2xl bg-white p-5 ring-1 ring-line hover:ring-brand" data-testid="review-awaiting-link">
            <span className="font-semibold">{t('reviews.awaitingCount', { count: waiting.total })}</span>
            <span className="shrink-0 rounded-full bg-brand px-4 py-1.5 text-sm font-semibold text-white">{t('reviews.write')}</span>
          </Link>
        )
      ) : (
        <section aria-labelledby="awaiting" className="space-y-3">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="awaiting" className="font-serif text-xl font-bold">{t('reviews.awaiting')}</h2>
            {waiting.total > 0 && <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="review-candidates-count">{waiting.total}</span>}
          </div>
          {waiting.writing === 'gone' && <FormNotice tone="info">{t('reviews.gone')}</FormNotice>}
          {writing && (
            <div id="write" className="rounded-2xl bg-white p-6 ring-2 ring-brand">
              <ReviewForm key={`${writing.transactionId}-${writing['t.itemId']}`} candidate={writing} errors={actionData?.errors ?? {}} cancelTo={to('my/review-list')} />
            </div>
          )}
          {waiting.candidates.length === 0 ? (
            <p className="rounded-2xl bg-white px-6 py-8 text-center text-muted ring-1 ring-line" data-testid="review-candidates-empty">{t('reviews.awaitingNone')}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3">
              {waiting.candidates.filter((c) => !(writing && writing.transactionId === c.transactionId && writing['t.itemId'] === c['t.itemId'])).map((c) => (
                <CandidateCard key={`${c.transactionId}-${c['t.itemId']}`} candidate={c} />
              ))}
            </ul>
          )}
          <Pagination page={waiting.page} pages={waiting.pages} param="waiting" />
        </section>
      )}

      <section aria-labelledby="mine" className="space-y-3">
        <h2 id="mine" className="font-serif text-xl font-bold">{t('reviews.written')}</h2>
        {reviews.length === 0 ? (
          <p className="rounded-2xl bg-white px-6 py-10 text-center text-muted ring-1 ring-line" data-testid="member-reviews-empty">{t('reviews.mineNone')}</p>
        ) : (
          <ul className="space-y-4" data-testid="member-reviews">
            {reviews.map((r) => <MemberReviewCard key={r.reviewId} review={r} />)}
          </ul>
        )}
        <Pagination page={page} pages={pages} />
      </section>
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
