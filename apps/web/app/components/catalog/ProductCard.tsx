import { Link } from 'react-router';
import type { ItemSummary } from '@eshop/domain/contract';
import { usePage } from '../../lib/use-page.ts';
import { Price } from './Price.tsx';
import { sized, srcSet } from '../../lib/images.ts';
import { FavouriteHeart } from './FavouriteHeart.tsx';

export function ProductCard({ item, eager = false }: { item: ItemSummary; eager?: boolean }) {
  const { t, to, device, locale } = usePage();
  const onOffer = item.listPriceFen != null && item.listPriceFen > item.priceFen;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-line bg-white transition hover:shadow-md" data-testid="product-card">
      <Link to={to(`item/${item.itemId}`)} className="relative block aspect-square overflow-hidden bg-brand-soft">
        <img
          src={sized(item.thumbnail, 320, locale)}
          srcSet={srcSet(item.thumbnail, [320, 600], locale)}
          sizes={device === 'mobile' ? '50vw' : '300px'}
          alt={item.name}
          width={600}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          {...(eager ? { fetchPriority: 'high' as const } : {})}
          decoding="async"
          className={`h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] ${item.soldOut ? 'opacity-80' : ''}`}
        />
        {item.soldOut && <span className="absolute left-2 top-2 rounded bg-ink/80 px-2 py-0.5 text-xs text-white">{t('item.soldOut')}</span>}
        {!item.soldOut && onOffer && <span className="absolute left-2 top-2 rounded bg-gold px-2 py-0.5 text-xs text-white">{t('item.onOffer')}</span>}
      </Link>
      <FavouriteHeart itemId={item.itemId} className="absolute right-2 top-2" />
      <div className={`flex flex-1 flex-col ${device === 'mobile' ? 'gap-1 p-2.5' : 'gap-1.5 p-4'}`}>
        <p className="text-xs text-muted">{item.origin}{item.brand ? ` · ${item.brand}` : ''}</p>
        <h3 className={`line-clamp-2 font-medium leading-snug ${device === 'mobile' ? 'text-sm' : 'text-[15px]'}`}>
          <Link to={to(`item/${item.itemId}`)} className="hover:text-brand">{item.name}</Link>
        </h3>
        <p className="text-xs text-muted">{item.specs.join(' / ')}</p>
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-2 pt-1">
          <Price fen={item.priceFen} listFen={item.listPriceFen} size={device === 'mobile' ? 'sm' : 'md'} from={item.priceRange} per500gFen={item.per500gFen} />
          {/* Units in paid orders, shown once there are any (docs/decisions/0038). */}
          {item.soldUnits > 0 && <span className="text-xs text-muted" data-testid="sold-units">{t('item.sold', { count: item.soldUnits })}</span>}
        </div>
      </div>
    </article>
  );
}

/** `eager`: how many of the first cards are above the fold (loaded, and preloaded by React, at once); the rest load lazily. */
export function ProductGrid({ items, columns, eager = 0 }: { items: ItemSummary[]; columns?: string; eager?: number }) {
  const { device } = usePage();
  return (
    <div className={`grid ${columns ?? (device === 'mobile' ? 'grid-cols-2 gap-3' : 'grid-cols-4 gap-6')}`}>
      {items.map((item, i) => <ProductCard key={item.itemId} item={item} eager={i < eager} />)}
    </div>
  );
}
