// What both checkouts' actions do alike — the shop's (routes/checkout.tsx) and the star
// shop's (routes/points-mall-checkout.tsx): the "add an address" form, and reading where
// the order goes from the posted form.
import { data, redirect, type AppLoadContext } from 'react-router';
import { accountApi, formErrorsOf } from '../../api/server.ts';
import { shopPath } from '../../lib/routing.ts';
import { addressValues } from './CheckoutParts.tsx';
import { regionChoices } from '../address/regions.server.ts';
import { choicesQuery, type CheckoutChoices } from './choices.ts';

/** Saves the posted address and shows the checkout again with it chosen; refused: the errors and the values to show again. */
export async function addAddressAction(request: Request, context: AppLoadContext, form: FormData, screen: 'shopping/checkout' | 'points-mall/checkout', choices: CheckoutChoices) {
  const { api, locale, device } = accountApi(request, context);
  const values = addressValues(form);
  try {
    const saved = (await api.saveAddress({ ...values, 'a.isDefault': form.get('first') === 'Y' ? 'Y' : 'N' })).data;
    return redirect(`${shopPath(locale, device, screen)}${choicesQuery(choices, { addressId: saved.addressId, option: 'delivery' })}`);
  } catch (error) {
    // With the picker's lists for the names sent: without JavaScript the form fills in a level at a time.
    const regions = await regionChoices(api, { province: values['a.province'], city: values['a.city'] });
    return data({ intent: 'add-address' as const, errors: formErrorsOf(request, error), address: values, order: null, regions });
  }
}

/** Where the order goes, as posted: an address (delivery) or a store with who collects (pickup), the comment and the request id. */
export function placeFields(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const option = text('oh.deliveryOption') === 'pickup' ? 'pickup' : 'delivery';
  return {
    'oh.deliveryOption': option,
    ...(option === 'delivery' ? { 'a.addressId': text('a.addressId') } : {
      'r.storeId': text('r.storeId'), 'oh.pickupName': text('oh.pickupName'), 'oh.pickupMobile': text('oh.pickupMobile'),
    }),
    'oh.comment': text('oh.comment'),
    'oh.requestId': text('oh.requestId'),
  } as const;
}
