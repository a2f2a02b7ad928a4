// One of the member's reviews (my/review-detail?reviewId=N; issue 15): the item, the rating,
// text and photos (opening large), the team's reply, and — when the team hid it from the
// product page — that mark with the reason. After writing it (`?done=created`) it says it is
// published. Another member's review is 404, as an unknown one.
import { data, Link } from 'react-router';
import type { Route } from './+types/my-review-detail';
import { requireSessionCookie } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { FormNotice, secondaryButton } from '../components/account/Field.tsx';
import { orderLoadError } from '../components/orders/errors.ts';
import { afterSalesApi } from '../components/after-sales/api.server.ts';
import { idOf } from '../components/after-sales/forms.ts';
import { MemberReviewCard, writeReviewPath } from '../components/after-sales/ReviewCards.tsx';
import '../i18n/areas/after-sales.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const search = new URL(request.url).searchParams;
  const reviewId = idOf(search.get('reviewId'));
  if (reviewId === null) throw data({ reason: 'not-found' }, { status: 404 });
  try {
    const api = afterSalesApi(request, context);
    const [answer, waiting] = await Promise.all([api.reviews({ pageSize: 1, pageOffset: 0, reviewId }), api.candidates(1, 0)]);
    const review = answer.data[0];
    if (!review) throw data({ reason: 'not-found' }, { status: 404 });
    return { review, justCreated: search.get('done') === 'created', waiting: waiting.total ?? waiting.data.length };
  } catch (error) {
    return orderLoadError(request, error);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-review-detail')!.title[shellLocale(matches)]);
}

export const headers = noStoreHeaders;

export default function ReviewDetail({ loaderData }: Route.ComponentProps) {
  const { review, justCreated, waiting } = loaderData;
  const { t, to, locale, device } = usePage();
  return (
    <MemberPage title={screensById.get('my-review-detail')!.title[locale]}>
      <Link to={to('my/review-list')} className="text-sm text-muted hover:text-brand">‹ {t('reviews.back')}</Link>
      {justCreated && <div data-testid="review-published"><FormNotice tone="success">{t('reviews.published')}</FormNotice></div>}
      <ul>
        <MemberReviewCard review={review} link={false} />
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link to={to(`item/${review['t.itemId']}`)} className={secondaryButton} data-testid="review-to-product">{t('reviews.toProduct')}</Link>
        {waiting > 0 && <Link to={writeReviewPath(to, device)} className={secondaryButton} data-testid="review-more">{t('reviews.awaitingCount', { count: waiting })}</Link>}
      </div>
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
