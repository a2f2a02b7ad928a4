// Customer requests (issue 15; spec sections 3, 7; decisions.md "Reviews and requests";
// docs/decisions/0031-requests-reviews.md): a member files a request — about one of their
// orders for the order-related types, with up to 9 photos — and both sides write in its
// thread; the team answers and closes it; the member may re-open a closed one with a new
// message within 14 days. Every member call is scoped to the member: another member's
// request or order is "not found", never told apart. The team's answer and close become a
// notice in message-tips and a mail (member_notice, as the loyalty notices).
import { sql } from 'drizzle-orm';
import { customerRequest, customerRequestMessage, customerRequestPhoto, queryRows, type Database, type Executor } from '@eshop/db';
import {
  canAddMemberMessage, isOrderRelated, MAX_MEMBER_MESSAGES, MAX_REQUESTS_PER_DAY, REOPEN_DAYS, REQUEST_STATUS_LABELS,
  requestType, type RequestStatus, type RequestType,
} from '@eshop/domain/after-sales';
import type { CustomerRequestDetail, CustomerRequestSummary, RequestMember, StaffRequestDetail } from '@eshop/domain/contract';
import type { Locale } from '@eshop/domain/i18n';
import type { Outbox } from '../../jobs/queue.ts';
import { addNotice } from '../loyalty/ledger.ts';
import { recordAudit } from '../staff/audit.ts';
import type { ProcessedPhoto } from '../photos/pipeline.ts';
import type { PhotoService } from '../photos/service.ts';

interface RequestRow extends Record<string, unknown> {
  id: number; member_id: number; type: RequestType; subject: string; description: string; status: RequestStatus;
  transaction_id: string | null; created_at: Date | string; last_message_at: Date | string; last_author: 'member' | 'staff';
  closed_at: Date | string | null; message_count: number;
}

export type RequestFailure =
  | { ok: false; code: 'REQUEST_NOT_FOUND' | 'REQUEST_ORDER_REQUIRED' | 'REQUEST_ORDER_NOT_FOUND' | 'REQUEST_PHOTOS_NOT_ALLOWED' }
  | { ok: false; code: 'REQUEST_CLOSED' | 'REQUEST_DAILY_LIMIT' | 'REQUEST_MESSAGE_LIMIT' | 'REQUEST_ALREADY_CLOSED' };

export type RequestResult<T> = ({ ok: true } & T) | RequestFailure;

