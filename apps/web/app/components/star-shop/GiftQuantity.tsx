import { usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/star-shop.ts';

/**
 * The quantity of a gift to add (`h.quantity`, 1 to `max`): − and + around a number field that
 * is itself the form's field, so it also posts without JavaScript. Not the product page's
 * QuantityStepper: sharing that module would split it into a chunk of its own on the product
 * page, which is at its JavaScript budget (docs/decisions/0008).
 */
export function GiftQuantity({ value, max, onChange, disabled }: { value: number; max: number; onChange: (n: number) => void; disabled?: boolean }) {
  const { t } = usePage();
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(1, max), n));
  return (
    <div className="flex items-center rounded-full border border-line bg-white">
      <button type="button" aria-label={t('item.decrease')} disabled={disabled || value <= 1} onClick={() => onChange(clamp(value - 1))} className="h-9 w-9 text-lg disabled:opacity-40">−</button>
      <input name="h.quantity" type="number" min={1} max={Math.max(1, max)} aria-label={t('starShop.quantity')} inputMode="numeric" value={value} disabled={disabled}
        onChange={(e) => { const n = Number.parseInt(e.target.value, 10); if (Number.isFinite(n)) onChange(clamp(n)); }}
        className="h-9 w-12 appearance-none border-x border-line text-center outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none" />
      <button type="button" aria-label={t('item.increase')} disabled={disabled || value >= max} onClick={() => onChange(clamp(value + 1))} className="h-9 w-9 text-lg disabled:opacity-40">+</button>
    </div>
  );
}
