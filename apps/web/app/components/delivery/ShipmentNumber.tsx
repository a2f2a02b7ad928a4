import { useState } from 'react';
import { usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/purchase.ts';

/** The shipment number, selectable as text; with JavaScript a button copies it. */
export function ShipmentNumber({ value }: { value: string }) {
  const { t } = usePage();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (insecure origin, permission): the number stays selectable.
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="select-all font-mono" data-testid="shipment-no">{value}</span>
      <button type="button" onClick={() => void copy()} className="rounded-full px-2 py-0.5 text-xs font-medium text-brand ring-1 ring-brand/40 hover:bg-brand-soft" aria-live="polite">
        {copied ? t('delivery.copied') : t('delivery.copy')}
      </button>
    </span>
  );
}
