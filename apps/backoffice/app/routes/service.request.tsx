// Customer service: one request — what the member wrote, the photos (full size in a new
// tab), the conversation, the answer form and closing (with an optional last message).
// Each action goes to the staff API, which signs the message with the staff member's name,
// tells the member and writes the audit entry; on success the page reloads (POST, redirect).
import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { REQUEST_TEXT_MAX } from '@eshop/domain/after-sales';
import { requireArea, rethrowRefusal } from '../lib/guard.server.ts';
import { StaffApiError } from '../lib/api.server.ts';
import { refusalOf } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { service } from '../texts/service.ts';
import { Badge, Button, ButtonLink, Card, Notice, PageHeader, TextArea } from '../components/ui.tsx';
import { Photos } from '../components/service/Photos.tsx';
import { dateTime } from '../components/service/format.ts';
import type { StaffRequestDetail as RequestDetail } from '@eshop/domain/contract';

/** The request's id from the path, or a 404 page (no call for an id that cannot exist). */
function requestIdOf(raw: string | undefined): string {
  if (!raw || !/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) throw data(null, { status: 404 });
  return raw;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireArea(request, context, 'service');
  const id = requestIdOf(params.id);
  try {
    return { request: await api.get<RequestDetail>(`staff/requests/${id}`) };
  } catch (error) {
    rethrowRefusal(error);
    if (error instanceof StaffApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireArea(request, context, 'service');
  const id = requestIdOf(params.id);
  const form = await request.formData();
  const intent = form.get('intent') === 'close' ? 'close' : 'reply';
  const content = String(form.get('content') ?? '').trim();
  const failed = await refusalOf({ subject: id, intent }, () => api.post(`staff/requests/${id}/${intent}`, intent === 'close' && content === '' ? {} : { content }));
  return failed ?? redirect(`/service/requests/${id}?done=${intent === 'close' ? 'closed' : 'replied'}`);
}

export default function RequestThread() {
  const { request: r } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const [params] = useSearchParams();
  const t = useT(service);
  const locale = useLocale();
  const done = params.get('done');
  const error = failed ?? undefined;
  const fieldError = (intent: string) => (error?.intent === intent ? error.fields.content : undefined);
  return (
    <>
      <PageHeader
        title={r.subject}
        lead={<span className="flex items-center gap-2">#{r['cr.requestId']} · {r.typeLabel} · {t('request.filed', { date: dateTime(r.createdAt, locale) })} <Badge tone={r.status === 'open' ? 'warn' : 'neutral'}><span data-testid="request-status">{r.statusLabel}</span></Badge></span>}
        actions={<ButtonLink to="/service/requests">{t('request.back')}</ButtonLink>}
      />
      {done === 'replied' ? <Notice tone="success">{t('request.replied')}</Notice> : null}
      {done === 'closed' ? <Notice tone="success">{t('request.closed')}</Notice> : null}
      {error && !error.fields.content ? <Notice>{error.error}</Notice> : null}
      <div className="grid grid-cols-[1fr_18rem] gap-6">
        <div className="space-y-6">
          <Card title={t('request.description')}>
            <p className="whitespace-pre-wrap text-sm text-ink" data-testid="request-description">{r.description}</p>
            {r.photos.length > 0 ? (
              <div className="mt-4">
                <h3 className="mb-2 text-xs font-medium uppercase tracking-wide text-muted">{t('request.photos')}</h3>
                <Photos photos={r.photos} label={(n) => t('request.photoOpen', { n })} />
              </div>
            ) : null}
          </Card>
          <Card title={t('request.thread')}>
            {r.messages.length === 0 ? <p className="text-sm text-muted">{t('request.noMessages')}</p> : (
              <ol className="space-y-3">
                {r.messages.map((m, i) => (
                  <li key={i} data-testid="request-message" data-author={m.author}
                    className={`max-w-[85%] rounded-lg border px-4 py-3 text-sm ${m.author === 'staff' ? 'ml-auto border-brand-soft bg-brand-soft/40' : 'border-line bg-cream'}`}>
                    <p className="mb-1 text-xs text-muted">
                      <span className="font-medium text-ink">{m.author === 'staff' ? `${m.authorName} · ${t('request.team')}` : m.authorName}</span> · {dateTime(m.createdAt, locale)}
                    </p>
                    <p className="whitespace-pre-wrap text-ink" data-testid="request-message-content">{m.content}</p>
                  </li>
                ))}
              </ol>
            )}
            {r.status === 'closed' && r.closedAt ? (
              <p className="mt-4 text-sm text-muted" data-testid="request-closed-at">
                {r.reopenUntil ? t('request.closedOn', { date: dateTime(r.closedAt, locale), until: dateTime(r.reopenUntil, locale) }) : t('request.closedOnly', { date: dateTime(r.closedAt, locale) })}
              </p>
            ) : null}
          </Card>
          <Card title={t('request.answer')}>
            {/* Keyed by the thread's length: a sent answer leaves an empty box. */}
            <Form method="post" className="space-y-3" key={r.messages.length}>
              <input type="hidden" name="intent" value="reply" />
              <TextArea label={t('request.answerLabel')} name="content" required maxLength={REQUEST_TEXT_MAX} rows={5} error={fieldError('reply')} />
              <p className="text-xs text-muted">{t(r.status === 'open' ? 'request.answerHint' : 'request.answerHintClosed')}</p>
              <Button>{t('request.send')}</Button>
            </Form>
          </Card>
          {r.status === 'open' ? (
            <Card title={t('request.close')}>
              <Form method="post" className="space-y-3">
                <input type="hidden" name="intent" value="close" />
                <TextArea label={t('request.closeLabel')} name="content" id="f-close-content" maxLength={REQUEST_TEXT_MAX} rows={3} error={fieldError('close')} />
                <p className="text-xs text-muted">{t('request.closeHint')}</p>
                <Button variant="secondary">{t('request.closeButton')}</Button>
              </Form>
            </Card>
          ) : null}
        </div>
        <div className="space-y-6">
          <Card title={t('request.member')}>
            <p className="font-medium text-ink" data-testid="request-member">{r.member.name}</p>
            <p className="mb-3 font-mono text-xs text-muted">{r.member.memberCode}</p>
            <ul className="space-y-1 text-sm">
              <li><Link to={`/service/members/${r.member.memberCode}`} className="text-brand hover:underline">{t('request.memberPage')}</Link></li>
              <li><Link to={`/service/requests?status=all&memberCode=${r.member.memberCode}`} className="text-brand hover:underline">{t('request.memberRequests')}</Link></li>
            </ul>
          </Card>
          <Card title={t('request.order')}>
            {r.referenceId ? (
              <>
                <p className="mb-3 font-mono text-sm text-ink" data-testid="request-order">{r.referenceId}</p>
                <ul className="space-y-1 text-sm">
                  <li><Link to={`/orders/${r.referenceId}`} className="text-brand hover:underline">{t('request.orderPage')}</Link></li>
                  <li><Link to={`/service/requests?status=all&referenceId=${r.referenceId}`} className="text-brand hover:underline">{t('request.orderRequests')}</Link></li>
                </ul>
              </>
            ) : <p className="text-sm text-muted">{t('request.noOrderInfo')}</p>}
          </Card>
        </div>
      </div>
    </>
  );
}
