// Delivery tracking calls of spec section 7 (docs/decisions/0015): ViewDelivery.List and
// ViewShanSong, member calls (403 without a session; another member's order is 404 like
// an unknown one), and the courier's status callback, which answers in the courier's
// own protocol and needs the raw body for its signature.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COURIER_STATUSES } from '@eshop/domain/delivery';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError, FieldError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import type { Sessions } from '../accounts/sessions.ts';
import type { Database } from '@eshop/db';
import type { Outbox } from '../../jobs/queue.ts';
import { CourierCallbackError, type Courier } from '../../integrations/courier/index.ts';
import type { DeliveryService } from './service.ts';

const courierStatus = z.enum(COURIER_STATUSES).describe('Dispatching | PendingPickup | Transit | Completed | Cancelled');
const routeEntry = z.object({
  at: z.string().describe('ISO instant of the report'),
  status: courierStatus,
  description: z.string().describe('In the language of the lang header'),
  location: z.string().nullable(),
});
const deliveryRecord = z.object({
  transactionId: z.string(),
  products: z.array(z.object({ image: z.string().describe('Thumbnail URL'), name: z.string(), spec: z.string(), quantity: z.number().int() })),
  deliveryDate: z.string().nullable().describe('yyyy-MM-dd (Shanghai): the day delivered, else the promised day'),
  logisticsCompany: z.string().describe('In the language of the lang header'),
  shipmentNo: z.string().describe("The courier's order number"),
  status: courierStatus,
  statusLabel: z.string().describe('The courier status in the language of the lang header'),
  remarks: z.string().nullable().describe("The order's remarks"),
  tracked: z.boolean().describe('false: a waybill the store recorded by hand; that courier reports no route here (routes stays empty)'),
  routes: z.array(routeEntry).describe('Newest first'),
});
const courierView = z.object({
  transactionId: z.string(),
  logisticsCompany: z.string(),
  shipmentNo: z.string(),
  status: courierStatus,
  statusLabel: z.string(),
  courierName: z.string().nullable().describe('Once a courier took the order'),
  courierPhone: z.string().nullable(),
  latest: routeEntry.nullable(),
}).nullable().describe('null until the order is handed to the courier');

const orderQuery = z.object({
  'oh.transactionId': z.string().max(40).optional().describe('The order (oh.transactionId)'),
  't.transactionId': z.string().max(40).optional().describe('Accepted as well'),
});
const transactionIdOf = (q: z.infer<typeof orderQuery>): string => {
  const id = q['oh.transactionId'] ?? q['t.transactionId'];
  if (!id) throw new FieldError('oh.transactionId', 'INVALID_FIELD');
  return id;
};
function orFail<T>(result: { ok: true; data: T } | { ok: false; code: 'ORDER_NOT_FOUND' }): T {
  if (!result.ok) throw new AppError(result.code);
  return result.data;
}

export const deliveryRoutes = (deps: { delivery: DeliveryService; sessions: Sessions; courier: Courier; jobs: Outbox; db: Database }): FastifyPluginAsyncZod => async (app) => {
  const { delivery, courier } = deps;
  const auth = requireMember(deps.sessions);

  app.get('/a/capi/shopping/ViewDelivery.List', {
    preHandler: auth,
    schema: {
      tags: ['delivery'],
      summary: "The delivery records of the member's order: products, logistics company, shipment number, courier status and route (newest first; none for a waybill the store recorded, `tracked: false`); [] before it is handed to the courier",
      querystring: orderQuery,
      response: { 200: envelope(z.array(deliveryRecord)), 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => ok(orFail(await delivery.viewDeliveries(memberOf(req), transactionIdOf(req.query), requestLocale(req)))));

  app.get('/a/capi/shopping/ViewShanSong', {
    preHandler: auth,
    schema: {
      tags: ['delivery'],
      summary: "Where the courier is with the member's order now: status, the courier's name and phone once known, the latest report",
      querystring: orderQuery,
      response: { 200: envelope(courierView), 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => ok(orFail(await delivery.viewShanSong(memberOf(req), transactionIdOf(req.query), requestLocale(req)))));

  // The courier's callback: its own body format, read raw so the signature can be checked.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    scope.post('/courier/callback/:courier', {
      schema: { hide: true } as object,
    }, async (req, reply) => {
      const { courier: name } = req.params as { courier: string };
      const answer = (status: number, okay: boolean, message?: string) => {
        const a = courier.callbackAnswer(okay, message);
        return reply.code(status).type(a.contentType).send(a.body);
      };
      if (name !== courier.name) return answer(404, false, 'unknown courier');
      let event;
      try {
        event = courier.parseCallback(req.headers, typeof req.body === 'string' ? req.body : '');
      } catch (err) {
        if (!(err instanceof CourierCallbackError)) throw err;
        req.log.warn({ courier: name, code: err.code }, 'courier callback refused');
        return answer(err.code === 'BAD_SIGNATURE' ? 401 : 400, false, err.message);
      }
      let result;
      try {
        result = await delivery.applyCourierEvent(name, event);
      } catch (err) {
        // Verified but not applied (the database refused for a moment): kept as a job and
        // acknowledged; if even that fails the courier gets a 500 and resends (docs/decisions/0025).
        req.log.error({ err, courier: name, shipmentNo: event.shipmentNo }, 'courier callback not applied; queued to retry');
        await deps.jobs.send(deps.db, 'courier_event_apply', { courier: name, event: { ...event, occurredAt: event.occurredAt.toISOString() } });
        return answer(200, true);
      }
      if (!result.ok) {
        req.log.warn({ courier: name, shipmentNo: event.shipmentNo }, 'courier callback for an unknown shipment');
        return answer(404, false, 'unknown shipment');
      }
      return answer(200, true);
    });
  });
};
