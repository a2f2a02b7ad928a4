// The after-sales calls (issue 15; contract/after-sales.ts) for the loaders and actions of
// the request and review pages, the order detail and the product page. Same transport,
// headers (ch, lang, the shopper's cookie) and failure handling as the storefront's client
// (api/client.ts): every call passes the server's routes, validation and access checks.
// Kept beside the pages that use them so no other page's code grows (the shell's client is
// in every page), as the star shop's (components/star-shop/api.server.ts).
//
// Photos never pass through here: the in-process transport carries form bodies only, and a
// page's own body is held to 1 MB (docs/decisions/0022). With JavaScript the forms post
// multipart straight to the API from the browser (photo-form.ts); these form calls are the
// pages' actions without JavaScript, which file requests and reviews without photos.
import type { AppLoadContext } from 'react-router';
import type { CustomerRequestDetail, CustomerRequestSummary, Envelope, ItemReview, MemberReview, OrderSummary, ReviewCandidate, ReviewSummary } from '@eshop/domain/contract';
import { ApiError } from '../../api/client.ts';
import { onMemberCallError, pageCaller } from '../../api/server.ts';
import { formErrorsFrom, type FormErrors } from './forms.ts';
import '../../api/context.ts';

/** CreateCustomerRequest's fields (a form body: no photos). */
export interface RequestForm {
  'cr.type': string;
  'cr.referenceId'?: string;
  'cr.subject': string;
  'cr.description': string;
}

/** Review's fields (a form body: no photos). */
export interface ReviewForm {
  't.itemId': string;
  'oh.transactionId': string;
  'rv.rating': string;
  'rv.text': string;
}

/** The spec's page size of a single order's requests (section 7). */
export const REQUESTS_BY_ORDER = 100;

export function afterSalesApi(request: Request, context: AppLoadContext) {
  const call = pageCaller(request, context);

  return {
    // Customer requests.
    requests: (query: { status: 'open' | 'all'; pageSize: number; pageOffset: number; referenceId?: string }) =>
      call<Envelope<CustomerRequestSummary[]>>('GET', 'a/capi/shopping/CustomerRequest.List', { ...query }),
    /** One order's requests (the order detail). */
    requestsOfOrder: (transactionId: string) =>
      call<Envelope<CustomerRequestSummary[]>>('GET', 'a/capi/shopping/CustomerRequest.List', { referenceId: transactionId, status: 'all', pageSize: REQUESTS_BY_ORDER, pageOffset: 0 }),
    request: (requestId: number) => call<Envelope<CustomerRequestDetail>>('GET', 'a/capi/shopping/ViewCustomerRequest', { 'cr.requestId': requestId }),
    createRequest: (form: RequestForm) => call<Envelope<{ 'cr.requestId': number }>>('POST', 'a/execute/capi/shopping/CreateCustomerRequest', { ...form }),
    addRequestMessage: (requestId: number, content: string) =>
      call<Envelope<{ reopened: boolean }>>('POST', 'a/execute/capi/shopping/AddMessageToCustomerRequest', { 'cr.requestId': requestId, 'msg.content': content }),
    /** The member's latest orders, for the order a request is about. */
    orders: (pageSize: number) => call<Envelope<OrderSummary[]>>('GET', 'a/capi/shopping/Order.List', { pageSize, pageOffset: 0 }),

    // Reviews.
    candidates: (pageSize: number, pageOffset: number) =>
      call<Envelope<ReviewCandidate[]>>('GET', 'a/capi/shopping/ReviewCandidate.List', { pageSize, pageOffset }),
    reviews: (query: { pageSize: number; pageOffset: number; reviewId?: number }) =>
      call<Envelope<MemberReview[]>>('GET', 'a/capi/shopping/Review.List', {
        pageSize: query.pageSize, pageOffset: query.pageOffset, ...(query.reviewId !== undefined ? { 'rv.reviewId': query.reviewId } : {}),
      }),
    createReview: (form: ReviewForm) => call<Envelope<{ 'rv.reviewId': number }>>('POST', 'a/execute/capi/shopping/Review', { ...form }),
    /** A product's reviews as every shopper sees them (public), with the summary. */
    itemReviews: (itemId: number, pageSize: number) =>
      call<Envelope<ItemReview[]> & { summary: ReviewSummary }>('GET', 'a/capi/catalog/ItemReview.List', { itemId, pageSize, pageOffset: 0 }),
  };
}

export type AfterSalesApi = ReturnType<typeof afterSalesApi>;

/**
 * An action's refused request or review (no JavaScript): each message beside its field; a
 * lost session goes to logon; anything but a 4xx is thrown to the error page.
 */
export function afterSalesFormErrors(request: Request, error: unknown): FormErrors {
  if (error instanceof ApiError && error.status === 403 && error.details.code === 'NOT_SIGNED_IN') onMemberCallError(request, error);
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return formErrorsFrom(error.message, error.details);
  throw error;
}
