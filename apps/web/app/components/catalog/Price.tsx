import { price } from '../../lib/format.ts';
import { usePage } from '../../lib/use-page.ts';

/**
 * A price as shops show it: the price (in brand red), the previous one struck through when
 * on offer, "from ¥x" / "¥x 起" when the sizes cost different amounts, and the price per
 * 500 g of meat and cheese (docs/decisions/0038-chinese-copy-and-display.md).
 */
export function Price({ fen, listFen, size = 'md', from = false, per500gFen = null }: {
  fen: number; listFen?: number | null | undefined; size?: 'sm' | 'md' | 'lg'; from?: boolean | undefined; per500gFen?: number | null | undefined;
}) {
  const { t } = usePage();
  const main = size === 'lg' ? 'text-3xl' : size === 'md' ? 'text-lg' : 'text-base';
  // "from {price}" / "{price} 起": the words around the price, in the language's order.
  const [before = '', after = ''] = from ? t('price.from', { price: '\u0000' }).split('\u0000') : [];
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={`font-semibold text-brand ${main}`}>
        {before && <span className="text-sm font-normal">{before}</span>}
        <span data-testid="price">{price(fen)}</span>
        {after && <span className="text-sm font-normal">{after}</span>}
      </span>
      {listFen != null && listFen > fen && <s className="text-sm text-muted">{price(listFen)}</s>}
      {per500gFen != null && <span className="text-xs text-muted" data-testid="price-per-500g">{t('price.per500g', { price: price(per500gFen) })}</span>}
    </span>
  );
}
