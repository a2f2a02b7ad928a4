// What the review pages (mobile my/review, pc my/review-list) share on the server: the
// items awaiting a review (the first page of 20, spec section 4), the one being reviewed
// (`?transactionId=&itemId=`), and the action that files a review without JavaScript.
import { data, redirect, type AppLoadContext } from 'react-router';
import { REVIEW_CANDIDATES_PAGE } from '@eshop/domain/after-sales';
import type { ReviewCandidate } from '@eshop/domain/contract';
import { requireSessionCookie } from '../../api/server.ts';
import { pageContext, shopPath } from '../../lib/routing.ts';
import { afterSalesApi, afterSalesFormErrors, type AfterSalesApi } from './api.server.ts';
import { idOf, pageOf, transactionIdOf } from './forms.ts';

export interface Candidates {
  candidates: ReviewCandidate[];
  /** Page of the candidates (`param`) and their page count. */
  page: number;
  pages: number;
  total: number;
  /** The candidate named by `?transactionId=&itemId=`: being reviewed; null when none is
   * named; 'gone' when it no longer awaits a review (reviewed meanwhile, or not the member's). */
  writing: ReviewCandidate | 'gone' | null;
}

/** The member's items awaiting a review, page `?<param>=`, and the one being reviewed. */
export async function loadCandidates(api: AfterSalesApi, search: URLSearchParams, param: string): Promise<Candidates> {
  const page = pageOf(search.get(param));
  const list = await api.candidates(REVIEW_CANDIDATES_PAGE, (page - 1) * REVIEW_CANDIDATES_PAGE);
  const total = list.total ?? list.data.length;
  const transactionId = transactionIdOf(search.get('transactionId'));
  const itemId = idOf(search.get('itemId'));
  let writing: Candidates['writing'] = null;
  if (transactionId && itemId) {
    const same = (c: ReviewCandidate) => c.transactionId === transactionId && c['t.itemId'] === itemId;
    // On another page of the list: look through all of them (pageSize 0).
    writing = list.data.find(same) ?? (total > list.data.length ? (await api.candidates(0, 0)).data.find(same) : undefined) ?? 'gone';
  }
  return { candidates: list.data, page, pages: Math.max(1, Math.ceil(total / REVIEW_CANDIDATES_PAGE)), total, writing };
}

/** The review form posted without JavaScript (no photos): to the new review, or the refusal beside its field. */
export async function reviewAction(request: Request, context: AppLoadContext) {
  requireSessionCookie(request);
  const form = await request.formData();
  const value = (name: string) => String(form.get(name) ?? '').trim();
  try {
    const created = await afterSalesApi(request, context).createReview({
      't.itemId': value('t.itemId'), 'oh.transactionId': value('oh.transactionId'), 'rv.rating': value('rv.rating'), 'rv.text': value('rv.text'),
    });
    const { locale, device } = pageContext(new URL(request.url).pathname);
    return redirect(`${shopPath(locale, device, 'my/review-detail')}?reviewId=${created.data['rv.reviewId']}&done=created`);
  } catch (error) {
    return data({ errors: afterSalesFormErrors(request, error) });
  }
}
