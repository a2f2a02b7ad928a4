import type { Sku } from '@eshop/domain/contract';
import { usePage } from '../../lib/use-page.ts';
import { price } from '../../lib/format.ts';

export function SkuPicker<S extends Sku>({ skus, selected, onSelect }: { skus: S[]; selected: S | null; onSelect: (sku: S) => void }) {
  const { t } = usePage();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t('item.spec')}</legend>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('item.spec')}>
        {skus.map((sku) => {
          const active = selected?.skuId === sku.skuId;
          return (
            <button key={sku.skuId} type="button" role="radio" aria-checked={active} disabled={sku.soldOut}
              onClick={() => onSelect(sku)}
              className={`rounded-lg border px-4 py-2 text-left text-sm transition ${active ? 'border-brand bg-brand-soft text-brand' : 'border-line bg-white hover:border-brand'} disabled:cursor-not-allowed disabled:opacity-45`}>
              <span className="block font-medium">{sku.spec}</span>
              <span className="block text-xs text-muted">{sku.soldOut ? t('item.soldOut') : price(sku.priceFen)}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

export function QuantityStepper({ value, max, onChange, disabled }: { value: number; max: number; onChange: (n: number) => void; disabled?: boolean }) {
  const { t } = usePage();
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(1, max), n));
  return (
    <div className="flex items-center rounded-full border border-line bg-white">
      <button type="button" aria-label={t('item.decrease')} disabled={disabled || value <= 1} onClick={() => onChange(clamp(value - 1))} className="h-9 w-9 text-lg disabled:opacity-40">−</button>
      <input aria-label={t('item.quantity')} inputMode="numeric" value={value} disabled={disabled}
        onChange={(e) => { const n = Number.parseInt(e.target.value, 10); if (Number.isFinite(n)) onChange(clamp(n)); }}
        className="h-9 w-12 border-x border-line text-center outline-none" />
      <button type="button" aria-label={t('item.increase')} disabled={disabled || value >= max} onClick={() => onChange(clamp(value + 1))} className="h-9 w-9 text-lg disabled:opacity-40">+</button>
    </div>
  );
}
