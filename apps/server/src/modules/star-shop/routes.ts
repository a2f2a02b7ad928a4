// The star shop's calls (issue 14; spec section 7 names PointCatalog.List and the rewards
// Cart.List; docs/decisions/0030-star-shop.md): the catalogue (public: members also see
// what their level may redeem), and the member's star-shop cart and CreateOrder (403
// without a session). Form bodies with the dotted names of decisions.md, validated like
// the shop cart's (quantities 1-99 whole units; ids within the id range).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseQuantity } from '@eshop/domain/cart';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError, FieldError } from '../../http/errors.ts';
import { requestChannel, requestLocale } from '../../http/locale.ts';
import { NOTICES, type ErrorCode } from '../../http/messages.ts';
import { limitOffset, pagingQuery } from '../../http/paging.ts';
import { memberOf, requireMember, signedInMember } from '../../http/auth.ts';
import type { Sessions } from '../accounts/sessions.ts';
import { placeChoicesOf, placeFields } from '../checkout/routes.ts';
import type { GiftCartView, StarShopFailure, StarShopService } from './service.ts';

const MAX_ID = 2_147_483_647;

/** rw.itemId: a gift id; not a number or beyond the id range names no gift. */
const giftIdField = z.string({ error: 'GIFT_NOT_FOUND' satisfies ErrorCode })
  .regex(/^\d{1,10}$/, { error: 'GIFT_NOT_FOUND' satisfies ErrorCode })
  .refine((v) => Number(v) >= 1 && Number(v) <= MAX_ID, { error: 'GIFT_NOT_FOUND' satisfies ErrorCode })
  .describe('The gift (PointCatalog.List rw.itemId)');
const quantityField = (min: 0 | 1, code: ErrorCode) => z.string({ error: code }).refine((v) => parseQuantity(v, min) !== null, { error: code });

const gift = z.object({
  'rw.itemId': z.number().int(), name: z.string(), description: z.string(),
  image: z.string().describe('Thumbnail URL (.SO.PNG when none is left)'), imageLarge: z.string(),
  starsTenths: z.number().int().describe('The price in stars, tenths'), worthFen: z.number().int().nullable().describe('What it is worth in the shop, fen'),
  stock: z.number().int(), soldOut: z.boolean(), minLevel: z.number().int().min(1).max(4),
  audience: z.string().describe("Who may redeem it, in the request's language"),
  forYourLevel: z.boolean().nullable().describe("Signed in: whether the member's level may redeem it; null for visitors"),
});
const cartLine = z.object({
  'rw.itemId': z.number().int(), 'h.quantity': z.number().int().min(1).max(99), name: z.string(), image: z.string(),
  starsTenths: z.number().int(), lineStarsTenths: z.number().int(), stock: z.number().int(), soldOut: z.boolean(),
  minLevel: z.number().int(), audience: z.string(), forYourLevel: z.boolean(),
});
const cartSummary = z.object({
  quantity: z.number().int().describe('Sum of the quantities (the badge)'), lines: z.number().int(),
  totalStarsTenths: z.number().int(), balanceTenths: z.number().int(),
  balanceAfterTenths: z.number().int().describe('balance - total; negative when the balance is short'),
  level: z.number().int(), levelName: z.string(),
  problem: z.object({ code: z.string(), message: z.string(), 'rw.itemId': z.number().int().nullable() }).nullable()
    .describe("Why CreateOrder would be refused now, in the request's language; null when the cart can be ordered"),
});
const cartAnswer = envelope(z.array(cartLine), true).extend({ summary: cartSummary });
const refusal = failure.extend({
  'rw.itemId': z.number().int().optional(), minLevel: z.number().int().optional(), available: z.number().int().optional(),
  neededTenths: z.number().int().optional(), balanceTenths: z.number().int().optional(),
});
const refusals = { 400: failure, 403: failure, 404: refusal, 409: refusal };

/** Maps a refused star-shop call to its answer in the request's language. */
function orFail<T extends object>(result: ({ ok: true } & T) | StarShopFailure): T {
  if (result.ok) return result;
  switch (result.code) {
    case 'REFUSED': throw new AppError(result.refusal.code, result.refusal.params, result.refusal.extra);
    case 'REQUEST_REUSED': throw new AppError('ORDER_REQUEST_REUSED');
    case 'ADDRESS_REQUIRED': throw new FieldError('a.addressId', 'ADDRESS_REQUIRED');
    case 'ADDRESS_NOT_FOUND': throw new FieldError('a.addressId', 'ADDRESS_NOT_FOUND');
    case 'STORE_NOT_FOUND': throw new FieldError('r.storeId', 'STORE_NOT_FOUND');
    default: throw new AppError(result.code);
  }
}

const answer = (cart: GiftCartView) => ({ ...ok(cart.lines, cart.lines.length), summary: cart.summary });

