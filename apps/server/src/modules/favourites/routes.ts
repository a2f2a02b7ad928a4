// The favourites calls of spec section 7 (docs/decisions/0019): AddToFavorite and
// RemoveFromFavorite with `t.itemId`, Favorite.List with paging (40 a page by default,
// spec section 9), and FavoriteItemId.List, the ids alone for the pages' hearts. Member
// calls: 403 without a live session; every query is the session member's own.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { PAGE_SIZES } from '@eshop/domain/catalog';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError, FieldError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { limitOffset, pagingQuery } from '../../http/paging.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import type { Sessions } from '../accounts/sessions.ts';
import type { FavouriteService } from './service.ts';
import { itemSummary } from '../catalog/routes.ts';

const MAX_ID = 2_147_483_647;

// A body may be missing altogether: the field is checked in the handler, so that any
// request without an id gets the words of spec section 5 ('Item ID cannot be empty.').
const itemBody = z.object({
  't.itemId': z.string().max(40).optional().describe('The itemId (Item.List, SingleItem.List); required'),
}).optional();

/** The item id of the form: empty → 400 ITEM_ID_REQUIRED; not an id in range → 404 (names no product). */
function itemIdOf(req: FastifyRequest<{ Body: z.infer<typeof itemBody> }>): number {
  const raw = req.body?.['t.itemId']?.trim() ?? '';
  if (raw === '') throw new FieldError('t.itemId', 'ITEM_ID_REQUIRED');
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw new AppError('ITEM_NOT_FOUND');
  return id;
}

const changed = envelope(z.object({ 't.itemId': z.number().int(), favourite: z.boolean().describe('Whether the item is a favourite now') }));
// The products of Item.List, with when the member kept each (the same schema, so the two cannot drift).
const favouriteItem = itemSummary.extend({ favouritedAt: z.string().describe('ISO instant') });

export const favouriteRoutes = (deps: { favourites: FavouriteService; sessions: Sessions }): FastifyPluginAsyncZod => async (app) => {
  const { favourites } = deps;
  const auth = requireMember(deps.sessions);

  app.post('/a/execute/capi/shopping/AddToFavorite', {
    preHandler: auth,
    schema: {
      tags: ['favourites'],
      summary: 'Keep a product among the favourites (adding it again changes nothing); 404 when it is not for sale',
      body: itemBody,
      response: { 200: changed, 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => {
    const itemId = itemIdOf(req);
    if (!(await favourites.add(memberOf(req), itemId))) throw new AppError('ITEM_NOT_FOUND');
    return ok({ 't.itemId': itemId, favourite: true });
  });

  app.post('/a/execute/capi/shopping/RemoveFromFavorite', {
    preHandler: auth,
    schema: {
      tags: ['favourites'],
      summary: 'Remove a product from the favourites (removing one that is not there is fine)',
      body: itemBody,
      response: { 200: changed, 400: failure, 403: failure, 404: failure },
    },
  }, async (req) => {
    const itemId = itemIdOf(req);
    await favourites.remove(memberOf(req), itemId);
    return ok({ 't.itemId': itemId, favourite: false });
  });

  app.get('/a/capi/shopping/Favorite.List', {
    preHandler: auth,
    schema: {
      tags: ['favourites'],
      summary: "The member's favourites that are for sale, newest first, as item summaries; total counts them all",
      querystring: z.object({ ...pagingQuery, pageSize: pagingQuery.pageSize.default(PAGE_SIZES.favourites) }),
      response: { 200: envelope(z.array(favouriteItem), true), 400: failure, 403: failure },
    },
  }, async (req) => {
    const { items, total } = await favourites.list(memberOf(req), requestLocale(req), limitOffset(req.query));
    return ok(items, total);
  });

  app.get('/a/capi/shopping/FavoriteItemId.List', {
    preHandler: auth,
    schema: {
      tags: ['favourites'],
      summary: "Every favourite item id of the member, newest first (which hearts are filled; spec section 4's favoriteList)",
      response: { 200: envelope(z.array(z.number().int()), true), 403: failure },
    },
  }, async (req) => {
    const ids = await favourites.itemIds(memberOf(req));
    return ok(ids, ids.length);
  });
};
