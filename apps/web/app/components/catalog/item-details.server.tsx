// The product page's parts that never change once shown (issue 18): the service promises
// and "More information". Rendered on the server only, as its reviews are
// (after-sales/item-reviews.server.tsx): the loader renders them to HTML (React's static
// markup, every text escaped) and the page shows it as is, so it ships neither their code
// nor their texts (i18n/areas/product.*; docs/decisions/0008: the JavaScript budget).
import { renderToStaticMarkup } from 'react-dom/server';
import type { ItemDetail } from '@eshop/domain/contract';
import type { Locale } from '@eshop/domain/i18n';
import { translator } from '../../i18n/index.ts';
import type { Device } from '../../lib/routing.ts';

/** The service list's items (the page keeps the `<ul>`, after the buy buttons). */
function Services({ locale }: { locale: Locale }) {
  const t = translator(locale);
  return (
    <>
      <li className="flex gap-2"><span aria-hidden="true" className="text-fresh">❄</span>{t('item.service.coldChain')}</li>
      <li className="flex gap-2"><span aria-hidden="true" className="text-fresh">◷</span>{t('item.service.cutoff')}</li>
      <li className="flex gap-2"><span aria-hidden="true" className="text-fresh">⌂</span>{t('item.service.pickup')}</li>
      <li className="flex gap-2"><span aria-hidden="true" className="text-fresh">✓</span>{t('footer.shipping')}</li>
    </>
  );
}

/** "More information": origin, brand and the product's facts (inside the page's `<section>`). */
function MoreInfo({ item, locale, device }: { item: Pick<ItemDetail, 'origin' | 'brand' | 'facts'>; locale: Locale; device: Device }) {
  const t = translator(locale);
  const row = 'flex justify-between gap-4 border-b border-dashed border-line pb-2';
  return (
    <>
      <h2 id="more-info" className="mb-4 border-b border-line pb-2 font-serif text-xl font-bold">{t('item.moreInfo')}</h2>
      <dl className={`grid gap-x-10 gap-y-3 ${device === 'mobile' ? 'grid-cols-1' : 'grid-cols-2'}`}>
        <div className={row}><dt className="text-muted">{t('item.origin')}</dt><dd>{item.origin}</dd></div>
        {item.brand && <div className={row}><dt className="text-muted">{t('item.brand')}</dt><dd>{item.brand}</dd></div>}
        {item.facts.map((f) => (
          <div key={f.label} className={row}><dt className="text-muted">{f.label}</dt><dd className="text-right">{f.value}</dd></div>
        ))}
      </dl>
    </>
  );
}

/** The service list is the same on every product page of a language: rendered once per language. */
const servicesHtml = new Map<Locale, string>();

/** Both parts as HTML, in the page's language and layout. */
export function itemDetailsHtml(item: Pick<ItemDetail, 'origin' | 'brand' | 'facts'>, locale: Locale, device: Device): { services: string; moreInfo: string } {
  let services = servicesHtml.get(locale);
  if (services === undefined) {
    services = renderToStaticMarkup(<Services locale={locale} />);
    servicesHtml.set(locale, services);
  }
  return {
    services,
    moreInfo: renderToStaticMarkup(<MoreInfo item={item} locale={locale} device={device} />),
  };
}
