// Reviews (issue 15; spec sections 1-4, 7; decisions.md "Reviews and requests";
// docs/decisions/0031-requests-reviews.md): a member reviews each item of a received or
// completed order once — rating 1-5, up to 500 characters, up to 9 photos — and every
// shopper reads the reviews on the product page with the team's reply. Staff reply, and hide
// a review with a reason (the member still sees it, marked). A new review, a reply or a hide
// refreshes the product pages at once on every instance (the catalogue invalidation).
import { sql } from 'drizzle-orm';
import { queryRows, review, reviewPhoto, type Database, type Executor } from '@eshop/db';
import { averageRatingTenths, isReviewableStatus } from '@eshop/domain/after-sales';
import type { ItemReview, MemberReview, Photo, ReviewCandidate, ReviewSummary, StaffReview } from '@eshop/domain/contract';
import type { Locale } from '@eshop/domain/i18n';
import { publicName } from '@eshop/domain/members';
import { parseOrderStatus } from '@eshop/domain/orders';
import type { ReadCache } from '../../lib/read-cache.ts';
import type { ImageUrls } from '../media/urls.ts';
import type { ProcessedPhoto } from '../photos/pipeline.ts';
import type { PhotoService } from '../photos/service.ts';
import { recordAudit } from '../staff/audit.ts';

/** The staff member replying or moderating (the audit entry's actor). */
export interface ReviewStaff {
  id: number | null;
  username: string;
}

export type ReviewFailure = { ok: false; code: 'REVIEW_NOT_ALLOWED' | 'REVIEW_EXISTS' | 'REVIEW_NOT_FOUND' | 'NOT_SIGNED_IN' };
export type ReviewResult<T> = ({ ok: true } & T) | ReviewFailure;

export interface NewReview {
  itemId: number;
  transactionId: string;
  rating: number;
  text: string;
  photos: readonly ProcessedPhoto[];
}

interface ReviewRow extends Record<string, unknown> {
  id: number; item_id: number; rating: number; text: string; author_name: string; created_at: Date | string;
  reply: string | null; replied_at: Date | string | null; hidden_at: Date | string | null; hidden_reason: string | null;
  transaction_id: string; name_en: string | null; name_zh: string | null; image_id: string | null;
}

const iso = (v: Date | string): string => new Date(v).toISOString();

/** The review columns with the item's name and picture as bought (from the order's line). */
const SELECT = sql`
  select r.id, r.item_id, r.rating, r.text, r.author_name, r.created_at, r.reply, r.replied_at, r.hidden_at, r.hidden_reason,
         o.transaction_id, l.name_en, l.name_zh, l.image_id
    from review r join shop_order o on o.id = r.order_id
    left join lateral (select name_en, name_zh, image_id from order_line where order_id = r.order_id and item_id = r.item_id order by id limit 1) l on true`;

/** `cache`: the catalogue's read cache — a product's reviews are read on every product page and change only
 * through this service, which drops the catalogue's caches everywhere after each change (`invalidate`). */
