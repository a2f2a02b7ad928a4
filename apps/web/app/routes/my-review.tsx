// Write a review (my/review; phones only, spec section 2 — pc members write from
// my/review-list): the items of the member's received or completed orders awaiting a
// review, 20 a page (spec section 4), each with "Write a review"; the chosen one
// (`?transactionId=&itemId=`) opens the form above the list: rating 1-5, text up to 500
// characters, up to 9 photos (components/after-sales/ReviewForm.tsx). Without JavaScript
// this action files the review without photos.
import { data, Link } from 'react-router';
import type { Route } from './+types/my-review';
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
import { loadCandidates, reviewAction } from '../components/after-sales/reviews.server.ts';
import { CandidateCard } from '../components/after-sales/ReviewCards.tsx';
import { ReviewForm } from '../components/after-sales/ReviewForm.tsx';
import '../i18n/areas/after-sales.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (pageContext(new URL(request.url).pathname).device !== 'mobile') throw data({ reason: 'not-found' }, { status: 404 });
  requireSessionCookie(request);
  try {
    return await loadCandidates(afterSalesApi(request, context), new URL(request.url).searchParams, 'page');
  } catch (error) {
    return orderLoadError(request, error);
  }
}

export const action = ({ request, context }: Route.ActionArgs) => reviewAction(request, context);

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-review')!.title[shellLocale(matches)]);
}

export const headers = noStoreHeaders;

export default function WriteReview({ loaderData, actionData }: Route.ComponentProps) {
  const { candidates, page, pages, total, writing } = loaderData;
  const { t, to, locale } = usePage();
  const active = writing !== null && writing !== 'gone' ? writing : null;
  return (
    <MemberPage title={screensById.get('my-review')!.title[locale]}>
      {writing === 'gone' && <FormNotice tone="info">{t('reviews.gone')}</FormNotice>}
      {active && (
        <section id="write" className="rounded-2xl bg-white p-5 ring-1 ring-line">
          <ReviewForm key={`${active.transactionId}-${active['t.itemId']}`} candidate={active} errors={actionData?.errors ?? {}} cancelTo={to('my/review')} />
        </section>
      )}
      <section aria-labelledby="awaiting" className="space-y-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="awaiting" className="font-serif text-xl font-bold">{t('reviews.awaiting')}</h2>
          {total > 0 && <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="review-candidates-count">{total}</span>}
        </div>
        {candidates.length === 0 ? (
          <p className="rounded-2xl bg-white px-6 py-10 text-center text-muted ring-1 ring-line" data-testid="review-candidates-empty">{t('reviews.awaitingNone')}</p>
        ) : (
          <ul className="space-y-3">
            {candidates.map((c) => (
              <CandidateCard key={`${c.transactionId}-${c['t.itemId']}`} candidate={c}
                active={active !== null && active.transactionId === c.transactionId && active['t.itemId'] === c['t.itemId']} />
            ))}
          </ul>
        )}
        <Pagination page={page} pages={pages} />
      </section>
      <Link to={to('my/review-list')} className="block text-center text-sm font-medium text-brand hover:underline">{t('reviews.mine')} ›</Link>
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
