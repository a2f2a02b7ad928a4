import { price } from '../../lib/format.ts';

export function Price({ fen, listFen, size = 'md' }: { fen: number; listFen?: number | null; size?: 'sm' | 'md' | 'lg' }) {
  const main = size === 'lg' ? 'text-3xl' : size === 'md' ? 'text-lg' : 'text-base';
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={`font-semibold text-brand ${main}`} data-testid="price">{price(fen)}</span>
      {listFen != null && listFen > fen && <s className="text-sm text-muted">{price(listFen)}</s>}
    </span>
  );
}
