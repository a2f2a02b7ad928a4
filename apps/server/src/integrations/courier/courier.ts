// What the shop needs from a courier (docs/decisions/0015): book a pickup at a store for
// an order, cancel it, and read the status callbacks it posts back. ShanSong (闪送) is
// the real one (shansong.ts); the sandbox (sandbox.ts) speaks ShanSong's protocol.
import type { CourierStatus } from '@eshop/domain/contract';
import type { Localized } from '@eshop/domain/i18n';

export interface BookInput {
  /** Our order's transactionId: the courier's third-party order number. */
  orderRef: string;
  /** The store the courier collects from. Coordinates WGS-84 degrees. */
  sender: { name: string; phone: string; address: string; lat: number; lng: number };
  receiver: { name: string; mobile: string; province: string; city: string; district: string; address: string };
  items: { name: string; quantity: number }[];
  /** Where the courier should post status callbacks (used when the courier takes it per order). */
  callbackUrl: string;
}

/** One status report of the courier, verified. */
export interface CourierEvent {
  shipmentNo: string;
  /** Our transactionId as the courier knows it. */
  orderRef: string;
  /** Stable per status report: a resent callback carries the same id. */
  eventId: string;
  status: CourierStatus;
  occurredAt: Date;
  description: Localized;
  location: string | null;
  courierName?: string | undefined;
  courierPhone?: string | undefined;
}

export interface Courier {
  /** The adapter, as stored in shipment.courier and named in the callback URL. */
  readonly name: string;
  readonly logisticsCompany: Localized;
  /** Places the courier order; rejects with CourierError when the courier refuses or cannot be reached. */
  book(input: BookInput): Promise<{ shipmentNo: string }>;
  cancel(shipmentNo: string, reason: string): Promise<void>;
  /** Verifies and reads a status callback; throws CourierCallbackError when it is not genuine or not understood. */
  parseCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): CourierEvent;
  /** The body the courier expects when a callback was taken (or refused, with its reason). */
  callbackAnswer(ok: boolean, message?: string): { contentType: string; body: string };
}

/** The courier refused a call or could not be reached; `code` is the courier's own when it answered. */
export class CourierError extends Error {
  constructor(message: string, public readonly code: string) {
    super(message);
    this.name = 'CourierError';
  }
}

/** A callback that is not signed by the courier, or that we cannot read. */
export class CourierCallbackError extends Error {
  constructor(message: string, public readonly code: 'BAD_SIGNATURE' | 'BAD_CALLBACK') {
    super(message);
    this.name = 'CourierCallbackError';
  }
}
