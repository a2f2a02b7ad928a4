// MemberHeader (docs/decisions/0040-signed-in-render.md, "Third session"): the storefront
// header's member data — name, level, stars, cart badge, hearts — in one call instead of
// MemberInfo, Cart.List and FavoriteItemId.List. A member call: 403 NOT_SIGNED_IN without
// a live session (as MemberInfo), and the one statement reads the session member's rows only.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import type { Sessions } from './sessions.ts';
import type { MemberHeaderService } from './member-header.ts';

const memberHeader = z.object({
  'm.loginId': z.string().describe('The login id: the e-mail address (wechat:<id> for a WeChat customer)'),
  nickname: z.string().nullable(),
  email: z.string().nullable().describe('Null for a WeChat customer who never registered'),
  phone: z.string().nullable(),
  level: z.number().int().min(1).max(4),
  levelName: z.string().describe('Localized, e.g. Apprentice Butcher'),
  starsTenths: z.number().int().describe('The star balance in tenths of a star, as MemberInfo'),
  nextLevel: z.object({ levelName: z.string(), missingTenths: z.number().int() }).nullable()
    .describe('The next level and the stars (tenths) still to earn this year, as MemberInfo; null for Master Butcher'),
  cartTotal: z.number().int().min(0).describe("The cart badge: Cart.List's summary.cartTotal"),
  favouriteIds: z.array(z.number().int()).describe('Every favourite item id, newest first, as FavoriteItemId.List'),
});

export const memberHeaderRoutes = (deps: { memberHeader: MemberHeaderService; sessions: Sessions }): FastifyPluginAsyncZod => async (app) => {
  const { memberHeader: header } = deps;

  app.get('/a/capi/account/MemberHeader', {
    preHandler: requireMember(deps.sessions),
    schema: {
      tags: ['accounts'],
      summary: "The storefront header's member data in one call: login id, what names the member, level, stars and the next level (as MemberInfo), the cart badge (Cart.List's cartTotal) and the favourite item ids (FavoriteItemId.List). No parameters",
      querystring: z.strictObject({}),
      response: { 200: envelope(memberHeader), 400: failure, 403: failure },
    },
  }, async (req, reply) => {
    // The cart badge and the member's data must not be kept by a cache (as Cart.List).
    void reply.header('cache-control', 'no-store');
    const data = await header.read(memberOf(req), requestLocale(req));
    if (!data) throw new AppError('NOT_SIGNED_IN');
    return ok(data);
  });
};
