import { Link } from 'react-router';
import { usePage } from '../../lib/use-page.ts';
import { countdown } from '../orders/format.ts';
import { primaryButton } from '../account/Field.tsx';
import '../../i18n/areas/purchase.ts';

/** The payment QR code with its countdown; once expired it is dimmed and offers "Refresh". */
export function PayQr({ svg, secondsLeft, refreshTo }: { svg: string; secondsLeft: number; refreshTo: string }) {
  const { t } = usePage();
  const live = secondsLeft > 0;
  return (
    <div className="text-center">
      <div className="relative mx-auto h-56 w-56 rounded-xl bg-white p-2 ring-1 ring-line">
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('pay.qrAlt')} width={208} height={208}
          className={`h-52 w-52 ${live ? '' : 'opacity-10'}`} data-testid="qr-image" />
        {!live && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-4" role="status">
            <p className="font-semibold">{t('pay.expired')}</p>
            <Link to={refreshTo} replace className={primaryButton} data-testid="qr-refresh">{t('pay.refresh')}</Link>
          </div>
        )}
      </div>
      {live && (
        <p className="mt-3 text-sm text-muted" aria-live="polite">
          <span data-testid="qr-countdown">{t('pay.expiresIn', { time: countdown(secondsLeft) })}</span>
        </p>
      )}
    </div>
  );
}
