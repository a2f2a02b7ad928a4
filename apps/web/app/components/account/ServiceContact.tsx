// How to reach customer service, on every order and the member centre (issue 17;
// docs/decisions/0038): the hotline as a tel: link, the opening hours of the stores
// (spec: 09:00–19:00), and the WeChat service account's QR code when the shop has one
// (SERVICE_ACCOUNT_URL, drawn on the server by the page's loader: no QR script here).
import { useContext } from 'react';
import { ShellContext, usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/account.ts';

export function ServiceContact({ qrSvg, transactionId }: { qrSvg?: string | null | undefined; transactionId?: string | undefined }) {
  const { t } = usePage();
  const hotline = useContext(ShellContext)?.site.serviceHotline ?? '';
  if (!hotline && !qrSvg) return null;
  return (
    <section aria-labelledby="service-contact" className="flex items-center gap-5 rounded-2xl bg-white p-5 ring-1 ring-line" data-testid="service-contact">
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <h2 id="service-contact" className="font-semibold">{t('service.title')}</h2>
        {hotline && (
          <p>
            {t('service.hotline')}{' '}
            <a href={`tel:${hotline.replace(/[\s-]/g, '')}`} className="whitespace-nowrap font-semibold text-brand underline underline-offset-2" data-testid="service-hotline">{hotline}</a>
          </p>
        )}
        <p className="text-muted">{t('service.hours')}</p>
        {transactionId && <p className="text-muted">{t('service.aboutOrder', { id: transactionId })}</p>}
      </div>
      {qrSvg && (
        <figure className="w-24 shrink-0 text-center">
          {/* The server drew this SVG from the configured link (qr.server.ts). */}
          <span role="img" aria-label={t('service.qrAlt')} className="block [&>svg]:h-24 [&>svg]:w-24" dangerouslySetInnerHTML={{ __html: qrSvg }} />
          <figcaption className="mt-1 text-[11px] leading-tight text-muted">{t('service.qr')}</figcaption>
        </figure>
      )}
    </section>
  );
}
