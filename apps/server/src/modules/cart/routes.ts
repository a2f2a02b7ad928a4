// The cart calls of spec section 7 (docs/decisions/0011-cart.md): Cart.List, AddToCart,
// UpdateCart and RemoveFromCart. With a live session they work on the member's cart;
// without one on the visitor's cart named by the guest cookie, which the first change
// issues (docs/decisions/0033-guest-cart.md). Form bodies with the dotted names of
// decisions.md (`sku.skuId`, `h.quantity`).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseQuantity } from '@eshop/domain/cart';
import type { MessageCode } from '@eshop/domain/validation';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { NOTICES, type ErrorCode } from '../../http/messages.ts';
import { sessionToken, setSessionCookie } from '../../http/auth.ts';
import type { Sessions } from '../accounts/sessions.ts';
import type { CartFailure, CartService, CartView, Shopper } from './service.ts';
import { GUEST_CART_COOKIE, GUEST_CART_MAX_AGE_SECONDS } from './guest.ts';

const MAX_ID = 2_147_483_647;

/** The SKU picked on the product page; missing or not a number: the spec's 'Please select SKU!'. */
const skuField = z.string({ error: 'SKU_REQUIRED' satisfies MessageCode })
  .regex(/^\d{1,12}$/, { error: 'SKU_REQUIRED' satisfies MessageCode })
  .describe('The skuId (SingleItem.List skus)');
const quantityField = (min: 0 | 1, code: ErrorCode) => z.string({ error: code })
  .refine((v) => parseQuantity(v, min) !== null, { error: code });

const cartLine = z.object({
  'sku.skuId': z.number().int(), 'h.quantity': z.number().int().min(1).max(99),
  itemId: z.number().int(), name: z.string().describe('In the language of the lang header'), spec: z.string(),
  image: z.string().describe('Thumbnail URL, as in Item.List (.SO.PNG when sold out)'),
  unitPriceFen: z.number().int().describe('The current price of the SKU, fen'), lineTotalFen: z.number().int(),
  stock: z.number().int().describe('Units available now'),
  soldOut: z.boolean().describe('No stock (or the item is withdrawn): the line stays but cannot be checked out'),
});
export const cartSummary = z.object({
  cartTotal: z.number().int().describe('Sum of the quantities (the header badge)'),
  goodsFen: z.number().int().describe('Sum of the line totals of the lines that are not sold out'),
  lines: z.number().int(),
});
const cartAnswer = envelope(z.array(cartLine), true).extend({ summary: cartSummary });
const changeFailures = {
  400: failure, 403: failure, 404: failure,
  409: failure.extend({ available: z.number().int().optional().describe('STOCK_INSUFFICIENT: the units left') }),
};

function orFail<T extends object>(result: ({ ok: true } & T) | CartFailure): T {
  if (result.ok) return result;
  switch (result.code) {
    case 'STOCK_INSUFFICIENT': throw new AppError(result.code, { n: String(result.available) }, { available: result.available });
    case 'CART_FULL':
    case 'CART_QUANTITY_LIMIT': throw new AppError(result.code, { max: String(result.max) });
    default: throw new AppError(result.code);
  }
}

/** A skuId beyond the id range names no SKU (and must not reach an int4 comparison). */
function skuIdOf(raw: string): number {
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw new AppError('SKU_NOT_FOUND');
  return id;
}

const answer = (cart: CartView) => ({ ...ok(cart.lines, cart.lines.length), summary: cart.summary });

/** The guest cookie (docs/decisions/0033): an opaque token, HttpOnly, SameSite=Lax, 30 days from the last change. */
export function setGuestCartCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(GUEST_CART_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', maxAge: GUEST_CART_MAX_AGE_SECONDS });
}

