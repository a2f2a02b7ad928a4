// The order board's counts as tiles, each a link to its list (the orders page and the
// "Today" page show the same tiles).
import { Link } from 'react-router';
import { BOARD_BUCKET_NAMES, type BoardBucket } from '@eshop/domain/orders';
import { useT } from '../../lib/i18n.ts';
import { orders } from '../../texts/orders.ts';
import type { OrderBoard as Board } from '@eshop/domain/contract';

export function BoardTiles({ board, active }: { board: Board; active?: BoardBucket | null }) {
  const t = useT(orders);
  return (
    <div className="grid grid-cols-5 gap-3" data-testid="order-board">
      {BOARD_BUCKET_NAMES.map((bucket) => {
        const n = board.counts[bucket];
        const on = active === bucket;
        return (
          <Link
            key={bucket}
            to={`/orders?bucket=${bucket}`}
            aria-current={on ? 'page' : undefined}
            data-bucket={bucket}
            className={`rounded-lg border bg-white p-4 shadow-sm transition hover:border-brand ${on ? 'border-brand ring-1 ring-brand' : 'border-line'}`}
          >
            <p className="text-sm font-medium text-ink">{t(`bucket.${bucket}`)}</p>
            <p className={`mt-1 font-serif text-3xl ${n > 0 ? 'text-brand' : 'text-muted'}`} data-testid={`count-${bucket}`}>{n}</p>
            <p className="mt-1 text-xs text-muted">{t(`bucket.${bucket}.hint`)}</p>
          </Link>
        );
      })}
    </div>
  );
}

/** Today's pickups per store: each a link to that store's list. */
export function StorePickups({ board, activeStore }: { board: Board; activeStore?: number | null }) {
  const t = useT(orders);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">{t('board.stores')}</span>
      {board.pickupsToday.length === 0 ? <span className="text-muted">{t('board.noStores')}</span> : null}
      {board.pickupsToday.map((s) => (
        <Link
          key={s.storeId}
          to={`/orders?bucket=pickupsToday&storeId=${s.storeId}`}
          aria-current={activeStore === s.storeId ? 'page' : undefined}
          className={`rounded-full border px-3 py-1 transition hover:border-brand ${activeStore === s.storeId ? 'border-brand bg-brand-soft' : 'border-line bg-white'}`}
        >
          <span className="font-medium text-ink">{s.storeName}</span>{' '}
          <span className={s.open > 0 ? 'text-brand' : 'text-muted'}>{t('board.store', { open: s.open, ready: s.ready })}</span>
        </Link>
      ))}
    </div>
  );
}
