// The courier's statuses of a shipment and their labels (spec section 3, delivery record;
// docs/decisions/0015-courier-and-delivery-tracking.md). Pure: no clock, no I/O.
import type { CourierStatus } from '../contract/orders.ts';
import type { Locale, Localized } from '../i18n/locale.ts';

export type { CourierStatus };

/** In the order a shipment walks them; Cancelled can end it at any step. */
export const COURIER_STATUSES = ['Dispatching', 'PendingPickup', 'Transit', 'Completed', 'Cancelled'] as const satisfies readonly CourierStatus[];

export const COURIER_STATUS_LABELS: Readonly<Record<CourierStatus, Localized>> = {
  Dispatching: { en_US: 'Dispatching', zh_CN: '派单中' },
  PendingPickup: { en_US: 'Pending Pickup', zh_CN: '待取件' },
  Transit: { en_US: 'Transit', zh_CN: '配送中' },
  Completed: { en_US: 'Completed', zh_CN: '已完成' },
  Cancelled: { en_US: 'Cancelled', zh_CN: '已取消' },
};

export function isCourierStatus(value: unknown): value is CourierStatus {
  return typeof value === 'string' && (COURIER_STATUSES as readonly string[]).includes(value);
}

/** The label in the locale; an unrecognised value (legacy row) is shown as it is. */
export function courierStatusLabel(status: string, locale: Locale): string {
  return isCourierStatus(status) ? COURIER_STATUS_LABELS[status][locale] : status;
}

/** A shipment in one of these is over: the page stops reloading, the courier sends nothing more. */
export function isFinalCourierStatus(status: string): boolean {
  return status === 'Completed' || status === 'Cancelled';
}

/** Display names of the logistics companies a shipment row may name (stored in English). */
export const LOGISTICS_COMPANY_LABELS: Readonly<Record<string, Localized>> = {
  ShanSong: { en_US: 'ShanSong', zh_CN: '闪送' },
};

export function logisticsCompanyLabel(stored: string, locale: Locale): string {
  return LOGISTICS_COMPANY_LABELS[stored]?.[locale] ?? stored;
}