export function clearGuestCartCookie(req: FastifyRequest, reply: FastifyReply): void {
  if (req.cookies[GUEST_CART_COOKIE] === undefined) return;
  void reply.setCookie(GUEST_CART_COOKIE, '', { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', maxAge: 0 });
}

/** Sends the visitor's (new) token back after a change, so the cookie lives 30 days from now. */
function keepGuestCookie<T extends { guestToken?: string }>(req: FastifyRequest, reply: FastifyReply, result: T): T {
  if (result.guestToken) setGuestCartCookie(req, reply, result.guestToken);
  return result;
}

export const cartRoutes = (deps: { cart: CartService; sessions: Sessions }): FastifyPluginAsyncZod => async (app) => {
  const { cart, sessions } = deps;
  const shoppers = new WeakMap<FastifyRequest, Shopper>();
  /** The member of a live session, else the visitor of the guest cookie (none yet: undefined). */
  const auth = async (req: FastifyRequest, reply: FastifyReply) => {
    const token = sessionToken(req);
    const session = await sessions.resolve(token);
    if (session && token && session.slid) setSessionCookie(req, reply, token);
    shoppers.set(req, session ? { memberId: session.memberId } : { guestToken: req.cookies[GUEST_CART_COOKIE] });
  };
  const shopperOf = (req: FastifyRequest): Shopper => shoppers.get(req)!;

  app.get('/a/capi/shopping/Cart.List', {
    preHandler: auth,
    schema: {
      tags: ['cart'],
      summary: "The cart — the member's, or without a session the visitor's of the eshop_guest cookie (empty without one) — newest line first, with today's prices and stock, and the summary (cartTotal for the header badge)",
      response: { 200: cartAnswer, 403: failure },
    },
  }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return answer(await cart.list(shopperOf(req), requestLocale(req)));
  });

  app.post('/a/execute/capi/shopping/AddToCart', {
    preHandler: auth,
    schema: {
      tags: ['cart'],
      summary: "Add units of a SKU to the cart (summed onto the SKU's line); a visitor's first add issues the eshop_guest cookie; refused beyond stock (409 STOCK_INSUFFICIENT), when sold out (409 SOLD_OUT), beyond 99 per line or 50 lines",
      body: z.object({
        'sku.skuId': skuField,
        'h.quantity': quantityField(1, 'QUANTITY_INVALID').optional().describe('1 to 99, default 1'),
      }),
      response: {
        200: z.object({ status: z.literal('success'), message: z.string().describe("'Add cart success!' in the request's language"), summary: cartSummary }),
        ...changeFailures,
      },
    },
  }, async (req, reply) => {
    const b = req.body;
    const quantity = b['h.quantity'] === undefined ? 1 : parseQuantity(b['h.quantity'], 1)!;
    const { summary } = keepGuestCookie(req, reply, orFail(await cart.add(shopperOf(req), skuIdOf(b['sku.skuId']), quantity)));
    return { status: 'success' as const, message: NOTICES.CART_ADDED[requestLocale(req)], summary };
  });

  app.post('/a/execute/capi/shopping/UpdateCart', {
    preHandler: auth,
    schema: {
      tags: ['cart'],
      summary: "Set the quantity of a SKU's line (0 removes it); answers the whole cart after the change",
      body: z.object({
        'sku.skuId': skuField,
        'h.quantity': quantityField(0, 'QUANTITY_INVALID_OR_ZERO').describe('The new quantity, 0 to 99; 0 removes the line'),
      }),
      response: { 200: cartAnswer, ...changeFailures },
    },
  }, async (req, reply) => {
    const b = req.body;
    const quantity = parseQuantity(b['h.quantity'], 0)!;
    return answer(keepGuestCookie(req, reply, orFail(await cart.update(shopperOf(req), skuIdOf(b['sku.skuId']), quantity, requestLocale(req)))));
  });

  app.post('/a/execute/capi/shopping/RemoveFromCart', {
    preHandler: auth,
    schema: {
      tags: ['cart'],
      summary: "Remove a SKU's line from the cart; answers the whole cart after the change",
      body: z.object({ 'sku.skuId': skuField }),
      response: { 200: cartAnswer, 400: failure, 403: failure, 404: failure },
    },
  }, async (req, reply) => answer(keepGuestCookie(req, reply, orFail(await cart.remove(shopperOf(req), skuIdOf(req.body['sku.skuId']), requestLocale(req))))));
};
