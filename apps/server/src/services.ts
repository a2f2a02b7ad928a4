// Builds every module's service from its dependencies (passed in, no container).
import type { Database } from '@eshop/db';
import { posTerminals, publicOrigin, type Config } from './config.ts';
import type { Integrations } from './integrations/index.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createCatalogEditor } from './modules/catalog/editor.ts';
import { createContentService } from './modules/content/service.ts';
import { createRecipeService } from './modules/recipes/service.ts';
import { createStoreService } from './modules/stores/service.ts';
import { createMediaService } from './modules/media/service.ts';
import { createImageUrls } from './modules/media/urls.ts';
import { createPasswords } from './modules/accounts/passwords.ts';
import { createSessions } from './modules/accounts/sessions.ts';
import { createCaptcha } from './modules/accounts/captcha.ts';
import type { SharedState } from './shared-state/index.ts';
import { createSignInLimits } from './modules/accounts/sign-in-limits.ts';
import { createAccountService } from './modules/accounts/service.ts';
import { createMemberHeader } from './modules/accounts/member-header.ts';
import { chinaRegions } from './modules/accounts/regions.ts';
import { createStaffMembers } from './modules/accounts/staff-members.ts';
import { createPhoneService } from './modules/accounts/phone.ts';
import { createPasswordResetService } from './modules/accounts/password-reset.ts';
import { createReadCache } from './lib/read-cache.ts';
import { createQrLogin } from './modules/accounts/qr-login.ts';
import { createCartService } from './modules/cart/service.ts';
import { createStarShopService } from './modules/star-shop/service.ts';
import { createPhotoService } from './modules/photos/service.ts';
import { createRequestService } from './modules/requests/service.ts';
import { createReviewService } from './modules/reviews/service.ts';
import { createVoucherService } from './modules/vouchers/service.ts';
import { createCheckoutService } from './modules/checkout/service.ts';
import { createOrderService } from './modules/orders/service.ts';
import { createPaymentService } from './modules/payments/service.ts';
import { createStaffService } from './modules/staff/service.ts';
import { createStaffAccounts } from './modules/staff/accounts.ts';
import { createCashier } from './modules/loyalty/cashier.ts';
import { createFavouriteService } from './modules/favourites/service.ts';
import { createLoyaltyService } from './modules/loyalty/service.ts';
import { createLoyaltyMails } from './modules/loyalty/mails.ts';
import { createPosNonces } from './modules/loyalty/pos-nonces.ts';
import { NOTIFY_PATH } from './modules/payments/routes.ts';
import type { PaymentLog } from './modules/payments/service.ts';

const silentLog: PaymentLog = { info: () => {}, warn: () => {}, error: () => {} };
import { createOrderLifecycle } from './modules/orders/lifecycle.ts';
import { createOrderMails } from './modules/orders/mails.ts';
import type { JobQueue } from './jobs/queue.ts';
import { createDeliveryService } from './modules/delivery/service.ts';
import { courierCallbackUrl } from './integrations/courier/index.ts';