export const starShopRoutes = (deps: { starShop: StarShopService; sessions: Sessions }): FastifyPluginAsyncZod => async (app) => {
  const { starShop } = deps;
  const auth = requireMember(deps.sessions);

  app.get('/a/capi/rewards/PointCatalog.List', {
    schema: {
      tags: ['star shop'],
      summary: "The star shop's gifts in their order, with star prices, stock and who may redeem them; for a signed-in member also whether their level may (forYourLevel). `rw.itemId` answers that one gift (empty when it is not in the shop)",
      querystring: z.object({ ...pagingQuery, 'rw.itemId': giftIdField.optional() }),
      response: { 200: envelope(z.array(gift), true), 400: failure },
    },
  }, async (req) => {
    const memberId = await signedInMember(deps.sessions, req);
    const giftId = req.query['rw.itemId'];
    const { gifts, total } = await starShop.catalog(memberId, requestLocale(req), {
      ...limitOffset(req.query), giftId: giftId === undefined ? undefined : Number(giftId),
    });
    return ok(gifts, total);
  });

  app.get('/a/capi/rewards/Cart.List', {
    preHandler: auth,
    schema: {
      tags: ['star shop'],
      summary: "The member's star-shop cart, newest line first, with today's star prices and stock, the total, the balance before and after, and why checkout would be refused now",
      response: { 200: cartAnswer, 403: failure },
    },
  }, async (req) => answer(orFail(await starShop.cart(memberOf(req), requestLocale(req)))));

  app.post('/a/execute/capi/rewards/AddToCart', {
    preHandler: auth,
    schema: {
      tags: ['star shop'],
      summary: "Adds units of a gift to the star-shop cart (summed onto its line). Refused when the gift is not in the shop (404 GIFT_NOT_FOUND), not for the member's level (409 GIFT_LEVEL), short of stock (409 GIFT_STOCK_SHORT), beyond 99 per line (409 CART_QUANTITY_LIMIT) or 20 lines (409 GIFT_CART_FULL)",
      body: z.object({
        'rw.itemId': giftIdField,
        'h.quantity': quantityField(1, 'QUANTITY_INVALID').optional().describe('1 to 99, default 1'),
      }),
      response: {
        200: z.object({ status: z.literal('success'), message: z.string().describe("'Added to your star-shop cart.' in the request's language"), summary: cartSummary }),
        ...refusals,
      },
    },
  }, async (req) => {
    const b = req.body;
    const quantity = b['h.quantity'] === undefined ? 1 : parseQuantity(b['h.quantity'], 1)!;
    const locale = requestLocale(req);
    const { summary } = orFail(await starShop.add(memberOf(req), Number(b['rw.itemId']), quantity, locale));
    return { status: 'success' as const, message: NOTICES.GIFT_CART_ADDED[locale], summary };
  });

  app.post('/a/execute/capi/rewards/UpdateCart', {
    preHandler: auth,
    schema: {
      tags: ['star shop'],
      summary: "Sets the quantity of a gift's line (0 removes it); answers the whole star-shop cart after the change",
      body: z.object({
        'rw.itemId': giftIdField,
        'h.quantity': quantityField(0, 'QUANTITY_INVALID_OR_ZERO').describe('The new quantity, 0 to 99; 0 removes the line'),
      }),
      response: { 200: cartAnswer, ...refusals },
    },
  }, async (req) => {
    const b = req.body;
    return answer(orFail(await starShop.update(memberOf(req), Number(b['rw.itemId']), parseQuantity(b['h.quantity'], 0)!, requestLocale(req))));
  });

  app.post('/a/execute/capi/rewards/CreateOrder', {
    preHandler: auth,
    schema: {
      tags: ['star shop'],
      summary: "Redeems the star-shop cart: a WP order in Open, the stars taken from the balance at once (a `spend` entry of the star ledger), the gifts' stock reserved, the cart emptied — all or nothing. Refused when the balance is short (409 STARS_SHORT), a gift is short of stock (409 GIFT_STOCK_SHORT), not for the member's level (409 GIFT_LEVEL) or gone (404 GIFT_NOT_FOUND), or the cart is empty (409 GIFT_CART_EMPTY). Idempotent per oh.requestId and body, like the shop's CreateOrder",
      body: z.object(placeFields),
      response: {
        200: envelope(z.object({
          transactionId: z.string(), starsCostTenths: z.number().int(), balanceAfterTenths: z.number().int(), status: z.literal('Open'),
          replayed: z.boolean().describe('The same oh.requestId again: this is the order it made'),
        })),
        ...refusals,
      },
    },
  }, async (req) => {
    const choices = placeChoicesOf(req.body);
    if (!choices.requestId) throw new FieldError('oh.requestId', 'REQUEST_ID_REQUIRED');
    const created = orFail(await starShop.createOrder(memberOf(req), { ...choices, requestId: choices.requestId }, {
      locale: requestLocale(req), channel: requestChannel(req),
    }));
    return ok({
      transactionId: created.transactionId, starsCostTenths: created.starsCostTenths, balanceAfterTenths: created.balanceAfterTenths,
      status: 'Open' as const, replayed: created.replayed,
    });
  });
};
