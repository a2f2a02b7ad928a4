// ChooseShop (mobile): the pickup stores (Store.List, r.pickup 'Y'), nearest first. The
// page asks the phone for its location (navigator.geolocation) and reloads with lat/lng;
// the distances come from the domain's byDistance. Without a location (refused, no
// JavaScript) it lists every store. Choosing one returns to checkout with `r.storeId`,
// keeping the other checkout choices. Store.List is public: no session needed here.
import { useEffect, useState } from 'react';
import { data, Link, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/choose-shop';
import type { PickupStore } from '@eshop/domain/contract';
import { byDistance } from '@eshop/domain/checkout';
import { ApiError } from '../api/client.ts';
import { apiFor } from '../api/server.ts';
import { pageContext } from '../lib/routing.ts';
import { usePage } from '../lib/use-page.ts';
import { noStoreHeaders, pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { FormNotice, secondaryButton } from '../components/account/Field.tsx';
import { choicesQuery, readChoices } from '../components/checkout/choices.ts';
import { StoreCard } from '../components/checkout/StoreCard.tsx';
import '../i18n/areas/purchase.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (pageContext(new URL(request.url).pathname).device !== 'mobile') throw data({ reason: 'not-found' }, { status: 404 });
  const choices = readChoices(new URL(request.url).searchParams);
  const located = choices.lat !== null && choices.lng !== null;
  let all;
  try {
    all = (await apiFor(request, context).stores()).data;
  } catch (error) {
    if (error instanceof ApiError) throw data({ reason: error.message }, { status: error.status });
    throw error;
  }
  const pickup = all.filter((s) => s['r.pickup'] === 'Y')
    .map((s) => ({ 'r.storeId': s['r.storeId'], name: s.name, address: s.address, phone: s.phone, latitude: s.latitude, longitude: s.longitude }));
  const stores: PickupStore[] = byDistance(pickup, located ? { latitude: choices.lat!, longitude: choices.lng! } : null);
  return { stores, nearestStoreId: located ? stores[0]?.['r.storeId'] ?? null : null, choices, located };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('choose-shop')!.title[shellLocale(matches)]);
}

export const headers = noStoreHeaders;

type Locating = 'idle' | 'asking' | 'unavailable';

export default function ChooseShop({ loaderData }: Route.ComponentProps) {
  const { stores, nearestStoreId, choices, located } = loaderData;
  const { t, to, locale } = usePage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [locating, setLocating] = useState<Locating>('idle');
  const checkout = to('shopping/checkout');

  const locate = () => {
    if (!('geolocation' in navigator)) { setLocating('unavailable'); return; }
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const lat = Math.round(pos.coords.latitude * 1e6) / 1e6;
        const lng = Math.round(pos.coords.longitude * 1e6) / 1e6;
        navigate(`${pathname.replace(/^\/eshop/, '')}${choicesQuery(choices, { lat, lng })}`, { replace: true });
      },
      () => setLocating('unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  // Ask once on arrival; the answer (or the refusal) decides the order of the list.
  useEffect(() => {
    if (!located) locate();
  }, []);

  return (
    <section className="space-y-4 pb-16" data-testid="choose-shop">
      <Link to={`${checkout}${choicesQuery(choices)}`} className="text-sm text-muted hover:text-brand">‹ {t('chooseShop.back')}</Link>
      <h1 className="font-serif text-2xl font-bold">{screensById.get('choose-shop')!.title[locale]}</h1>
      <p className="text-sm text-muted">{t('chooseShop.intro')}</p>
      {located && <FormNotice tone="success">{t('chooseShop.sorted')}</FormNotice>}
      {!located && locating === 'asking' && <FormNotice tone="info">{t('chooseShop.locating')}</FormNotice>}
      {!located && locating === 'unavailable' && <FormNotice tone="info">{t('chooseShop.noLocation')}</FormNotice>}
      {!located && locating !== 'asking' && (
        <button type="button" onClick={locate} className={`${secondaryButton} w-full text-sm`}>{t('chooseShop.useLocation')}</button>
      )}
      <ul className="space-y-3">
        {stores.map((s) => (
          <li key={s['r.storeId']}>
            <Link to={`${checkout}${choicesQuery(choices, { option: 'pickup', storeId: s['r.storeId'] })}`} className="block" data-testid="choose-store">
              <StoreCard store={s} chosen={s['r.storeId'] === choices.storeId} nearest={located && s['r.storeId'] === nearestStoreId}
                action={<span className="mt-2 inline-block rounded-full bg-brand px-4 py-1.5 text-xs font-semibold text-white">{t('checkout.pickupHere')}</span>} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