export function createReviewService(deps: { db: Database; images: ImageUrls; photos: PhotoService; cache: ReadCache; invalidate: () => Promise<void> | void }) {
  const { db, images, photos } = deps;

  async function photosOf(ids: readonly number[]): Promise<Map<number, Photo[]>> {
    const byReview = new Map<number, Photo[]>();
    if (ids.length === 0) return byReview;
    const rows = await queryRows<{ review_id: number; id: string; width: number; height: number }>(db, sql`
      select rp.review_id, p.id, p.width, p.height from review_photo rp join photo p on p.id = rp.photo_id
       where rp.review_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by rp.review_id, rp.sort`);
    for (const r of rows) byReview.set(r.review_id, [...(byReview.get(r.review_id) ?? []), photos.urls(r)]);
    return byReview;
  }

  function toItemReview(r: ReviewRow, photoMap: Map<number, Photo[]>): ItemReview {
    return {
      reviewId: r.id, authorName: r.author_name, rating: r.rating, text: r.text, photos: photoMap.get(r.id) ?? [],
      createdAt: iso(r.created_at), reply: r.reply && r.replied_at ? { text: r.reply, at: iso(r.replied_at) } : null,
    };
  }

  async function itemReviews(itemId: number, page: { limit: number | null; offset: number }): Promise<{ reviews: ItemReview[]; total: number; summary: ReviewSummary }> {
    const where = sql`r.item_id = ${itemId} and r.hidden_at is null`;
    const [rows, stats] = await Promise.all([
      queryRows<ReviewRow>(db, sql`${SELECT} where ${where} order by r.created_at desc, r.id desc
        ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`),
      queryRows<{ rating: number; n: number }>(db, sql`select r.rating, count(*)::int as n from review r where ${where} group by r.rating`),
    ]);
    const histogram: ReviewSummary['histogram'] = [0, 0, 0, 0, 0];
    for (const s of stats) histogram[s.rating - 1] = s.n;
    const count = histogram.reduce((a, b) => a + b, 0);
    const sum = histogram.reduce((a, n, i) => a + n * (i + 1), 0);
    const photoMap = await photosOf(rows.map((r) => r.id));
    return { reviews: rows.map((r) => toItemReview(r, photoMap)), total: count, summary: { count, averageTenths: averageRatingTenths(sum, count), histogram } };
  }

  async function refresh(): Promise<void> {
    await deps.invalidate();
  }

  return {
    /** ReviewCandidate.List: the items of received or completed orders the member has not reviewed, the latest first. */
    async candidates(memberId: number, locale: Locale, page: { limit: number | null; offset: number }): Promise<{ candidates: ReviewCandidate[]; total: number }> {
      const open = sql`
        select distinct on (o.id, l.item_id) o.id as order_id, o.transaction_id, l.item_id, l.name_en, l.name_zh, l.spec_en, l.spec_zh, l.image_id,
               (select max(e.created_at) from order_event e where e.order_id = o.id and e.to_status in ('OrderReceived', 'Completed')) as received_at
          from shop_order o join order_line l on l.order_id = o.id
         where o.member_id = ${memberId} and o.order_type = 'WO' and o.status in ('OrderReceived', 'Completed')
           and not exists (select 1 from review r where r.order_id = o.id and r.item_id = l.item_id)
         order by o.id, l.item_id, l.id`;
      const [rows, count] = await Promise.all([
        queryRows<{ transaction_id: string; item_id: number; name_en: string; name_zh: string; spec_en: string; spec_zh: string; image_id: string | null; received_at: Date | string | null }>(db, sql`
          select * from (${open}) c order by c.received_at desc nulls last, c.order_id desc, c.item_id
          ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${open}) c`),
      ]);
      const zh = locale === 'zh_CN';
      return {
        candidates: rows.map((r) => ({
          transactionId: r.transaction_id, 't.itemId': r.item_id, name: zh ? r.name_zh : r.name_en, spec: zh ? r.spec_zh : r.spec_en,
          image: images.thumbnail(r.image_id, false), receivedAt: r.received_at === null ? '' : iso(r.received_at),
        })),
        total: count[0]?.n ?? 0,
      };
    },

    /**
     * Review: one per item and order, for an item of the member's own received or completed
     * order. The order row is locked, so two reviews of the same item race to one; the
     * review, its photos and their files are written together or not at all.
     */
    async create(memberId: number, input: NewReview, locale: Locale): Promise<ReviewResult<{ reviewId: number }>> {
      const result = await photos.withPhotos(memberId, input.photos, async (tx: Executor, photoIds) => {
        const [order] = await queryRows<{ id: number; status: string; order_type: string }>(tx, sql`
          select id, status, order_type from shop_order where transaction_id = ${input.transactionId} and member_id = ${memberId} for update`);
        if (!order || order.order_type !== 'WO' || !isReviewableStatus(parseOrderStatus(order.status))) return { ok: false, code: 'REVIEW_NOT_ALLOWED' } as const;
        const [bought] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from order_line where order_id = ${order.id} and item_id = ${input.itemId}`);
        if (!bought?.n) return { ok: false, code: 'REVIEW_NOT_ALLOWED' } as const;
        const [existing] = await queryRows<{ id: number }>(tx, sql`select id from review where order_id = ${order.id} and item_id = ${input.itemId}`);
        if (existing) return { ok: false, code: 'REVIEW_EXISTS' } as const;
        const [m] = await queryRows<{ nickname: string | null; email: string | null; phone: string | null }>(tx, sql`
          select nickname, email, phone from member where id = ${memberId}`);
        const [created] = await tx.insert(review).values({
          memberId, orderId: order.id, itemId: input.itemId, rating: input.rating, text: input.text,
          authorName: publicName(m ?? { nickname: null, email: null, phone: null }, locale),
        }).returning({ id: review.id });
        const reviewId = created!.id;
        if (photoIds.length > 0) await tx.insert(reviewPhoto).values(photoIds.map((photoId, i) => ({ reviewId, sort: i + 1, photoId })));
        return { ok: true, reviewId } as const;
      });
      if (result.ok) await refresh();
      return result;
    },

    /** Review.List: the member's reviews, newest first (one with `reviewId`), with the reply and, if so, why it is hidden. */
    async mine(memberId: number, locale: Locale, page: { limit: number | null; offset: number; reviewId?: number | undefined }): Promise<{ reviews: MemberReview[]; total: number }> {
      const where = sql`r.member_id = ${memberId}${page.reviewId === undefined ? sql`` : sql` and r.id = ${page.reviewId}`}`;
      const [rows, count] = await Promise.all([
        queryRows<ReviewRow>(db, sql`${SELECT} where ${where} order by r.created_at desc, r.id desc
          ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from review r where ${where}`),
      ]);
      const photoMap = await photosOf(rows.map((r) => r.id));
      const zh = locale === 'zh_CN';
      return {
        reviews: rows.map((r) => ({
          ...toItemReview(r, photoMap), 't.itemId': r.item_id, transactionId: r.transaction_id,
          name: (zh ? r.name_zh : r.name_en) ?? '', image: images.thumbnail(r.image_id, false),
          hidden: r.hidden_at ? { reason: r.hidden_reason ?? '', at: iso(r.hidden_at) } : null,
        })),
        total: count[0]?.n ?? 0,
      };
    },

    /** ItemReview.List: what every shopper reads on the product page, newest first, hidden ones left out, with the summary. */
    forItem(itemId: number, page: { limit: number | null; offset: number }): Promise<{ reviews: ItemReview[]; total: number; summary: ReviewSummary }> {
      return deps.cache.get(`reviews:${itemId}:${page.limit ?? 'all'}:${page.offset}`, () => itemReviews(itemId, page));
    },

    /**
     * Staff: the reviews to moderate, newest first — all, or only the unanswered or the
     * hidden ones, optionally of one rating — with the item's name in the page's language
     * and who wrote it (card code), and the total for paging.
     */
    async staffList(locale: Locale, page: { limit: number | null; offset: number; filter: 'all' | 'unanswered' | 'hidden'; rating?: number | undefined }): Promise<{ reviews: StaffReview[]; total: number }> {
      const conditions = [page.filter === 'unanswered' ? sql`r.reply is null` : page.filter === 'hidden' ? sql`r.hidden_at is not null` : sql`true`];
      if (page.rating !== undefined) conditions.push(sql`r.rating = ${page.rating}`);
      const where = sql.join(conditions, sql` and `);
      const [rows, count] = await Promise.all([
        queryRows<ReviewRow & { member_code: string | null; reply_by: string | null }>(db, sql`
          select s.*, m.member_code, rv.reply_by from (${SELECT} where ${where}) s
            join review rv on rv.id = s.id left join member m on m.id = rv.member_id
           order by s.created_at desc, s.id desc ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from review r where ${where}`),
      ]);
      const photoMap = await photosOf(rows.map((r) => r.id));
      const zh = locale === 'zh_CN';
      return {
        reviews: rows.map((r) => ({
          ...toItemReview(r, photoMap), 't.itemId': r.item_id, transactionId: r.transaction_id,
          name: (zh ? r.name_zh : r.name_en) ?? '', image: images.thumbnail(r.image_id, false),
          memberCode: r.member_code, replyBy: r.reply_by,
          hidden: r.hidden_at ? { reason: r.hidden_reason ?? '', at: iso(r.hidden_at) } : null,
        })),
        total: count[0]?.n ?? 0,
      };
    },

    /** Staff reply under a review (replacing an earlier one), with its audit entry in the same transaction. */
    async reply(reviewId: number, staff: ReviewStaff, text: string): Promise<ReviewResult<object>> {
      const done = await db.transaction(async (tx) => {
        const [before] = await queryRows<{ reply: string | null }>(tx, sql`select reply from review where id = ${reviewId} for update`);
        if (!before) return false;
        await tx.execute(sql`update review set reply = ${text}, reply_by = ${staff.username}, replied_at = now() where id = ${reviewId}`);
        await recordAudit(tx, staff, { action: 'review.reply', subjectType: 'review', subjectId: reviewId, before: { reply: before.reply }, after: { reply: text } });
        return true;
      });
      if (!done) return { ok: false, code: 'REVIEW_NOT_FOUND' };
      await refresh();
      return { ok: true };
    },

    /** Staff hide a review with the reason (null shows it again), with its audit entry in the same transaction. */
    async hide(reviewId: number, staff: ReviewStaff, reason: string | null): Promise<ReviewResult<object>> {
      const done = await db.transaction(async (tx) => {
        const [before] = await queryRows<{ hidden_reason: string | null; hidden: boolean }>(tx, sql`
          select hidden_reason, hidden_at is not null as hidden from review where id = ${reviewId} for update`);
        if (!before) return false;
        await tx.execute(reason === null
          ? sql`update review set hidden_at = null, hidden_reason = null where id = ${reviewId}`
          : sql`update review set hidden_at = now(), hidden_reason = ${reason} where id = ${reviewId}`);
        await recordAudit(tx, staff, {
          action: reason === null ? 'review.show' : 'review.hide', subjectType: 'review', subjectId: reviewId,
          before: { hidden: before.hidden, reason: before.hidden_reason }, after: { hidden: reason !== null, reason },
        });
        return true;
      });
      if (!done) return { ok: false, code: 'REVIEW_NOT_FOUND' };
      await refresh();
      return { ok: true };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
