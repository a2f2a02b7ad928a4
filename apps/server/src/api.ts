// The HTTP API of spec section 7 under its base path. Parsers, validation and error
// mapping are set here once; each business area adds its routes.
import type { FastifyPluginAsync } from 'fastify';
import formbody from '@fastify/formbody';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from './services.ts';
import { FieldError, installErrorHandling } from './http/errors.ts';
import { errorMessage } from './http/messages.ts';
import { requestLocale } from './http/locale.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { contentStaffRoutes } from './modules/content/staff-routes.ts';
import { recipeRoutes } from './modules/recipes/routes.ts';
import { storeRoutes } from './modules/stores/routes.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { phoneRoutes } from './modules/accounts/phone-routes.ts';
import { qrLoginRoutes } from './modules/accounts/qr-login-routes.ts';
import { memberHeaderRoutes } from './modules/accounts/member-header-routes.ts';
import { passwordResetRoutes } from './modules/accounts/password-reset-routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { deliveryRoutes } from './modules/delivery/routes.ts';
import { voucherRoutes } from './modules/vouchers/routes.ts';
import { voucherStaffRoutes } from './modules/vouchers/staff-routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { paymentNotifyRoute, paymentRoutes } from './modules/payments/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { catalogStaffRoutes } from './modules/catalog/staff-routes.ts';
import { staffOrderRoutes } from './modules/staff/order-routes.ts';
import { staffAdminRoutes } from './modules/staff/admin-routes.ts';
import { cashierRoutes } from './modules/loyalty/cashier-routes.ts';
import { favouriteRoutes } from './modules/favourites/routes.ts';
import { loyaltyRoutes } from './modules/loyalty/routes.ts';
import { starShopRoutes } from './modules/star-shop/routes.ts';
import { requestRoutes } from './modules/requests/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { staffMemberRoutes } from './modules/accounts/staff-routes.ts';
import { posRoutes } from './modules/loyalty/pos-routes.ts';
import { sameOriginOnly } from './http/auth.ts';
import { rejectBrokenText } from './http/input.ts';
import { duplicateJsonKey } from './http/transport.ts';
import { createSerializerCompiler } from './http/serializer.ts';


export const apiPlugin = (services: Services, options: {
  /** Check every answer against its response schema (not in production: docs in http/serializer.ts). */
  checkContract: boolean;
}): FastifyPluginAsync => async (app) => {
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // A JSON body naming a key twice is refused (400 on that field), as a form body with a
  // field twice is by its schema: which of the two would count is a trap (docs/decisions/0022).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    const key = duplicateJsonKey(text);
    if (key !== null) return done(new FieldError(key, 'INVALID_FIELD'), undefined);
    return parseJson(req, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written from their response schemas (fast-json-stringify), and checked
  // against them outside production (http/serializer.ts).
  app.setSerializerCompiler(createSerializerCompiler({
    checkContract: options.checkContract, log: app.log,
    // Loud in the test output: the request log is silent there, and the test sees only a 500.
    report: (message) => console.error(message),
  }));
  installErrorHandling(app);
  // CSRF: state-changing calls only from this host's pages (docs/decisions/0007).
  app.addHook('onRequest', sameOriginOnly);
  // NUL bytes and unpaired surrogates are never valid input (and PostgreSQL cannot store NUL).
  app.addHook('preValidation', rejectBrokenText);
  app.setNotFoundHandler((req, reply) => {
    void reply.code(404).send({ status: 'failure', code: 'API_NOT_FOUND', message: errorMessage('API_NOT_FOUND', requestLocale(req)) });
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  await typed.register(catalogRoutes(services.catalog, services.readCache));
  await typed.register(contentRoutes(services.content));
  await typed.register(contentStaffRoutes(services));
  await typed.register(recipeRoutes(services.recipes));
  await typed.register(storeRoutes(services.stores));
  await typed.register(accountRoutes(services));
  await typed.register(memberHeaderRoutes(services));
  await typed.register(phoneRoutes(services));
  await typed.register(qrLoginRoutes(services));
  await typed.register(passwordResetRoutes(services));
  await typed.register(cartRoutes(services));
  await typed.register(deliveryRoutes(services));
  await typed.register(voucherRoutes(services));
  await typed.register(voucherStaffRoutes(services));
  await typed.register(checkoutRoutes(services));
  await typed.register(orderRoutes(services));
  await typed.register(paymentRoutes({ ...services, sandboxCashier: services.paymentsSandbox
    // The sandbox's stand-in for WeChat's in-app cashier; the page adds `return`.
    ? (params) => `/dev/wechatpay/jsapi?${new URLSearchParams(params).toString()}`
    : null }));
  await typed.register(staffRoutes(services));
  await typed.register(catalogStaffRoutes(services));
  await typed.register(staffOrderRoutes(services));
  await typed.register(staffAdminRoutes(services));
  await typed.register(cashierRoutes(services));
  await typed.register(favouriteRoutes(services));
  await typed.register(loyaltyRoutes(services));
  await typed.register(starShopRoutes(services));
  await typed.register(requestRoutes(services));
  await typed.register(reviewRoutes(services));
  await typed.register(staffMemberRoutes(services));
  await typed.register(posRoutes({ ...services, terminals: services.posTerminals }));
  await app.register(paymentNotifyRoute(services));
};
