// An order's history: every status change (who, when, the note) and the messages with
// the customer, in one timeline, oldest first.
import { useLocale, useT } from '../../lib/i18n.ts';
import { orders } from '../../texts/orders.ts';
import { Card } from '../ui.tsx';
import { dateTime, statusTone } from './format.ts';
import type { DeskOrderDetail as OrderDetail } from '@eshop/domain/contract';

type Entry =
  | { kind: 'event'; at: string; event: OrderDetail['events'][number] }
  | { kind: 'message'; at: string; message: OrderDetail['messages'][number] };

const dots = { warn: 'bg-amber-500', brand: 'bg-brand', good: 'bg-fresh', bad: 'bg-red-600', neutral: 'bg-muted' } as const;

export function History({ order }: { order: OrderDetail }) {
  const t = useT(orders);
  const locale = useLocale();
  const entries: Entry[] = [
    ...order.events.map((event): Entry => ({ kind: 'event', at: event.at, event })),
    ...order.messages.map((message): Entry => ({ kind: 'message', at: message.at, message })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  const who = (e: OrderDetail['events'][number]) => {
    const staff = e.actorRef?.startsWith('staff:') ? (e.staffName ? `${e.staffName} (${e.actorRef.slice(6)})` : e.actorRef.slice(6)) : null;
    if (staff) return t(e.actor === 'staff' ? 'actor.staff' : 'actor.staffFor', { name: staff });
    if (e.actor === 'provider' || e.actor === 'customer' || e.actor === 'system' || e.actor === 'courier') return t(`actor.${e.actor}`);
    return e.actor;
  };

  return (
    <Card title={t('history')}>
      {entries.length === 0 ? <p className="text-sm text-muted">{t('history.empty')}</p> : null}
      <ol className="relative space-y-4 border-l border-line pl-5" data-testid="order-history">
        {entries.map((entry, i) => (
          <li key={i} className="relative text-sm">
            {entry.kind === 'event' ? (
              <>
                <span className={`absolute -left-[1.6rem] top-1.5 h-2.5 w-2.5 rounded-full ${dots[statusTone(entry.event.to)]}`} aria-hidden />
                <p className="text-ink">
                  <span className="font-medium">{t(entry.event.from === null ? 'event.created' : 'event.to', { status: t(`status.${entry.event.to}`) })}</span>
                  <span className="text-muted"> · {who(entry.event)}</span>
                </p>
                {entry.event.note ? <p className="mt-0.5 text-muted">“{entry.event.note}”</p> : null}
                <p className="text-xs text-muted">{dateTime(entry.at, locale, true)}</p>
              </>
            ) : (
              <>
                <span className="absolute -left-[1.6rem] top-1.5 h-2.5 w-2.5 rounded-full border border-brand bg-white" aria-hidden />
                <p className="font-medium text-ink">
                  {t('message.wrote', { name: entry.message.author === 'customer' ? (entry.message.authorName ?? t('message.customer')) : (entry.message.authorName ?? '') })}
                </p>
                <p className={`mt-1 whitespace-pre-wrap rounded-md px-3 py-2 ${entry.message.author === 'customer' ? 'bg-cream' : 'bg-brand-soft'}`}>{entry.message.content}</p>
                <p className="mt-0.5 text-xs text-muted">{dateTime(entry.at, locale, true)}</p>
              </>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