export interface NewRequest {
  type: RequestType;
  subject: string;
  description: string;
  /** The order's transactionId (cr.referenceId), when given. */
  referenceId?: string | undefined;
  photos: readonly ProcessedPhoto[];
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const DAY_MS = 86_400_000;

const COLUMNS = sql`
  r.id, r.member_id, r.type, r.subject, r.description, r.status, o.transaction_id, r.created_at, r.last_message_at,
  r.last_author, r.closed_at,
  (select count(*)::int from customer_request_message m where m.request_id = r.id) as message_count`;
const FROM = sql`from customer_request r left join shop_order o on o.id = r.order_id`;
const SELECT = sql`select ${COLUMNS} ${FROM}`;
/** The team sees who filed it: the member's card code and a name to recognise them by. */
const STAFF_SELECT = sql`
  select ${COLUMNS}, mb.member_code, mb.nickname, mb.first_name, mb.last_name, mb.email, mb.phone
    ${FROM} join member mb on mb.id = r.member_id`;

interface StaffRequestRow extends RequestRow {
  member_code: string; nickname: string | null; first_name: string | null; last_name: string | null; email: string | null; phone: string | null;
}

function memberOfRow(r: StaffRequestRow): RequestMember {
  const fullName = [r.first_name, r.last_name].filter(Boolean).join(' ');
  return { memberCode: r.member_code, name: r.nickname || fullName || r.email || r.phone || r.member_code };
}

/** The team's inbox filters. */
export interface StaffRequestQuery {
  limit: number | null;
  offset: number;
  status: 'open' | 'closed' | 'all';
  type?: RequestType | undefined;
  /** The member's card code. */
  memberCode?: string | undefined;
  /** The order's transactionId. */
  referenceId?: string | undefined;
}

/** The staff member answering or closing (the audit entry's actor; the name signs the message). */
export interface RequestStaff {
  id: number | null;
  username: string;
  name: string;
}

export function createRequestService(deps: { db: Database; photos: PhotoService; outbox: Outbox; now?: () => Date }) {
  const { db, photos, outbox } = deps;
  const clock = deps.now ?? (() => new Date());

  function summary(r: RequestRow, locale: Locale): CustomerRequestSummary {
    return {
      'cr.requestId': r.id, type: r.type, typeLabel: requestType(r.type)[locale], subject: r.subject,
      status: r.status, statusLabel: REQUEST_STATUS_LABELS[r.status][locale], referenceId: r.transaction_id,
      createdAt: iso(r.created_at)!, lastMessageAt: iso(r.last_message_at)!, lastAuthor: r.last_author, messageCount: r.message_count,
    };
  }

  async function detail(r: RequestRow, locale: Locale, memberName: string): Promise<CustomerRequestDetail> {
    const zh = locale === 'zh_CN';
    const [messages, photoRows] = await Promise.all([
      queryRows<{ author: 'member' | 'staff'; author_name: string | null; content: string; created_at: Date | string }>(db, sql`
        select author, author_name, content, created_at from customer_request_message where request_id = ${r.id} order by created_at, id`),
      queryRows<{ id: string; width: number; height: number }>(db, sql`
        select p.id, p.width, p.height from customer_request_photo rp join photo p on p.id = rp.photo_id where rp.request_id = ${r.id} order by rp.sort`),
    ]);
    const closedAt = r.closed_at === null ? null : new Date(r.closed_at);
    const reopen = canAddMemberMessage({ status: r.status, closedAt }, clock());
    return {
      ...summary(r, locale),
      description: r.description,
      photos: photoRows.map((p) => photos.urls(p)),
      messages: messages.map((m) => ({
        author: m.author, authorName: m.author === 'member' ? memberName : (m.author_name ?? (zh ? '客服' : 'Customer service')),
        content: m.content, createdAt: iso(m.created_at)!,
      })),
      closedAt: iso(r.closed_at),
      canReply: reopen.ok,
      reopenUntil: closedAt && reopen.ok ? new Date(closedAt.getTime() + REOPEN_DAYS * DAY_MS).toISOString() : null,
    };
  }

  async function memberName(memberId: number, locale: Locale): Promise<string> {
    const [m] = await queryRows<{ nickname: string | null }>(db, sql`select nickname from member where id = ${memberId}`);
    return m?.nickname || (locale === 'zh_CN' ? '我' : 'You');
  }

  /** The team's answer or close as a notice in message-tips (and a mail job) for the member. */
  async function notify(tx: Executor, row: { id: number; member_id: number; subject: string }, kind: 'requestAnswered' | 'requestClosed', key: string, now: Date) {
    await addNotice(tx, outbox, { memberId: row.member_id, kind, key, data: { requestId: row.id, subject: row.subject } }, { mail: true, now });
  }

  return {
    /** CustomerRequest.List: open first, then the latest activity; `open` only open ones; `referenceId` one order's. */
    async list(memberId: number, locale: Locale, page: { limit: number | null; offset: number; status: 'open' | 'all'; referenceId?: string | undefined }) {
      const where = sql`r.member_id = ${memberId}${page.status === 'open' ? sql` and r.status = 'open'` : sql``}${
        page.referenceId === undefined ? sql`` : sql` and o.transaction_id = ${page.referenceId}`}`;
      const [rows, count] = await Promise.all([
        queryRows<RequestRow>(db, sql`${SELECT} where ${where}
          order by (r.status = 'open') desc, r.last_message_at desc, r.id desc
          ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from customer_request r left join shop_order o on o.id = r.order_id where ${where}`),
      ]);
      return { requests: rows.map((r) => summary(r, locale)), total: count[0]?.n ?? 0 };
    },

    /** ViewCustomerRequest: the request with its photos and thread; null for another member's or an unknown one. */
    async view(memberId: number, requestId: number, locale: Locale): Promise<CustomerRequestDetail | null> {
      const [row] = await queryRows<RequestRow>(db, sql`${SELECT} where r.id = ${requestId} and r.member_id = ${memberId}`);
      return row ? detail(row, locale, await memberName(memberId, locale)) : null;
    },

    /**
     * CreateCustomerRequest. Order-related types need one of the member's orders; photos go
     * with order-related types only. The request and its photos are written together, or
     * nothing is (no orphan file either: photos.withPhotos).
     */
    async create(memberId: number, input: NewRequest): Promise<RequestResult<{ requestId: number }>> {
      const orderRelated = isOrderRelated(input.type);
      if (orderRelated && !input.referenceId) return { ok: false, code: 'REQUEST_ORDER_REQUIRED' };
      if (!orderRelated && input.photos.length > 0) return { ok: false, code: 'REQUEST_PHOTOS_NOT_ALLOWED' };
      const now = clock();
      return photos.withPhotos(memberId, input.photos, async (tx, photoIds) => {
        // One member's requests are filed one at a time (the daily limit holds under concurrency).
        const [m] = await queryRows<{ filed: number }>(tx, sql`
          select (select count(*)::int from customer_request where member_id = ${memberId} and created_at > ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz) as filed
            from member where id = ${memberId} and cancelled_at is null for no key update`);
        if (!m) return { ok: false, code: 'REQUEST_NOT_FOUND' } as const;
        if (m.filed >= MAX_REQUESTS_PER_DAY) return { ok: false, code: 'REQUEST_DAILY_LIMIT' } as const;
        let orderId: number | null = null;
        if (input.referenceId) {
          const [order] = await queryRows<{ id: number }>(tx, sql`select id from shop_order where transaction_id = ${input.referenceId} and member_id = ${memberId}`);
          if (!order) return { ok: false, code: 'REQUEST_ORDER_NOT_FOUND' } as const;
          orderId = order.id;
        }
        const [created] = await tx.insert(customerRequest).values({
          memberId, orderId, type: input.type, subject: input.subject, description: input.description,
          lastMessageAt: now, lastAuthor: 'member', createdAt: now,
        }).returning({ id: customerRequest.id });
        const requestId = created!.id;
        if (photoIds.length > 0) await tx.insert(customerRequestPhoto).values(photoIds.map((photoId, i) => ({ requestId, sort: i + 1, photoId })));
        return { ok: true, requestId } as const;
      });
    },

    /** AddMessageToCustomerRequest by the member: re-opens a request closed within 14 days. */
    async addMessage(memberId: number, requestId: number, content: string): Promise<RequestResult<{ reopened: boolean }>> {
      const now = clock();
      return db.transaction(async (tx) => {
        const [row] = await queryRows<{ status: RequestStatus; closed_at: Date | string | null; n: number }>(tx, sql`
          select r.status, r.closed_at,
                 (select count(*)::int from customer_request_message m where m.request_id = r.id and m.author = 'member') as n
            from customer_request r where r.id = ${requestId} and r.member_id = ${memberId} for update`);
        if (!row) return { ok: false, code: 'REQUEST_NOT_FOUND' } as const;
        const may = canAddMemberMessage({ status: row.status, closedAt: row.closed_at === null ? null : new Date(row.closed_at) }, now);
        if (!may.ok) return { ok: false, code: may.code } as const;
        if (row.n >= MAX_MEMBER_MESSAGES) return { ok: false, code: 'REQUEST_MESSAGE_LIMIT' } as const;
        await tx.insert(customerRequestMessage).values({ requestId, author: 'member', content, createdAt: now });
        await tx.execute(sql`
          update customer_request set status = 'open', closed_at = null, last_message_at = ${now.toISOString()}::timestamptz, last_author = 'member'
           where id = ${requestId}`);
        return { ok: true, reopened: may.reopens } as const;
      });
    },

    /**
     * Staff: the inbox — open first, the longest waiting at the top — by status, and
     * optionally one type, one member (card code) or one order (transactionId).
     */
    async staffList(locale: Locale, page: StaffRequestQuery) {
      const conditions = [page.status === 'all' ? sql`true` : sql`r.status = ${page.status}`];
      if (page.type) conditions.push(sql`r.type = ${page.type}`);
      if (page.memberCode) conditions.push(sql`mb.member_code = ${page.memberCode}`);
      if (page.referenceId) conditions.push(sql`o.transaction_id = ${page.referenceId}`);
      const where = sql.join(conditions, sql` and `);
      const [rows, count] = await Promise.all([
        queryRows<StaffRequestRow>(db, sql`${STAFF_SELECT} where ${where}
          order by (r.status = 'open') desc, r.created_at, r.id ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n ${FROM} join member mb on mb.id = r.member_id where ${where}`),
      ]);
      return { requests: rows.map((r) => ({ ...summary(r, locale), memberId: r.member_id, member: memberOfRow(r) })), total: count[0]?.n ?? 0 };
    },

    /** Staff: one request with its thread and who filed it. */
    async staffView(requestId: number, locale: Locale): Promise<StaffRequestDetail | null> {
      const [row] = await queryRows<StaffRequestRow>(db, sql`${STAFF_SELECT} where r.id = ${requestId}`);
      return row ? { ...(await detail(row, locale, await memberName(row.member_id, locale))), member: memberOfRow(row) } : null;
    },

    /**
     * Staff answer: a message in the thread and a notice (and mail) to the member; an
     * answer leaves the request open. The audit entry is written in the same transaction.
     */
    async staffReply(requestId: number, staff: RequestStaff, content: string): Promise<RequestResult<object>> {
      const now = clock();
      return db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number; member_id: number; subject: string }>(tx, sql`
          select id, member_id, subject from customer_request where id = ${requestId} for update`);
        if (!row) return { ok: false, code: 'REQUEST_NOT_FOUND' } as const;
        const [message] = await tx.insert(customerRequestMessage).values({ requestId, author: 'staff', authorName: staff.name, content, createdAt: now })
          .returning({ id: customerRequestMessage.id });
        await tx.execute(sql`update customer_request set last_message_at = ${now.toISOString()}::timestamptz, last_author = 'staff' where id = ${requestId}`);
        await notify(tx, row, 'requestAnswered', `request:${requestId}:answer:${message!.id}`, now);
        await recordAudit(tx, staff, { action: 'request.reply', subjectType: 'request', subjectId: requestId, after: { messageId: message!.id, content } });
        return { ok: true } as const;
      });
    },

    /** Staff close (optionally with a last message); the member is told; the audit entry in the same transaction. */
    async staffClose(requestId: number, staff: RequestStaff, content?: string): Promise<RequestResult<object>> {
      const now = clock();
      return db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number; member_id: number; subject: string; status: RequestStatus }>(tx, sql`
          select id, member_id, subject, status from customer_request where id = ${requestId} for update`);
        if (!row) return { ok: false, code: 'REQUEST_NOT_FOUND' } as const;
        if (row.status === 'closed') return { ok: false, code: 'REQUEST_ALREADY_CLOSED' } as const;
        if (content) {
          await tx.insert(customerRequestMessage).values({ requestId, author: 'staff', authorName: staff.name, content, createdAt: now });
        }
        await tx.execute(sql`
          update customer_request set status = 'closed', closed_at = ${now.toISOString()}::timestamptz
            ${content ? sql`, last_message_at = ${now.toISOString()}::timestamptz, last_author = 'staff'` : sql``}
           where id = ${requestId}`);
        await notify(tx, row, 'requestClosed', `request:${requestId}:closed:${now.getTime()}`, now);
        await recordAudit(tx, staff, {
          action: 'request.close', subjectType: 'request', subjectId: requestId,
          before: { status: row.status }, after: { status: 'closed', content: content ?? null },
        });
        return { ok: true } as const;
      });
    },
  };
}

export type RequestService = ReturnType<typeof createRequestService>;