export function createServices(deps: {
  db: Database;
  config: Config;
  integrations: Integrations;
  /** Rate limits and cache invalidation shared by the instances (shared-state/, docs/decisions/0026). */
  sharedState: SharedState;
  /** The job queue: services write jobs in their transactions (jobs/, docs/decisions/0025). */
  jobs: JobQueue;
  /** Where services log what the shop's operators must see (the app's logger). */
  log?: PaymentLog | undefined;
  /** Draws the captcha code; tests pass a known one (default: the CSPRNG). */
  captchaText?: (() => string) | undefined;
}) {
  const images = createImageUrls(deps.config.IMAGE_BASE_URL);
  const cache = createReadCache({ ttlMs: deps.config.CATALOG_CACHE_SECONDS * 1000 });
  const sessions = createSessions({ db: deps.db, cacheMs: deps.config.SESSION_CACHE_MS, invalidations: deps.sharedState.invalidations });
  const captcha = createCaptcha({ db: deps.db, text: deps.captchaText });
  const passwords = createPasswords({ log2N: deps.config.PASSWORD_SCRYPT_LOG2N });
  const rateLimits = deps.sharedState.rateLimits;
  const signInLimits = createSignInLimits({ rateLimits, captcha });
  const loyalty = createLoyaltyService({ db: deps.db, outbox: deps.jobs });
  const accounts = createAccountService({ db: deps.db, passwords, sessions, signInLimits, standing: loyalty.standing });
  const origin = publicOrigin(deps.config);
  const passwordReset = createPasswordResetService({
    db: deps.db, passwords, sessions, rateLimits, mailer: deps.integrations.mailer, outbox: deps.jobs,
    link: (token, locale, device) => `${origin}/eshop/${locale === 'zh_CN' ? 'zh_CN/' : ''}${device}/reset-password?token=${token}`,
  });
  const orderLifecycle = createOrderLifecycle({ db: deps.db });
  // Photos of requests and reviews: the data folder or an S3-compatible bucket (PHOTO_STORE; docs/decisions/0031).
  const photos = createPhotoService({ db: deps.db, store: deps.integrations.photoStore, imageBase: deps.config.IMAGE_BASE_URL });
  const delivery = createDeliveryService({
    db: deps.db, courier: deps.integrations.courier, orders: orderLifecycle, images,
    callbackUrl: courierCallbackUrl(deps.config, deps.integrations.courier.name),
  });
  const vouchers = createVoucherService({ db: deps.db });
  const payments = createPaymentService({
    db: deps.db, provider: deps.integrations.payments, lifecycle: orderLifecycle,
    notifyUrl: `${origin}${deps.config.API_BASE}${NOTIFY_PATH}`, qrMinutes: deps.config.PAYMENT_QR_MINUTES,
    payMinutes: deps.config.ORDER_PAY_MINUTES, outbox: deps.jobs, log: deps.log ?? silentLog,
    invalidations: deps.sharedState.invalidations,
  });
  // Cancelling gives vouchers back, refunds what was paid and returns a star-shop order's stars, receiving credits the stars
  // (the lifecycle's effects). Every change is announced as a job of its transaction (mails).
  orderLifecycle.use({
    releaseVouchers: (tx, orderId) => vouchers.releaseForOrder(tx, orderId).then(() => undefined),
    requestRefund: payments.requestRefund,
    creditStars: loyalty.creditOrder,
    returnStars: loyalty.returnOrderStars,
    announce: (tx, change) => deps.jobs.send(tx, 'order_status_changed', change),
  });
  const orders = createOrderService({ db: deps.db, images, lifecycle: orderLifecycle, payments });
  const catalog = createCatalogService({ db: deps.db, images, cache, invalidations: deps.sharedState.invalidations });
  return {
    orderLifecycle,
    catalog,
    /** Public reads (catalogue, content, recipes, reviews) and the catalogue's finished answers; cleared by catalog.invalidate(). */
    readCache: cache,
    /** The back-office's catalogue changes; each drops the catalogue's caches everywhere once committed. */
    catalogEditor: createCatalogEditor({ db: deps.db, images: catalog.images, invalidate: catalog.invalidate }),
    favourites: createFavouriteService({ db: deps.db, catalog }),
    content: createContentService({ db: deps.db, images, cache }),
    // Recipes share the catalogue's read cache, so catalog.invalidate() refreshes their products too.
    recipes: createRecipeService({ db: deps.db, images, cache, catalog }),
    stores: createStoreService({ db: deps.db }),
    media: createMediaService({ db: deps.db }),
    accounts,
    /** The storefront header's member data in one statement (docs/decisions/0040). */
    memberHeader: createMemberHeader({ db: deps.db }),
    /** China's provinces, cities and districts for addresses (docs/decisions/0034-addresses.md). */
    regions: chinaRegions(),
    phone: createPhoneService({ db: deps.db, sms: deps.integrations.sms, sessions, rateLimits }),
    passwordReset,
    sessions,
    captcha,
    rateLimits,
    sharedState: deps.sharedState,
    qrLogin: createQrLogin({ db: deps.db, sessions }),
    cart: createCartService({ db: deps.db, images }),
    starShop: createStarShopService({ db: deps.db, images, outbox: deps.jobs }),
    photos,
    requests: createRequestService({ db: deps.db, photos, outbox: deps.jobs }),
    reviews: createReviewService({ db: deps.db, images, photos, cache, invalidate: catalog.invalidate }),
    vouchers,
    checkout: createCheckoutService({ db: deps.db, images, vouchers, outbox: deps.jobs, payMinutes: deps.config.ORDER_PAY_MINUTES }),
    orders,
    orderMails: createOrderMails({
      db: deps.db, mailer: deps.integrations.mailer, forMail: orders.forMail, payMinutes: deps.config.ORDER_PAY_MINUTES,
      orderLink: (transactionId, locale) => `${origin}/eshop/${locale === 'zh_CN' ? 'zh_CN/' : ''}pc/my/order-detail?transactionId=${transactionId}`,
    }),
    jobs: deps.jobs,
    loyalty,
    posNonces: createPosNonces({ db: deps.db }),
    /** The tills allowed to report sales, with their secrets (POS_TERMINALS; docs/pos-api.md). */
    posTerminals: posTerminals(deps.config),
    loyaltyMails: createLoyaltyMails({
      db: deps.db, mailer: deps.integrations.mailer,
      link: (screen, locale) => `${origin}/eshop/${locale === 'zh_CN' ? 'zh_CN/' : ''}pc/${screen}`,
    }),
    payments,
    paymentsSandbox: deps.integrations.paymentsSandbox,
    wechat: deps.integrations.wechat,
    courier: deps.integrations.courier,
    delivery,
    mailer: deps.integrations.mailer,
    db: deps.db,
    staff: createStaffService({ db: deps.db, passwords, signInLimits, lifecycle: orderLifecycle, delivery }),
    staffAccounts: createStaffAccounts({ db: deps.db, passwords }),
    cashier: createCashier({ db: deps.db, loyalty }),
    /** The back-office's member search and member pages (customer service). */
    staffMembers: createStaffMembers({ db: deps.db, orders, loyalty, vouchers }),
    log: deps.log,
    publicOrigin: origin,
  };
}

export type Services = ReturnType<typeof createServices>;
